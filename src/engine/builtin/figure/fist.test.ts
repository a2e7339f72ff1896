import { describe, expect, it } from 'vitest';
import { containsPoint } from './geometry';
import { handShape } from './biped';
import { closeHandRound, fistOnHandle } from './fist';
import { pictureBookHandCreases } from './fingered-hand';
import { addPart, addStroke, createPartList } from './part-list';

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

describe('pictureBookHandCreases', () => {
  it('draws the finger lines inside a closed hand, from its fingertips back, clear of the thumb', () => {
    const r = 40;
    const hand = { x: 500, y: 500 };
    const elbow = { x: 500, y: 300 };
    for (const thumbToward of [{ x: 1, y: 0 }, { x: -1, y: 0 }]) {
      const closed = handShape('mitten', hand, elbow, r, { thumbToward });
      for (const count of [1, 2] as const) {
        const creases = pictureBookHandCreases(hand, elbow, r, thumbToward, count);
        expect(creases).toHaveLength(count);
        for (const [rim, inner] of creases) {
          expect(containsPoint(closed, inner!)).toBe(true);
          // Out at the fingertips' rim, not a loose line in the middle of the palm.
          expect(rim!.y).toBeGreaterThan(hand.y + r * 1.9);
          expect((inner!.x - hand.x) * thumbToward.x).toBeLessThan(r * 0.5);
        }
      }
    }
  });
});

describe('closeHandRound', () => {
  it('closes a mitten into a fist round a slanting handle through the hand, the handle showing on both sides of it', () => {
    const r = 40;
    const hand = { x: 500, y: 500 };
    const elbow = { x: 300, y: 450 };
    const list = createPartList();
    addPart(list, 61, handShape('mitten', hand, elbow, r, { thumbToward: { x: 1, y: -1 } }), { grip: 'front' });
    addStroke(list, 61.1, [hand, elbow], { grip: 'front' });
    const degrees = -24;
    closeHandRound(list, 'front', hand, elbow, r, degrees);
    const radians = (degrees * Math.PI) / 180;
    // Along the handle, upwards from the hand: a rope leaning back at the top.
    const along = (distance: number): { x: number; y: number } => ({ x: hand.x + Math.sin(radians) * distance, y: hand.y - Math.cos(radians) * distance });
    const across = (distance: number): { x: number; y: number } => ({ x: hand.x + Math.cos(radians) * distance, y: hand.y + Math.sin(radians) * distance });
    const fist = list.parts.filter((part) => part.grip === 'front').map((part) => part.shape);
    const inFist = (point: { x: number; y: number }): boolean => fist.some((shape) => containsPoint(shape, point));
    expect(inFist(hand)).toBe(true);
    expect(inFist(across(r * 1.1)) && inFist(across(-r * 1.1))).toBe(true);
    expect(inFist(along(r * 1.6)) || inFist(along(-r * 1.6))).toBe(false);
    // The mitten's own finger lines are gone: the fist has its own creases.
    expect(list.strokes.some((stroke) => stroke.points[1] === elbow)).toBe(false);
    expect(list.strokes.filter((stroke) => stroke.grip === 'front').length).toBeGreaterThanOrEqual(2);
  });
});
