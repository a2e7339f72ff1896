import { describe, expect, it } from 'vitest';
import { waterfall } from '../props/waterfall';
import { scenePage } from './testing/scene-page';

describe('a waterfall', () => {
  it.each(['3-5', '6-8', '9-12'] as const)('draws a waterfall in the forest, among its trees (%s)', (ageGroup) => {
    const page = scenePage('a waterfall in the forest', ageGroup);
    // The forest alone was drawn and the page said "Couldn't draw: waterfall".
    expect(page.matched).toContain('waterfall');
    expect(page.matched).toContain('evergreen-tree');
    expect(page.notDrawn).toEqual([]);
  });

  it('stands a bear before the waterfall, still the page’s subject', () => {
    const page = scenePage('a bear by the waterfall');
    expect(page.matched).toContain('waterfall');
    expect(page.lead).toBeGreaterThan(0.5);
    expect(page.cut).toBe(0);
  });

  it.each(['low', 'medium', 'high'] as const)('draws the water falling in wavy lines, with a fir at each side (%s detail)', (detail) => {
    const { shapes } = waterfall.draw(detail);
    // A plain band read as a doorway or a pillar: bold wavy lines run down it, swinging to and fro.
    const wavyLines = shapes.filter((drawn) => drawn.includes('fill="none"') && (drawn.match(/Q/g) ?? []).length >= 4);
    expect(wavyLines.length).toBeGreaterThanOrEqual(2);
    // "Forest" was one fir half hidden behind the cliff: a fir now stands at each side of the pool.
    const tallClosedShapes = shapes.filter((drawn) => drawn.startsWith('<path') && !drawn.includes('fill="none"')).map(boxOf).filter((box) => box.bottom - box.top >= 40);
    expect(tallClosedShapes.some((box) => box.right <= 25)).toBe(true);
    expect(tallClosedShapes.some((box) => box.left >= 75)).toBe(true);
  });

  it.each(['low', 'medium', 'high'] as const)('lands in a round heap of foam with swirls in it, not a crown of crests (%s detail)', (detail) => {
    const { shapes } = waterfall.draw(detail);
    // A band of pointed crests at the foot read as a crown: the foam over the foot is one outline of round bumps.
    const overTheFoot = shapes.filter((drawn) => !drawn.includes('fill="none"')).filter((drawn) => {
      const box = boxOf(drawn);
      return box.left < 32 && box.right > 68 && box.top > 70 && box.bottom < 95;
    });
    expect(overTheFoot).toHaveLength(1);
    expect(overTheFoot[0]).not.toMatch(/L/);
    expect((overTheFoot[0]!.match(/C/g) ?? []).length).toBeGreaterThanOrEqual(5);
    const swirls = shapes.filter((drawn) => drawn.includes('fill="none"') && /C.*Q/.test(drawn));
    expect(swirls.length).toBeGreaterThanOrEqual(3);
  });
});

/** The box round a path's points, reading its numbers as x, y pairs (as a polygon's path is written). */
function boxOf(drawn: string) {
  const numbers = (/d="([^"]*)"/.exec(drawn)?.[1] ?? '').match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];
  const xs = numbers.filter((_, index) => index % 2 === 0);
  const ys = numbers.filter((_, index) => index % 2 === 1);
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
}
