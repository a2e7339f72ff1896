import { describe, expect, it } from 'vitest';
import { scales } from './patterns';

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
