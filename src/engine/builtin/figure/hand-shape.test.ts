import { describe, expect, it } from 'vitest';
import { handShape } from './biped';

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
