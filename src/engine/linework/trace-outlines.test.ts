import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Bitmap } from './bitmap-ops';
import { traceOutlines } from './trace-outlines';

const SIZE = 400;
const OPTIONS = { minOutlineArea: 20, fitTolerance: 0.8 };
/** A letter R: straight stem, round bowl with a hole, diagonal leg; sharp corners and curves in one shape. */
const LETTER_R =
  'M100 60H220C300 60 330 110 330 160C330 205 300 240 255 250L340 380H270L190 255H170V380H100Z' +
  'M170 120V200H220C250 200 262 180 262 160C262 138 250 120 220 120Z';

async function rasterise(body: string): Promise<Bitmap> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}"><rect width="100%" height="100%" fill="#fff"/>${body}</svg>`;
  const { data } = await sharp(Buffer.from(svg)).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return { data: Uint8Array.from(data, (value) => (value < 128 ? 1 : 0)), width: SIZE, height: SIZE };
}

/** The traced path drawn back at the bitmap's own scale, thresholded like the page renderer does. */
function renderTraced(pathData: string): Bitmap {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}"><path d="${pathData}"/></svg>`;
  const { pixels } = new Resvg(svg, { background: '#ffffff' }).render();
  const data = new Uint8Array(SIZE * SIZE);
  for (let i = 0; i < data.length; i++) data[i] = pixels[i * 4]! < 128 ? 1 : 0;
  return { data, width: SIZE, height: SIZE };
}

function edgePixels(bitmap: Bitmap): [number, number][] {
  const edges: [number, number][] = [];
  const at = (x: number, y: number) => bitmap.data[y * SIZE + x];
  for (let y = 1; y < SIZE - 1; y++) {
    for (let x = 1; x < SIZE - 1; x++) {
      if (at(x, y) === 1 && (at(x - 1, y) === 0 || at(x + 1, y) === 0 || at(x, y - 1) === 0 || at(x, y + 1) === 0)) edges.push([x, y]);
    }
  }
  return edges;
}

/** Symmetric Hausdorff distance between the ink edges of two bitmaps (searching up to 10 px). */
function edgeHausdorff(a: Bitmap, b: Bitmap): number {
  const oneWay = (from: [number, number][], to: [number, number][]) => {
    const grid = new Uint8Array(SIZE * SIZE);
    for (const [x, y] of to) grid[y * SIZE + x] = 1;
    let worst = 0;
    for (const [x, y] of from) {
      let nearest = Infinity;
      for (let dy = -10; dy <= 10; dy++) {
        for (let dx = -10; dx <= 10; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx >= 0 && ny >= 0 && nx < SIZE && ny < SIZE && grid[ny * SIZE + nx] === 1) nearest = Math.min(nearest, Math.hypot(dx, dy));
        }
      }
      worst = Math.max(worst, nearest);
    }
    return worst;
  };
  const edgesA = edgePixels(a);
  const edgesB = edgePixels(b);
  return Math.max(oneWay(edgesA, edgesB), oneWay(edgesB, edgesA));
}

/** True when paper at (x, y) cannot reach the bitmap's border without crossing ink. */
function isEnclosed(bitmap: Bitmap, x: number, y: number): boolean {
  const seen = new Uint8Array(SIZE * SIZE);
  const stack = [y * SIZE + x];
  while (stack.length > 0) {
    const index = stack.pop()!;
    if (seen[index] === 1 || bitmap.data[index] === 1) continue;
    seen[index] = 1;
    const px = index % SIZE;
    const py = (index - px) / SIZE;
    if (px === 0 || py === 0 || px === SIZE - 1 || py === SIZE - 1) return false;
    stack.push(index - 1, index + 1, index - SIZE, index + SIZE);
  }
  return true;
}

function subpaths(pathData: string): string[] {
  return pathData.split(/(?=M)/).filter((part) => part.length > 0);
}

describe('traceOutlines', () => {
  it('traces a ring as two closed smooth outlines within a pixel of the original, its inside enclosed', async () => {
    const bitmap = await rasterise('<circle cx="200" cy="200" r="150" fill="none" stroke="#000" stroke-width="6"/>');

    const traced = traceOutlines(bitmap, OPTIONS);

    expect(traced.outlineCount).toBe(2);
    for (const outline of subpaths(traced.pathData)) expect(outline).toMatch(/^M[^MZ]*Z$/);
    // Smooth curves, not the pixel staircase: a circle needs only a handful of cubics.
    expect(traced.pathData.split('C').length - 1).toBeLessThanOrEqual(16);
    const rendered = renderTraced(traced.pathData);
    expect(edgeHausdorff(bitmap, rendered)).toBeLessThanOrEqual(1.5);
    expect(isEnclosed(rendered, 200, 200)).toBe(true);
    expect(rendered.data[200 * SIZE + 200]).toBe(0);
  });

  it('traces a letter with sharp corners, curves and a counter within a pixel and a half of the original', async () => {
    const bitmap = await rasterise(`<path d="${LETTER_R}" fill="#000" fill-rule="evenodd"/>`);

    const traced = traceOutlines(bitmap, OPTIONS);

    expect(traced.outlineCount).toBe(2);
    const rendered = renderTraced(traced.pathData);
    expect(edgeHausdorff(bitmap, rendered)).toBeLessThanOrEqual(1.5);
    expect(isEnclosed(rendered, 200, 160), 'the bowl of the R stays a closed hole').toBe(true);
    // Corners of the stem stay square: ink right next to each corner, paper right outside it.
    for (const [x, y, outsideX, outsideY] of [
      [101, 61, 98, 58],
      [101, 378, 98, 382],
      [168, 378, 172, 382],
    ] as const) {
      expect(rendered.data[y * SIZE + x], `ink at corner ${x},${y}`).toBe(1);
      expect(rendered.data[outsideY * SIZE + outsideX], `paper outside corner ${x},${y}`).toBe(0);
    }
  });

  it('draws a gently sloping edge as straight curves, without the pixel staircase', async () => {
    const bitmap = await rasterise('<rect x="60" y="150" width="280" height="100" fill="#000" transform="rotate(3 200 200)"/>');

    const traced = traceOutlines(bitmap, OPTIONS);

    expect(traced.outlineCount).toBe(1);
    // Four sides and four corners: a staircase would need a curve per step (about 15 per long side).
    expect(traced.pathData.split('C').length - 1).toBeLessThanOrEqual(8);
    expect(edgeHausdorff(bitmap, renderTraced(traced.pathData))).toBeLessThanOrEqual(1.5);
  });

  it('drops specks and fills pinholes smaller than the minimum outline area', async () => {
    const bitmap = await rasterise(
      '<rect x="100" y="100" width="200" height="40" fill="#000"/><rect x="198" y="118" width="3" height="3" fill="#fff"/>' +
        '<rect x="100" y="300" width="3" height="3" fill="#000"/>',
    );

    const traced = traceOutlines(bitmap, OPTIONS);

    expect(traced.outlineCount).toBe(1);
    const rendered = renderTraced(traced.pathData);
    expect(rendered.data[119 * SIZE + 199], 'pinhole filled').toBe(1);
    expect(rendered.data[301 * SIZE + 101], 'speck gone').toBe(0);
  });

  it('keeps ink touching only at a corner as one outline, so a diagonal line does not break', async () => {
    const data = new Uint8Array(SIZE * SIZE);
    // A one-pixel diagonal from (50, 50) to (249, 249): each pixel touches the next only at a corner.
    for (let i = 50; i < 250; i++) data[i * SIZE + i] = 1;

    const traced = traceOutlines({ data, width: SIZE, height: SIZE }, OPTIONS);

    expect(traced.outlineCount).toBe(1);
  });
});
