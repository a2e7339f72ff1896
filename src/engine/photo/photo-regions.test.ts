import { describe, expect, it } from 'vitest';
import { photoRegions, regionBorders, subjectOutline, type RegionStyle } from './photo-regions';

const STYLE: RegionStyle = { cell: 12, mergeQuantile: 0.85, minAreaShare: 0.0025, minWidth: 12, smoothing: 3 };

/**
 * 240 x 160 px: a warm left half, a cool right half crossed by dark stripes 3 px wide every 12 px (fur, wood
 * grain), a 4 px dark rim between them (a cup's lip drawn by its two edges), and specks of glint on the left.
 */
function stripedPhoto(hasDisc = false): { rgb: Uint8Array; gradient: Float32Array; width: number; height: number } {
  const width = 240;
  const height = 160;
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let colour = x < 118 ? [200, 120, 60] : x < 122 ? [40, 30, 30] : [70, 110, 190];
      if (x >= 122 && y % 12 < 3) colour = [50, 80, 150];
      if (x < 118 && (x * 7 + y * 13) % 97 === 0) colour = [255, 255, 255];
      if (hasDisc && isInDisc(x, y)) colour = [120, 200, 90];
      rgb.set(colour, (y * width + x) * 3);
    }
  }
  // The strongest channel's change across each pixel, as the photo pipeline measures it.
  const gradient = new Float32Array(width * height);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      let best = 0;
      for (let c = 0; c < 3; c++) {
        const gx = rgb[(y * width + x + 1) * 3 + c]! - rgb[(y * width + x - 1) * 3 + c]!;
        const gy = rgb[((y + 1) * width + x) * 3 + c]! - rgb[((y - 1) * width + x) * 3 + c]!;
        best = Math.max(best, Math.hypot(gx, gy) * 2);
      }
      gradient[y * width + x] = best;
    }
  }
  return { rgb, gradient, width, height };
}

/** The subject of the photo with a disc: on its left half. */
const isInDisc = (x: number, y: number) => (x - 60) ** 2 + (y - 80) ** 2 < 45 ** 2;

/** Runs of ink along row `y`. */
function runs(data: Uint8Array, width: number, y: number): number {
  let count = 0;
  for (let x = 0; x < width; x++) if (data[y * width + x] === 1 && (x === 0 || data[y * width + x - 1] === 0)) count++;
  return count;
}

describe('photo regions', () => {
  it('merges texture, specks and a thin rim away: two areas, one line between them, closed against the frame', () => {
    const { rgb, gradient, width, height } = stripedPhoto();
    const regions = photoRegions(rgb, 3, gradient, width, height, STYLE, null);
    expect(new Set(regions.labels).size).toBe(2);
    const borders = regionBorders(regions);
    // Every row (away from the frame's top and bottom) crosses the frame's left, the one border, the frame's right:
    // the rim's two edges are not drawn as two lines, the stripes and glints not at all.
    for (let y = 5; y < height - 5; y += 7) expect(runs(borders.data, width, y)).toBe(3);
    expect(subjectOutline(regions)).toBeNull();
  });

  it('makes everything outside the subject one backdrop with no lines, and outlines the subject once', () => {
    const { rgb, gradient, width, height } = stripedPhoto(true);
    // The subject mask is rough (a grid's), a little larger than the disc.
    const mask = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if ((x - 60) ** 2 + (y - 80) ** 2 < 50 ** 2) mask[y * width + x] = 1;
    const regions = photoRegions(rgb, 3, gradient, width, height, STYLE, { data: mask, width, height });
    expect(regions.backdrop).toBeGreaterThanOrEqual(0);
    const borders = regionBorders(regions);
    // The right half's stripes and the rim are backdrop: nothing drawn there.
    for (let y = 0; y < height; y++) for (let x = 130; x < width; x++) expect(borders.data[y * width + x]).toBe(0);
    const outline = subjectOutline(regions)!;
    // Through the disc's middle the outline is crossed twice.
    expect(runs(outline.data, width, 80)).toBe(2);
  });
});
