import { describe, expect, it } from 'vitest';
import { footingOf, groundContact } from './ground-contact';

const art = { x: 0, y: 0, width: 2400, height: 3000 };

/** The horizontal runs of the grass line: [left, right, y] of each `M x y H x`. */
function runs(markup: string): Array<[number, number, number]> {
  return [...markup.matchAll(/M([\d.-]+) ([\d.-]+)H([\d.-]+)/g)].map((match) => [Number(match[1]), Number(match[3]), Number(match[2])]);
}

describe('ground contact', () => {
  const own = { x: 1000, y: 2000, width: 200, height: 800 };
  const footing = { left: 1000, right: 1200, y: 2800, own };

  it('runs a line behind a thing a little above its soles and out past both sides, ending in blades', () => {
    const markup = groundContact([footing], [{ box: own }], art, 8, false);
    const [[left, right, y]] = runs(markup) as [[number, number, number]];
    expect(left).toBeLessThan(footing.left - 50);
    expect(right).toBeGreaterThan(footing.right + 50);
    // Ink under the thing's base, within a few line widths above it.
    expect(y).toBeLessThan(footing.y);
    expect(footing.y - y).toBeLessThan(60);
    // Two open ends, three blades each.
    expect(markup.match(/L/g)?.length).toBe(6);
  });

  it('stops short of anything else standing in its way, and leaves out a dash too short to read', () => {
    const beside = { x: 1230, y: 2500, width: 300, height: 300 };
    const [run, ...rest] = runs(groundContact([footing], [{ box: own }, { box: beside }], art, 8, false));
    expect(run![1]).toBeLessThan(beside.x);
    expect(rest).toEqual([]);
  });

  it('is stopped by an outline only where it reaches the line: the lawn between a swing set legs is not blocked by its beam', () => {
    const frame = { x: 1300, y: 1500, width: 600, height: 1300 };
    const legs = [
      { x: 1300, y: 2800 },
      { x: 1600, y: 1500 },
      { x: 1900, y: 2800 },
      { x: 1850, y: 2800 },
      { x: 1600, y: 1600 },
      { x: 1350, y: 2800 },
    ];
    const spans = runs(groundContact([footing], [{ box: own }, { box: frame, outline: legs }], art, 8, false));
    // The line from the thing on the left ends before the left leg's foot, though the frame's box reaches further.
    expect(spans[0]![1]).toBeLessThan(1300);
    expect(spans[0]![1]).toBeGreaterThan(1200);
  });

  it("finds a thing's feet at the lowest points of its outline", () => {
    const outline = [{ x: 0, y: 0 }, { x: 50, y: 100 }, { x: 60, y: 99 }, { x: 200, y: 100 }, { x: 100, y: 40 }];
    expect(footingOf(outline, own, 5)).toMatchObject({ left: 50, right: 200, y: 100 });
  });
});
