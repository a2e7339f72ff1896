import { describe, expect, it } from 'vitest';
import { containsPoint } from './geometry';
import { handShape } from './biped';
import { fistOnHandle, mittenCreases } from './fist';

describe('fistOnHandle', () => {
  it('closes round the handle so it shows on both sides, with the thumb over its top and creases on the fingers’ side', () => {
    const centre = { x: 500, y: 500 };
    const r = 40;
    for (const wristSide of [1, -1] as const) {
      const { fist, thumb, creases, halfHeight } = fistOnHandle(centre, r, wristSide);
      expect(containsPoint(fist, centre)).toBe(true);
      // Wider than a handle (a third of r each side) so the fingers wrap it; the handle clears it above and below.
      expect(containsPoint(fist, { x: centre.x + wristSide * r, y: centre.y })).toBe(true);
      expect(containsPoint(fist, { x: centre.x - wristSide * r, y: centre.y })).toBe(true);
      expect(containsPoint(fist, { x: centre.x, y: centre.y - halfHeight - 2 })).toBe(false);
      expect(containsPoint(fist, { x: centre.x, y: centre.y + halfHeight + 2 })).toBe(false);
      expect(containsPoint(thumb, { x: centre.x, y: centre.y - r * 0.7 })).toBe(true);
      expect(creases.length).toBeGreaterThanOrEqual(2);
      for (const crease of creases) {
        for (const point of crease) expect(Math.sign(point.x - centre.x)).toBe(-wristSide);
      }
    }
  });
});

describe('mittenCreases', () => {
  it('draws the finger lines inside a closed mitten, from its rim back, away from the thumb', () => {
    const r = 40;
    const hand = { x: 500, y: 500 };
    const elbow = { x: 500, y: 300 };
    for (const thumbToward of [{ x: 1, y: 0 }, { x: -1, y: 0 }]) {
      const mitten = handShape('mitten', hand, elbow, r, { thumbToward });
      const creases = mittenCreases(hand, elbow, r, thumbToward);
      expect(creases.length).toBeGreaterThanOrEqual(2);
      for (const [rim, inner] of creases) {
        expect(containsPoint(mitten, inner!)).toBe(true);
        // Out at the fingertips' rim, not a loose line in the middle of the palm.
        expect(rim!.y).toBeGreaterThan(hand.y + r * 1.8);
        expect(Math.sign(inner!.x - hand.x) === Math.sign(thumbToward.x)).toBe(false);
      }
    }
  });
});
