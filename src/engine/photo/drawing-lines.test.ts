import { describe, expect, it } from 'vitest';
import type { Bitmap } from '../linework/bitmap-ops';
import { closeStrokeGaps, withGroundBand } from './drawing-lines';
import { drawSegment } from './straight-lines';

const SIZE = 200;

function strokes(lines: ReadonlyArray<readonly [number, number, number, number]>): Bitmap {
  const data = new Uint8Array(SIZE * SIZE);
  for (const [ax, ay, bx, by] of lines) drawSegment(data, SIZE, ay * SIZE + ax, by * SIZE + bx);
  return { data, width: SIZE, height: SIZE };
}

/** Whether paper at (x, y) is shut in by ink (no path of paper to the bitmap's edge). */
function isEnclosed(bitmap: Bitmap, x: number, y: number): boolean {
  const seen = new Uint8Array(bitmap.data.length);
  const stack = [y * SIZE + x];
  seen[stack[0]!] = 1;
  while (stack.length > 0) {
    const index = stack.pop()!;
    const [px, py] = [index % SIZE, Math.floor(index / SIZE)];
    if (px === 0 || py === 0 || px === SIZE - 1 || py === SIZE - 1) return false;
    for (const next of [index - 1, index + 1, index - SIZE, index + SIZE]) {
      if (bitmap.data[next] || seen[next]) continue;
      seen[next] = 1;
      stack.push(next);
    }
  }
  return true;
}

describe('closeStrokeGaps', () => {
  it("closes a tree trunk drawn down to the grass and stopped short of it", () => {
    // The canopy's underside joins the trunk's two sides, which stop 12 px above the grass.
    const drawing = strokes([
      [80, 40, 120, 40],
      [80, 40, 80, 148],
      [120, 40, 120, 148],
      [20, 160, 180, 160],
    ]);
    expect(isEnclosed(drawing, 100, 100)).toBe(false);
    const closed = closeStrokeGaps(drawing, 32);
    expect(isEnclosed(closed, 100, 100)).toBe(true);
  });

  it("leaves a sun's ray and a leg beside a tail apart: joining them closes nothing", () => {
    const drawing = strokes([
      [60, 60, 100, 60],
      [100, 60, 100, 100],
      [100, 100, 60, 100],
      [60, 100, 60, 60],
      // A ray pointing at the sun's side from 10 px off it.
      [140, 80, 110, 80],
    ]);
    const closed = closeStrokeGaps(drawing, 32);
    expect(closed.data[80 * SIZE + 105]).toBe(0);
  });
});

describe('withGroundBand', () => {
  it('closes a long stroke across the drawing\'s foot into a band of ground below it', () => {
    // A zig-zag of grass across most of the width, a trunk standing on it.
    const zigzag = Array.from({ length: 16 }, (_, i) => [20 + i * 10, 150 + (i % 2) * 8, 30 + i * 10, 150 + ((i + 1) % 2) * 8] as const);
    const drawing = strokes([...zigzag, [100, 60, 100, 150]]);
    expect(isEnclosed(drawing, 100, 170)).toBe(false);
    const banded = withGroundBand(drawing, 30, 2);
    // Below the grass, between its ends, is paper shut in by the band, whose foot is one line.
    expect(isEnclosed(banded, 100, 170)).toBe(true);
    let foot = 0;
    for (let row = 170; row < banded.height; row++) foot += banded.data[row * SIZE + 100]!;
    expect(foot).toBe(1);
  });

  it('leaves a drawing without a ground line as it was', () => {
    const drawing = strokes([
      [60, 60, 100, 60],
      [100, 60, 100, 100],
    ]);
    expect(withGroundBand(drawing, 30, 2)).toBe(drawing);
  });
});
