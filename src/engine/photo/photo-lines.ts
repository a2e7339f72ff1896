import sharp from 'sharp';
import type { AgeGroup } from '../../shared/constants';
import { closeGaps, removeSpecks, type Bitmap } from '../linework/bitmap-ops';

/** Working size of the photo's long side: enough for a face's features, small enough for about a second's work. */
export const PHOTO_WORKING_LONG_SIDE = 1400;

export type PhotoBackground = 'keep' | 'simplify';

/** How much a page keeps of a photo, by age group: fewer, bolder lines for the youngest. */
interface LineStyle {
  /** Blur of the finer Gaussian, working pixels: larger sees only big shapes. */
  sigma: number;
  /** How dark an edge must be, in gray levels of the difference of Gaussians. */
  edgeThreshold: number;
  /** Line pieces smaller than this (working pixels) are dropped: specks and short strokes. */
  minStrokeArea: number;
  /** Extra thickness, working pixels on each side. */
  thicken: number;
}

export const PHOTO_LINE_STYLES: Record<AgeGroup, LineStyle> = {
  '3-5': { sigma: 3, edgeThreshold: 3, minStrokeArea: 600, thicken: 2 },
  '6-8': { sigma: 2.2, edgeThreshold: 2.5, minStrokeArea: 250, thicken: 1 },
  '9-12': { sigma: 1.6, edgeThreshold: 2, minStrokeArea: 100, thicken: 0 },
};

/** Relative size of the coarser Gaussian: 1.6 approximates a Laplacian of Gaussian (Marr-Hildreth). */
const DOG_K = 1.6;
/** Of the coarse blur subtracted: just under 1, so flat areas stay paper while a dark side of an edge goes ink. */
const DOG_TAU = 0.985;

export interface PhotoLinesOptions {
  ageGroup: AgeGroup;
  background: PhotoBackground;
  /** Added to the age group's line thickness: refine's "thicker lines". */
  extraThickness?: number;
  /** Multiplies the shortest stroke kept: refine's "less detail" (greater than 1). */
  detailFactor?: number;
}

/**
 * A photo's drawing as a 1-bit line bitmap at working size: the photo upright (EXIF), on white, gray and
 * median-smoothed (edges stay, film grain and JPEG blocks go); lines where the difference of two Gaussians
 * turns dark (the dark side of every edge, as an artist draws it); specks and short strokes dropped by age
 * group; with `simplify`, textured areas (grass, foliage, hair) and small pieces far from the subject thinned.
 */
export async function photoLines(image: Buffer, options: PhotoLinesOptions): Promise<Bitmap> {
  const style = PHOTO_LINE_STYLES[options.ageGroup];
  const base = sharp(image, { failOn: 'none', limitInputPixels: false })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize({ width: PHOTO_WORKING_LONG_SIDE, height: PHOTO_WORKING_LONG_SIDE, fit: 'inside', withoutEnlargement: false })
    .greyscale()
    // Stretched to the full gray range, so a dim or hazy photo has edges as strong as a crisp one.
    .normalise()
    .median(3);
  const smoothed = await base.toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  const { width, height } = smoothed.info;
  const blurred = async (sigma: number) =>
    // Without the colourspace sharp hands back three channels for a one-channel input.
    sharp(smoothed.data, { raw: { width, height, channels: 1 } }).blur(sigma).toColourspace('b-w').raw().toBuffer();
  const [fine, coarse] = await Promise.all([blurred(style.sigma), blurred(style.sigma * DOG_K)]);
  const lines = new Uint8Array(width * height);
  for (let i = 0; i < lines.length; i++) lines[i] = fine[i]! - DOG_TAU * coarse[i]! < -style.edgeThreshold ? 1 : 0;
  let bitmap: Bitmap = closeGaps({ data: lines, width, height }, 1);
  const minArea = style.minStrokeArea * (options.detailFactor ?? 1) * (options.background === 'simplify' ? 1.5 : 1);
  if (options.background === 'simplify') bitmap = thinOutsideSubject(bitmap, minArea);
  bitmap = removeSpecks(bitmap, minArea);
  const thickness = style.thicken + (options.extraThickness ?? 0);
  return thickness > 0 ? thicken(bitmap, thickness) : bitmap;
}

/**
 * Busy texture becomes paper and the edge of the photo keeps only long lines: a pixel of a line in an area
 * where over a third of the neighbourhood is ink goes, and outside the central ellipse (where a photo's subject
 * nearly always is) a piece must be four times longer to stay.
 */
export function thinOutsideSubject(bitmap: Bitmap, minArea: number): Bitmap {
  const { width, height, data } = bitmap;
  const radius = Math.round(Math.max(width, height) / 60);
  const density = boxDensity(bitmap, radius);
  const kept = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i++) kept[i] = data[i] === 1 && density[i]! < 0.34 ? 1 : 0;
  const inCentre = (x: number, y: number) => ((x - width / 2) / (width * 0.42)) ** 2 + ((y - height / 2) / (height * 0.46)) ** 2 <= 1;
  return removeComponents({ data: kept, width, height }, (component) => component.area < minArea * 4 && !inCentre(component.cx, component.cy));
}

/** Share of ink in the (2r+1)² box around each pixel, from a summed-area table. */
function boxDensity(bitmap: Bitmap, radius: number): Float32Array {
  const { width, height, data } = bitmap;
  const sums = new Uint32Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += data[y * width + x]!;
      sums[(y + 1) * (width + 1) + x + 1] = sums[y * (width + 1) + x + 1]! + row;
    }
  }
  const density = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const top = Math.max(0, y - radius);
    const bottom = Math.min(height, y + radius + 1);
    for (let x = 0; x < width; x++) {
      const left = Math.max(0, x - radius);
      const right = Math.min(width, x + radius + 1);
      const ink = sums[bottom * (width + 1) + right]! - sums[top * (width + 1) + right]! - sums[bottom * (width + 1) + left]! + sums[top * (width + 1) + left]!;
      density[y * width + x] = ink / ((bottom - top) * (right - left));
    }
  }
  return density;
}

interface Component {
  area: number;
  cx: number;
  cy: number;
}

/** Removes the 8-connected ink pieces `shouldRemove` picks. */
function removeComponents(bitmap: Bitmap, shouldRemove: (component: Component) => boolean): Bitmap {
  const { width, height } = bitmap;
  const data = Uint8Array.from(bitmap.data);
  const labels = new Int32Array(data.length).fill(-1);
  const stack: number[] = [];
  const members: number[] = [];
  for (let start = 0; start < data.length; start++) {
    if (data[start] !== 1 || labels[start] !== -1) continue;
    members.length = 0;
    stack.push(start);
    labels[start] = start;
    let sumX = 0;
    let sumY = 0;
    while (stack.length > 0) {
      const index = stack.pop()!;
      members.push(index);
      const x = index % width;
      const y = (index - x) / width;
      sumX += x;
      sumY += y;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const next = ny * width + nx;
          if (data[next] === 1 && labels[next] === -1) {
            labels[next] = start;
            stack.push(next);
          }
        }
      }
    }
    if (shouldRemove({ area: members.length, cx: sumX / members.length, cy: sumY / members.length })) {
      for (const index of members) data[index] = 0;
    }
  }
  return { data, width, height };
}

/** Grows every line by `radius` pixels on each side (a square structuring element, applied as two passes). */
export function thicken(bitmap: Bitmap, radius: number): Bitmap {
  const { width, height, data } = bitmap;
  const across = new Uint8Array(data.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let isInk = 0;
      for (let dx = -radius; dx <= radius && !isInk; dx++) {
        const nx = x + dx;
        if (nx >= 0 && nx < width && data[y * width + nx] === 1) isInk = 1;
      }
      across[y * width + x] = isInk;
    }
  }
  const result = new Uint8Array(data.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let isInk = 0;
      for (let dy = -radius; dy <= radius && !isInk; dy++) {
        const ny = y + dy;
        if (ny >= 0 && ny < height && across[ny * width + x] === 1) isInk = 1;
      }
      result[y * width + x] = isInk;
    }
  }
  return { data: result, width, height };
}
