import { describe, expect, it } from 'vitest';
import { area, bounds, containsPoint, subtract, type Point } from './geometry';
import { HAIR_STYLES } from './head';
import { createPartList, LAYER } from './part-list';

const rx = 200;
const ry = 210;
const at = (x: number, y: number): Point => ({ x: x * rx, y: y * ry });

describe('hair', () => {
  it('draws long hair in one outline: the part over the head lies inside the hair behind it', () => {
    const list = createPartList();
    HAIR_STYLES.long(list, at, rx, 0);
    const back = list.parts.find((part) => part.layer === LAYER.backHair)!.shape;
    const front = list.parts.find((part) => part.layer === LAYER.hair)!.shape;
    expect(area(subtract(front, back))).toBeLessThan(area(front) * 0.002);
    // It ends at the shoulders, behind them: lower, its corner showed as a wedge under a raised arm.
    expect(bounds([back]).y + bounds([back]).height).toBeLessThan(at(0, 1.3).y);
    // Its locks reach down beside the face, not only over the crown.
    expect(containsPoint(front, at(-1.08, 0.3))).toBe(true);
    expect(containsPoint(front, at(1.08, 0.3))).toBe(true);
  });

  it('ends each pigtail above the shoulder in a round tip, not a long spike running down into it', () => {
    const list = createPartList();
    HAIR_STYLES.pigtails(list, at, rx, 0);
    const tails = list.parts.filter((part) => part.layer === LAYER.headBack - 1);
    expect(tails).toHaveLength(2);
    for (const tail of tails) {
      const box = bounds([tail.shape]);
      // Down to 0.95 of the head's height below its middle, the tip reached the shoulder beside the neck (round 14).
      expect(box.y + box.height).toBeLessThan(at(0, 0.9).y);
      // Rounded: a little above its lowest point it is still wider than a line's width or two.
      const tipY = box.y + box.height - rx * 0.08;
      let width = 0;
      for (let x = box.x; x <= box.x + box.width; x += 1) if (containsPoint(tail.shape, { x, y: tipY })) width++;
      expect(width).toBeGreaterThan(rx * 0.12);
    }
  });

  it('draws short hair as a plain cap, with no lone strand line crossing the head', () => {
    const list = createPartList();
    HAIR_STYLES.short(list, at, rx, 0);
    expect(list.strokes).toHaveLength(0);
  });

  it('ends a fringe in locks across the forehead, not in one dip in the middle like the top of a mask', () => {
    for (const style of ['short', 'long'] as const) {
      const list = createPartList();
      HAIR_STYLES[style](list, at, rx, 0);
      const hair = list.parts.find((part) => part.layer === LAYER.hair)!.shape;
      const edge: number[] = [];
      for (let x = -0.7; x <= 0.7; x += 0.02) {
        let y = -1.2;
        while (y < 0 && !containsPoint(hair, at(x, y))) y += 0.01;
        while (y < 0 && containsPoint(hair, at(x, y))) y += 0.01;
        edge.push(y);
      }
      const tips = edge.filter((y, i) => i > 0 && i < edge.length - 1 && y > edge[i - 1]! && y >= edge[i + 1]!);
      expect(tips.length, style).toBeGreaterThanOrEqual(2);
    }
  });
});
