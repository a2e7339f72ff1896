import { describe, expect, it } from 'vitest';
import { bricks, checks, fields, quilt, scales, shingles, wallpaper } from './patterns';

describe('scales', () => {
  it('keeps only whole scales on the skin, no arc fragments cut off at its edge', () => {
    const box = { x: 0, y: 0, width: 400, height: 400 };
    // A skin that ends at x = 200: a scale crossing that line would be cut into an open fragment.
    const markup = scales('M0 0H200V400H0Z', box, 50, 4, (point) => point.x <= 200);
    const arcs = [...markup.matchAll(/M([\d.]+) [\d.]+a[\d.]+ [\d.]+ 0 0 0 ([\d.]+) 0/g)].map((match) => ({ x: Number(match[1]), across: Number(match[2]) }));
    expect(arcs.length).toBeGreaterThan(10);
    for (const { x, across } of arcs) expect(x + across).toBeLessThanOrEqual(200);
  });

  it('fills a strip too narrow for a whole scale with smaller ones instead of leaving it bare', () => {
    const box = { x: 0, y: 0, width: 400, height: 400 };
    // A tail 40 px wide: no 50 px scale fits across it.
    const markup = scales('M100 0H140V400H100Z', box, 50, 4, (point) => point.x >= 100 && point.x <= 140);
    const acrosses = [...markup.matchAll(/a[\d.]+ [\d.]+ 0 0 0 ([\d.]+) 0/g)].map((match) => Number(match[1]));
    expect(acrosses.length).toBeGreaterThan(8);
    expect(acrosses.every((across) => across === 25)).toBe(true);
  });

  it('leaves a crumb of skin with room for only one small scale bare, not a stray tick', () => {
    const box = { x: 0, y: 0, width: 400, height: 400 };
    const isOnSkin = (point: { x: number; y: number }): boolean => point.x >= 0 && point.x <= 26 && point.y >= 20 && point.y <= 60;
    expect(scales('M0 20H26V60H0Z', box, 50, 4, isOnSkin)).not.toMatch(/a[\d.]+ [\d.]+ 0 0 0/);
  });
});

/** The pattern's own lines: the last path drawn, after any outline it is clipped to. */
function patternLineCount(markup: string): number {
  const pathData = [...markup.matchAll(/ d="([^"]*)"/g)].at(-1)?.[1] ?? '';
  return pathData.split('M').length - 1;
}

describe('a degenerate step', () => {
  const box = { x: 0, y: 0, width: 400, height: 300 };
  const patterns: [string, (step: number) => string][] = [
    ['quilt', (step) => quilt('M0 0H400V300H0Z', box, step, 4)],
    ['bricks', (step) => bricks(box, step, 4)],
    ['fields', (step) => fields('M0 0H400V300H0Z', box, step, 4)],
    ['shingles', (step) => shingles('M0 0H400V300H0Z', box, step, 4)],
    ['wallpaper', (step) => wallpaper(box, step, 4)],
    ['scales', (step) => scales('M0 0H400V300H0Z', box, step, 4, () => true)],
    ['checks', (step) => checks(box, step, 4)],
  ];

  it.each(patterns)('%s returns for a zero, negative, NaN or vanishingly small step, drawing no lines', (_name, draw) => {
    for (const step of [0, -5, Number.NaN, 1e-13]) expect(patternLineCount(draw(step))).toBe(0);
  });

  it('quilt returns for a blanket box of unbounded width, drawing no seams', () => {
    expect(patternLineCount(quilt('M0 0H400V300H0Z', { ...box, width: Number.POSITIVE_INFINITY }, 40, 4))).toBe(0);
  });

  it('still quilts an ordinary blanket', () => {
    expect(patternLineCount(quilt('M0 0H400V300H0Z', box, 40, 4))).toBeGreaterThan(20);
  });
});
