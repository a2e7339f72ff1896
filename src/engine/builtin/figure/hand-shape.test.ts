import { describe, expect, it } from 'vitest';
import { handShape } from './biped';
import { gauntletCuff } from './outfits';

describe('handShape', () => {
  it('leaves no hole between a gripper’s jaws, at any angle of the forearm', () => {
    // Jaws whose tips touched closed a small triangle in the hand that printed as a "play" glyph.
    for (const degrees of [0, 30, 90, 160, 250]) {
      const radians = (degrees * Math.PI) / 180;
      const elbow = { x: 500 - Math.cos(radians) * 200, y: 500 - Math.sin(radians) * 200 };
      expect(handShape('claw', { x: 500, y: 500 }, elbow, 40)).toHaveLength(1);
    }
  });
});

describe('gauntletCuff', () => {
  it('is a band behind the wrist, shorter along the arm than it is wide, not a second round hand', () => {
    // A forearm hanging straight down: "along" is y.
    const r = 40;
    const cuff = gauntletCuff({ x: 500, y: 300 }, { x: 500, y: 500 }, r);
    const ys = cuff.flat().map((point) => point.y);
    const xs = cuff.flat().map((point) => point.x);
    const long = Math.max(...ys) - Math.min(...ys);
    const wide = Math.max(...xs) - Math.min(...xs);
    expect(long).toBeLessThan(wide * 0.7);
    // It ends under the back of the mitten (which starts 0.8 r behind the hand's centre), not beside it.
    expect(Math.max(...ys)).toBeLessThan(500 - r * 0.3);
  });
});
