import { describe, expect, it } from 'vitest';
import type { Bitmap } from '../linework/bitmap-ops';
import { thinLines } from './photo-lines';
import { smoothLines, withoutDoubledLines, withoutPockets } from './smooth-lines';
import { drawSegment } from './straight-lines';

const SIZE = 300;
const OPTIONS = { sigma: 3, tolerance: 3.5, neck: 15 };

function blank(): Bitmap {
  return { data: new Uint8Array(SIZE * SIZE), width: SIZE, height: SIZE };
}

function polyline(bitmap: Bitmap, points: ReadonlyArray<readonly [number, number]>): void {
  for (let k = 1; k < points.length; k++) {
    const [a, b] = [points[k - 1]!, points[k]!];
    drawSegment(bitmap.data, SIZE, Math.round(a[1]) * SIZE + Math.round(a[0]), Math.round(b[1]) * SIZE + Math.round(b[0]));
  }
}

function inkAt(bitmap: Bitmap, x: number, y: number): number {
  return bitmap.data[y * SIZE + x]!;
}

/** How far the ink wanders from a circle round the middle: its distances' mean deviation from their mean. */
function wobble(bitmap: Bitmap): number {
  const distances: number[] = [];
  for (let i = 0; i < bitmap.data.length; i++) if (bitmap.data[i]) distances.push(Math.hypot((i % SIZE) - SIZE / 2, Math.floor(i / SIZE) - SIZE / 2));
  const mean = distances.reduce((sum, d) => sum + d, 0) / distances.length;
  return distances.reduce((sum, d) => sum + Math.abs(d - mean), 0) / distances.length;
}

describe('smoothLines', () => {
  it('takes the pixel wobble out of a traced outline', () => {
    // A circle with the superpixels' steps in it: 2 px bumps, 40 round.
    const wobbly = blank();
    const points = Array.from({ length: 721 }, (_, k) => {
      const angle = (k / 720) * 2 * Math.PI;
      const r = 100 + 2 * Math.sin(40 * angle);
      return [SIZE / 2 + r * Math.cos(angle), SIZE / 2 + r * Math.sin(angle)] as const;
    });
    polyline(wobbly, points);
    const smooth = smoothLines(thinLines(wobbly), OPTIONS);
    expect(wobble(wobbly)).toBeGreaterThan(1.1);
    expect(wobble(smooth)).toBeLessThan(0.5);
  });

  it('cuts a narrow drip off a line at its neck and keeps a broad lobe', () => {
    const lines = blank();
    polyline(lines, [[50, 100], [250, 100], [250, 250], [50, 250], [50, 100]]);
    // A drip 8 px wide and 60 deep hanging from the top, and a lobe 60 px wide hanging from the bottom.
    polyline(lines, [[100, 100], [100, 160], [108, 160], [108, 100]]);
    polyline(lines, [[150, 250], [150, 190], [210, 190], [210, 250]]);
    const smooth = smoothLines(thinLines(lines), OPTIONS);
    let drip = 0;
    for (let y = 110; y < 170; y++) for (let x = 95; x < 115; x++) drip += inkAt(smooth, x, y);
    expect(drip).toBe(0);
    let lobe = 0;
    for (let x = 160; x < 200; x++) for (let y = 185; y < 200; y++) lobe += inkAt(smooth, x, y);
    expect(lobe).toBeGreaterThan(20);
  });

  it('keeps lines running along the picture frame square', () => {
    const lines = blank();
    polyline(lines, [[0, 0], [SIZE - 1, 0], [SIZE - 1, SIZE - 1], [0, SIZE - 1], [0, 0]]);
    polyline(lines, [[0, 150], [SIZE - 1, 150]]);
    const smooth = smoothLines(lines, OPTIONS);
    for (const [x, y] of [[0, 0], [SIZE - 1, 0], [SIZE - 1, SIZE - 1], [0, SIZE - 1]] as const) expect(inkAt(smooth, x, y)).toBe(1);
  });

  it('draws a level line wobbling by a small share of its length straight when asked, and keeps a dome round', () => {
    // A landmark's plinth traced: two waves of 6 px over 260 px, more than the tolerance.
    const plinth = blank();
    polyline(plinth, Array.from({ length: 261 }, (_, k) => [20 + k, 150 + 6 * Math.sin((2 * Math.PI * k) / 130)] as const));
    // Its dome: a half ellipse 200 px across and 60 px high.
    const dome = blank();
    polyline(dome, Array.from({ length: 181 }, (_, k) => [150 - 100 * Math.cos((Math.PI * k) / 180), 200 - 60 * Math.sin((Math.PI * k) / 180)] as const));
    const farthestFromRow = (bitmap: Bitmap, row: number) => {
      let farthest = 0;
      for (let i = 0; i < bitmap.data.length; i++) if (bitmap.data[i]) farthest = Math.max(farthest, Math.abs(Math.floor(i / SIZE) - row));
      return farthest;
    };
    expect(farthestFromRow(smoothLines(thinLines(plinth), OPTIONS), 150)).toBeGreaterThan(3);
    expect(farthestFromRow(smoothLines(thinLines(plinth), { ...OPTIONS, straighten: 0.07 }), 150)).toBeLessThanOrEqual(1);
    expect(farthestFromRow(smoothLines(thinLines(dome), { ...OPTIONS, straighten: 0.07 }), 200)).toBeGreaterThanOrEqual(58);
  });

  it('draws a level line straight when asked for level lines alone, and leaves an upright one wobbling', () => {
    // A kept room's table top and a model's upright tank, both traced with two waves of 6 px over 260 px.
    const lines = blank();
    polyline(lines, Array.from({ length: 261 }, (_, k) => [20 + k, 60 + 6 * Math.sin((2 * Math.PI * k) / 130)] as const));
    polyline(lines, Array.from({ length: 201 }, (_, k) => [200 + 6 * Math.sin((2 * Math.PI * k) / 100), 90 + k] as const));
    const smooth = smoothLines(thinLines(lines), { ...OPTIONS, straightenLevel: 0.07 });
    let [farthestFromRow, farthestFromColumn] = [0, 0];
    for (let i = 0; i < smooth.data.length; i++) {
      if (!smooth.data[i]) continue;
      const [x, y] = [i % SIZE, Math.floor(i / SIZE)];
      if (y < 75) farthestFromRow = Math.max(farthestFromRow, Math.abs(y - 60));
      else if (y > 100) farthestFromColumn = Math.max(farthestFromColumn, Math.abs(x - 200));
    }
    expect(farthestFromRow).toBeLessThanOrEqual(1);
    expect(farthestFromColumn).toBeGreaterThan(3);
  });

  it('draws a nearly straight-sided outline with sharp corners when asked, and leaves a circle round', () => {
    // A flag's stripe as traced: a slanting four-sided loop whose sides wobble by 2 px, its corners rounded by the blur.
    const corners = [[60, 50], [240, 80], [230, 250], [50, 210]] as const;
    const stripe = blank();
    const traced: Array<readonly [number, number]> = [];
    for (let side = 0; side < 4; side++) {
      const [a, b] = [corners[side]!, corners[(side + 1) % 4]!];
      const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
      const [nx, ny] = [(a[1] - b[1]) / length, (b[0] - a[0]) / length];
      for (let k = 0; k < length; k++) {
        const wave = 2 * Math.sin((2 * Math.PI * k) / 40);
        traced.push([a[0] + ((b[0] - a[0]) * k) / length + nx * wave, a[1] + ((b[1] - a[1]) * k) / length + ny * wave]);
      }
    }
    polyline(stripe, [...traced, traced[0]!]);
    const sharp = { ...OPTIONS, straightSides: { least: 40, share: 0.6 } };
    // How far the drawing strays from the stripe's four sides: a curve through four corners bulges round them.
    const straying = (bitmap: Bitmap) => {
      let farthest = 0;
      for (let i = 0; i < bitmap.data.length; i++) {
        if (!bitmap.data[i]) continue;
        const [x, y] = [i % SIZE, Math.floor(i / SIZE)];
        const fromSides = corners.map((a, side) => {
          const b = corners[(side + 1) % 4]!;
          const t = Math.max(0, Math.min(1, ((x - a[0]) * (b[0] - a[0]) + (y - a[1]) * (b[1] - a[1])) / ((b[0] - a[0]) ** 2 + (b[1] - a[1]) ** 2)));
          return Math.hypot(x - a[0] - t * (b[0] - a[0]), y - a[1] - t * (b[1] - a[1]));
        });
        farthest = Math.max(farthest, Math.min(...fromSides));
      }
      return farthest;
    };
    expect(straying(smoothLines(thinLines(stripe), OPTIONS))).toBeGreaterThan(8);
    expect(straying(smoothLines(thinLines(stripe), sharp))).toBeLessThanOrEqual(4);
    // A circle's chords bow to one side: it stays a curve.
    const circle = blank();
    polyline(circle, Array.from({ length: 721 }, (_, k) => [SIZE / 2 + 110 * Math.cos((k / 720) * 2 * Math.PI), SIZE / 2 + 110 * Math.sin((k / 720) * 2 * Math.PI)] as const));
    expect(smoothLines(thinLines(circle), sharp).data).toEqual(smoothLines(thinLines(circle), OPTIONS).data);
  });
});

describe('withoutDoubledLines', () => {
  it('draws an edge traced on both its sides once, and leaves lines far apart', () => {
    const lines = blank();
    polyline(lines, [[40, 40], [260, 40], [260, 260], [40, 260], [40, 40]]);
    // A second tracing 5 px inside the top, joined to the sides; a line across the middle, far from any other.
    polyline(lines, [[40, 45], [260, 45]]);
    polyline(lines, [[40, 150], [260, 150]]);
    const single = withoutDoubledLines(thinLines(lines), 8, null);
    let doubled = 0;
    for (let x = 60; x < 240; x++) doubled += inkAt(single, x, 45);
    expect(doubled).toBe(0);
    for (let x = 60; x < 240; x += 20) {
      expect(inkAt(single, x, 40)).toBe(1);
      expect(inkAt(single, x, 150)).toBe(1);
    }
  });
});

describe('withoutPockets', () => {
  it('fills a pocket too small to colour and leaves an area and the paper open to the frame', () => {
    const lines = blank();
    polyline(lines, [[40, 40], [60, 40], [60, 60], [40, 60], [40, 40]]);
    polyline(lines, [[100, 100], [200, 100], [200, 200], [100, 200], [100, 100]]);
    const filled = withoutPockets(lines, 25 * 25);
    expect(inkAt(filled, 50, 50)).toBe(1);
    expect(inkAt(filled, 150, 150)).toBe(0);
    expect(inkAt(filled, 10, 10)).toBe(0);
  });

  it('fills a thin lens where two lines cross at a slant, and leaves a round area of the same size', () => {
    const lines = blank();
    // A lens about 7 px across at most and 120 long, and a square of about the same area.
    polyline(lines, [[20, 150], [140, 150]]);
    polyline(lines, [[20, 150], [80, 143], [140, 150]]);
    polyline(lines, [[180, 180], [205, 180], [205, 205], [180, 205], [180, 180]]);
    const filled = withoutPockets(lines, 10, { width: 10, maxArea: 900 });
    expect(inkAt(filled, 80, 147)).toBe(1);
    expect(inkAt(filled, 192, 192)).toBe(0);
  });
});
