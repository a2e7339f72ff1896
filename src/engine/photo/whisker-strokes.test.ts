import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { whiskerStrokes } from './whisker-strokes';

const WIDTH = 400;
const HEIGHT = 300;

/** A mid-grey photo with pale strokes drawn on it (each a list of points, 2 px wide), blurred as the page does. */
async function photo(strokes: Array<Array<[number, number]>>): Promise<Uint8Array> {
  const paths = strokes.map((points) => `<polyline points="${points.map(([x, y]) => `${x},${y}`).join(' ')}" fill="none" stroke="#e6e6e6" stroke-width="2"/>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><rect width="100%" height="100%" fill="#707070"/>${paths}</svg>`;
  return sharp(Buffer.from(svg)).greyscale().blur(1.2).raw().toBuffer();
}

function inkIn(bitmap: { data: Uint8Array; width: number }, left: number, top: number, right: number, bottom: number): number {
  let ink = 0;
  for (let y = top; y < bottom; y++) for (let x = left; x < right; x++) ink += bitmap.data[y * bitmap.width + x]!;
  return ink;
}

describe('whiskerStrokes', () => {
  it('finds a long pale level stroke and leaves an upright one, a short one and an eye rim', async () => {
    const luminance = await photo([
      [[40, 100], [200, 96], [360, 104]],
      [[300, 150], [300, 290]],
      [[60, 250], [80, 250]],
      [[150, 220], [170, 180], [200, 170], [230, 180], [250, 220]],
    ]);
    const whiskers = whiskerStrokes(luminance, WIDTH, HEIGHT, { maxCount: 6, stroke: 2 });
    expect(inkIn(whiskers, 40, 90, 360, 110)).toBeGreaterThan(250);
    expect(inkIn(whiskers, 290, 150, 310, 290)).toBe(0);
    expect(inkIn(whiskers, 50, 240, 90, 260)).toBe(0);
    expect(inkIn(whiskers, 140, 160, 260, 230)).toBe(0);
  });

  it('draws two strokes lying on each other once, and no more than asked', async () => {
    const luminance = await photo([
      [[40, 60], [360, 60]],
      [[40, 63], [300, 63]],
      [[40, 140], [330, 140]],
      [[40, 220], [320, 220]],
    ]);
    const whiskers = whiskerStrokes(luminance, WIDTH, HEIGHT, { maxCount: 2, stroke: 2 });
    const rows = [60, 140, 220].map((y) => inkIn(whiskers, 0, y - 8, WIDTH, y + 8) > 0);
    expect(rows).toEqual([true, true, false]);
    expect(inkIn(whiskers, 0, 50, WIDTH, 75)).toBeLessThan(400);
  });
});
