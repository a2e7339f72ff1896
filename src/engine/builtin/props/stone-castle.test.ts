import { describe, expect, it } from 'vitest';
import { STONE_CASTLE_GATE, balconyCastle, stoneCastle } from './stone-castle';

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
  // Round 14: the 6-8 towers had a few loose stones on large empty walls (27), and joints stopping short of a window's
  // round top were dashes floating on the wall (10).
  it.each(['medium', 'high'] as const)('lays courses up the whole tower wall at %s detail', (detail) => {
    const tower = joints(balconyCastle.draw(detail).shapes).filter(([x0, y0, x1, y1]) => y0 === y1 && x0 >= 6 && x1 <= 44 && y0 > 155);
    const rows = new Set(tower.map(([, y]) => y));
    // The tower's wall runs from 155 to 300: a course every 8 units for 9-12, every 12 for 6-8, bar the crowns.
    expect(rows.size).toBeGreaterThanOrEqual(detail === 'high' ? 14 : 9);
  });

  it.each(['medium', 'high'] as const)('leaves no joint stopping short beside a window\'s round top at %s detail', (detail) => {
    const windows = [[19, 164, 31, 184], [19, 210, 31, 228], [169, 164, 181, 184], [169, 210, 181, 228]] as const;
    const courses = joints(balconyCastle.draw(detail).shapes).filter(([, y0, , y1]) => y0 === y1);
    for (const [left, top, right] of windows) {
      const crown = top + ((right - left) / 2) * 0.4;
      const beside = courses.filter(([x0, y, x1]) => y > top - 2.5 && y < crown && x1 >= left - 3 && x0 <= right + 3);
      expect(beside, `window at ${left}, ${top}`).toEqual([]);
    }
  });
});
