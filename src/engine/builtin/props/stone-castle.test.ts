import { describe, expect, it } from 'vitest';
import { STONE_CASTLE_GATE, stoneCastle } from './stone-castle';

/** The brick joints drawn as straight lines: [x0, y0, x1, y1]. */
function joints(shapes: string[]): Array<[number, number, number, number]> {
  return shapes.flatMap((shape) => {
    const match = /^<path d="M(-?[\d.]+) (-?[\d.]+) L(-?[\d.]+) (-?[\d.]+)" fill="none"\/>$/.exec(shape);
    return match ? [[Number(match[1]), Number(match[2]), Number(match[3]), Number(match[4])] as [number, number, number, number]] : [];
  });
}

/** The keep the gate is in, left and right, in the castle's units. */
const KEEP = [64, 136] as const;

describe('stone castle', () => {
  it('runs the brick courses beside the gate right up to its sides, with no gap', () => {
    const [left, top, right, bottom] = STONE_CASTLE_GATE;
    const courses = joints(stoneCastle.draw('high').shapes).filter(([x0, y0, x1, y1]) => y0 === y1 && y0 > top + (right - left) / 2 && y0 < bottom && (x1 <= left || x0 >= right) && x0 >= KEEP[0] && x1 <= KEEP[1]);
    expect(courses.length).toBeGreaterThan(2);
    for (const [, y] of courses) {
      expect(courses.some(([, y0, x1]) => y0 === y && x1 === left), `course at ${y} meets the gate's left side`).toBe(true);
      expect(courses.some(([x0, y0]) => y0 === y && x0 === right), `course at ${y} meets the gate's right side`).toBe(true);
    }
  });
});
