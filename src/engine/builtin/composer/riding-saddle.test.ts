import { describe, expect, it } from 'vitest';
import { ridingSaddle } from './riding-saddle';
import { MIN_WHITE_PX } from '../figure/part-list';

/** The stirrup's tread: the last rectangle the saddle draws, its top and bottom, px. */
function tread(markup: string): { top: number; bottom: number } {
  const rects = [...markup.matchAll(/<rect x="[^"]+" y="([^"]+)" width="[^"]+" height="([^"]+)"/g)];
  const [, y, height] = rects[rects.length - 1]!;
  return { top: Number(y), bottom: Number(y) + Number(height) };
}

describe("a rider's saddle", () => {
  // A shallow tread showed under the shoe as a thin strip, a doubled outline of the foot (round 15).
  it.each([6, 9, 14])('hangs a stirrup tread deep enough under the sole to read as a bar of its own (lines %i px)', (linePx) => {
    for (const leg of [120, 250, 400]) {
      const foot = { x: 500, y: 300 + leg };
      const { markup, stirrup } = ridingSaddle({ x: 500, y: 300 }, foot, linePx);
      const { top, bottom } = tread(markup);
      // The foot stands on the tread's top, and the white of the tread below the sole is wide enough to colour.
      expect(top).toBeLessThan(foot.y);
      expect(stirrup.y).toBeCloseTo(top, 1);
      expect(bottom - foot.y - linePx).toBeGreaterThanOrEqual(MIN_WHITE_PX * 1.5);
    }
  });
});
