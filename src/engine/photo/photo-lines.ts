import sharp from 'sharp';
import type { AgeGroup } from '../../shared/constants';
import type { Bitmap } from '../linework/bitmap-ops';
import { drawingLines, paperColour } from './drawing-lines';
import { maskOutline, subjectMask } from './subject-mask';

/** Working size of the photo's long side: a face's features survive it, and the lines stay a second's work. */
export const PHOTO_WORKING_LONG_SIDE = 1000;

export type PhotoBackground = 'keep' | 'simplify';

/** How much a page keeps of a photo, by age group: fewer, bolder lines for the youngest. */
interface LineStyle {
  /** Blur before the edges are found, working pixels: larger sees only big shapes. */
  sigma: number;
  /** Share of edge pixels strong enough to start a line (hysteresis high threshold, as a quantile). */
  strongShare: number;
  /** A weaker edge joined to a strong one is kept down to this fraction of the strong threshold. */
  weakRatio: number;
  /** Line pieces shorter than this (working pixels) are dropped: specks and short strokes. */
  minLength: number;
  /** Line ends this close (working pixels) ahead of a stroke are joined to it, so regions close. */
  gapReach: number;
  /** Thickness, working pixels on each side of the one-pixel line. */
  thicken: number;
}

export const PHOTO_LINE_STYLES: Record<AgeGroup, LineStyle> = {
  '3-5': { sigma: 3.2, strongShare: 0.16, weakRatio: 0.35, minLength: 60, gapReach: 18, thicken: 3 },
  '6-8': { sigma: 2.8, strongShare: 0.16, weakRatio: 0.4, minLength: 50, gapReach: 14, thicken: 2 },
  '9-12': { sigma: 2, strongShare: 0.2, weakRatio: 0.4, minLength: 30, gapReach: 10, thicken: 1 },
};

/** Blur evening out a crayon's speckle before a drawing's strokes are told from its paper. */
const DRAWING_SIGMA = 1.5;

/** Share of a neighbourhood covered by one-pixel lines above which it is texture rather than drawing. */
const TEXTURE_DENSITY = 0.05;

/** A piece this many times the seeding strength is a feature, kept even among texture. */
const FEATURE_STRENGTH = 1.3;

/** The silhouette pass blurs this many times more: a head's soft edge against a blurred room is found there. */
const SILHOUETTE_SCALE = 2.2;

export interface PhotoLinesOptions {
  ageGroup: AgeGroup;
  background: PhotoBackground;
  /** Added to the age group's line thickness: refine's "thicker lines". */
  extraThickness?: number;
  /** Multiplies the shortest stroke kept: refine's "less detail" (greater than 1). */
  detailFactor?: number;
}

/**
 * A photo's drawing as a 1-bit line bitmap at working size: the photo upright (EXIF), on white, median-smoothed
 * (edges stay, film grain and JPEG blocks go); Canny edges of its colours (thin, continuous: strong edges seed a
 * line, weaker edges joined to them carry it on) at the age group's scale, with the silhouettes of a coarser
 * scale added where the finer one has nothing; line ends joined to what lies ahead of them; short strokes
 * dropped; with `simplify`, texture and pieces away from the subject thinned; then thickened by age group.
 */
export async function photoLines(image: Buffer, options: PhotoLinesOptions): Promise<Bitmap> {
  const style = PHOTO_LINE_STYLES[options.ageGroup];
  const { data: smoothed, info } = await sharp(image, { failOn: 'none', limitInputPixels: false })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize({ width: PHOTO_WORKING_LONG_SIDE, height: PHOTO_WORKING_LONG_SIDE, fit: 'inside', withoutEnlargement: false })
    .removeAlpha()
    .toColourspace('srgb')
    // Stretched to the full range, so a dim or hazy photo has edges as strong as a crisp one.
    .normalise()
    .median(3)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const channels = info.channels;
  const blurred = (sigma: number) => sharp(smoothed, { raw: { width, height, channels } }).blur(sigma).raw().toBuffer();
  // A drawing on paper (a child's crayon drawing) is traced stroke by stroke, not by its edges.
  const paper = paperColour(smoothed, width, height, channels);
  if (paper) {
    const drawing = drawingLines(await blurred(DRAWING_SIGMA), width, height, channels, paper);
    const extra = Math.max(0, style.thicken - 2) + (options.extraThickness ?? 0);
    return extra > 0 ? thicken(drawing, extra) : drawing;
  }
  const [fine, coarse] = await Promise.all([blurred(style.sigma), blurred(style.sigma * SILHOUETTE_SCALE)]);
  const minLength = style.minLength * (options.detailFactor ?? 1);
  const fineGradient = colourGradient(fine, width, height, channels);
  const fineLines = cannyLines(fineGradient, style.strongShare, style.weakRatio);
  const silhouettes = cannyLines(colourGradient(coarse, width, height, channels), style.strongShare * 0.6, style.weakRatio);
  const subject = options.background === 'simplify' ? subjectMask(smoothed, fineGradient.magnitude, addApart(fineLines, silhouettes, 0), channels) : null;
  const outline = subject ? maskOutline(subject) : null;
  // Texture (fur, wood grain, grass) is where fine edges crowd: there only the silhouettes stay.
  const textureLimit = options.background === 'simplify' ? TEXTURE_DENSITY : TEXTURE_DENSITY * 1.5;
  const calmFine = dropCrowded(fineLines, textureLimit, Math.round(Math.max(width, height) / 50), minLength * 4);
  const calmSilhouettes = dropCrowded(silhouettes, textureLimit, Math.round(Math.max(width, height) / 30), minLength * 4);
  let bitmap = addApart(calmFine, calmSilhouettes, 4);
  bitmap = removeShort(bitmap, minLength / 2);
  if (subject && outline) {
    // The background goes; lines inside the subject stay, and their ends can join its outline.
    bitmap = keepInside(bitmap, subject);
    for (let i = 0; i < bitmap.data.length; i++) bitmap.data[i] = bitmap.data[i]! | outline.data[i]!;
  }
  bitmap = joinLineEnds(bitmap, style.gapReach);
  if (options.background === 'simplify' && !subject) bitmap = thinOutsideSubject(bitmap, minLength * 1.5);
  // Short strokes go, unless they are a small feature with a strong edge (an eye, a smile).
  bitmap = removeComponents(bitmap, (component, members) => {
    if (component.area >= minLength) return false;
    if (component.area < minLength / 4) return true;
    let strength = 0;
    for (const index of members) strength += fineLines.strength[index]!;
    return strength / component.area < fineLines.strong * FEATURE_STRENGTH;
  });
  const thickness = style.thicken + (options.extraThickness ?? 0);
  const drawn = thickness > 0 ? thicken(bitmap, thickness) : bitmap;
  if (!outline) return drawn;
  // The subject's outline is drawn bolder than the lines inside it: the first thing a child colours up to.
  const bold = thicken(outline, thickness + 1);
  for (let i = 0; i < drawn.data.length; i++) drawn.data[i] = drawn.data[i]! | bold.data[i]!;
  return drawn;
}

/** Ink inside the subject (its mask grown by a few pixels, so lines on its edge stay whole). */
function keepInside(bitmap: Bitmap, subject: Bitmap): Bitmap {
  const near = thicken(subject, 3);
  return { data: Uint8Array.from(bitmap.data, (value, i) => value & near.data[i]!), width: bitmap.width, height: bitmap.height };
}

interface Gradient {
  magnitude: Float32Array;
  /** Direction of steepest change, bucketed: 0 across x, 1 the diagonal down-right, 2 across y, 3 down-left. */
  direction: Uint8Array;
  width: number;
  height: number;
}

/** Sobel gradient of the channel that changes most at each pixel: a brown cat on a pink room differs in hue. */
function colourGradient(data: Buffer, width: number, height: number, channels: number): Gradient {
  const magnitude = new Float32Array(width * height);
  const direction = new Uint8Array(width * height);
  const tan22 = 0.4142;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      let bestGx = 0;
      let bestGy = 0;
      let best = -1;
      for (let c = 0; c < channels; c++) {
        const centre = (y * width + x) * channels + c;
        const up = centre - width * channels;
        const down = centre + width * channels;
        const gx = data[up + channels]! + 2 * data[centre + channels]! + data[down + channels]! - data[up - channels]! - 2 * data[centre - channels]! - data[down - channels]!;
        const gy = data[down - channels]! + 2 * data[down]! + data[down + channels]! - data[up - channels]! - 2 * data[up]! - data[up + channels]!;
        const squared = gx * gx + gy * gy;
        if (squared > best) {
          best = squared;
          bestGx = gx;
          bestGy = gy;
        }
      }
      const index = y * width + x;
      magnitude[index] = Math.sqrt(best);
      const ax = Math.abs(bestGx);
      const ay = Math.abs(bestGy);
      direction[index] = ay <= ax * tan22 ? 0 : ax <= ay * tan22 ? 2 : bestGx * bestGy > 0 ? 1 : 3;
    }
  }
  return { magnitude, direction, width, height };
}

/** Canny: ridges of the gradient (non-maximum suppression), kept by hysteresis from the strongest share. */
function cannyLines(gradient: Gradient, strongShare: number, weakRatio: number): Lines {
  const { magnitude, direction, width, height } = gradient;
  const ridge = new Float32Array(width * height);
  const steps = [1, width + 1, width, width - 1];
  let ridgeCount = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const index = y * width + x;
      const value = magnitude[index]!;
      if (value < 1) continue;
      const step = steps[direction[index]!]!;
      if (value >= magnitude[index - step]! && value > magnitude[index + step]!) {
        ridge[index] = value;
        ridgeCount++;
      }
    }
  }
  const data = new Uint8Array(width * height);
  if (ridgeCount === 0) return { data, width, height, strength: ridge, strong: Infinity };
  const sorted = new Float32Array(ridgeCount);
  for (let i = 0, next = 0; i < ridge.length; i++) if (ridge[i]! > 0) sorted[next++] = ridge[i]!;
  sorted.sort();
  const strong = sorted[Math.floor(ridgeCount * (1 - strongShare))]!;
  const weak = strong * weakRatio;
  const stack = new Int32Array(width * height);
  const neighbours = NEIGHBOURS(width);
  let top = 0;
  for (let i = 0; i < ridge.length; i++) {
    if (ridge[i]! >= strong) {
      data[i] = 1;
      stack[top++] = i;
    }
  }
  while (top > 0) {
    const index = stack[--top]!;
    for (const offset of neighbours) {
      const next = index + offset;
      if (next >= 0 && next < data.length && data[next] === 0 && ridge[next]! >= weak) {
        data[next] = 1;
        stack[top++] = next;
      }
    }
  }
  return { data, width, height, strength: ridge, strong };
}

/** Canny's lines with the gradient strength along them and the threshold that seeded them. */
interface Lines extends Bitmap {
  strength: Float32Array;
  strong: number;
}

const NEIGHBOURS = (width: number) => [-width - 1, -width, -width + 1, -1, 1, width - 1, width, width + 1];

/**
 * Drops the line pieces shorter than `longLength` whose neighbourhood (a box `radius` around) holds on average
 * more than `limit` of ink: strokes of texture. A long outline running through texture stays whole, and so does
 * a piece of a much stronger edge than texture has (an eye, a mouth, a button among fur or cloth).
 */
function dropCrowded(lines: Lines, limit: number, radius: number, longLength: number): Bitmap {
  const density = boxDensity(lines, radius);
  return removeComponents(lines, (component, members) => {
    if (component.area >= longLength) return false;
    let crowding = 0;
    let strength = 0;
    for (const index of members) {
      crowding += density[index]!;
      strength += lines.strength[index]!;
    }
    return crowding / component.area > limit && strength / component.area < lines.strong * FEATURE_STRENGTH;
  });
}

/** `extra`'s ink added only where `base` has none within `gap` pixels, so one edge seen at two scales is one line. */
function addApart(base: Bitmap, extra: Bitmap, gap: number): Bitmap {
  const near = thicken(base, gap);
  const data = Uint8Array.from(base.data);
  for (let i = 0; i < data.length; i++) if (extra.data[i] === 1 && near.data[i] === 0) data[i] = 1;
  return { data, width: base.width, height: base.height };
}

/** Drops thin-line pieces of fewer than `minLength` pixels (a one-pixel line's area is its length). */
function removeShort(bitmap: Bitmap, minLength: number): Bitmap {
  return removeComponents(bitmap, (component) => component.area < minLength);
}

/**
 * Each line end is extended to the nearest ink ahead of it (within `reach`, inside 40 degrees of the
 * stroke's direction over its last pixels), so an outline broken by a soft patch of edge closes.
 */
export function joinLineEnds(bitmap: Bitmap, reach: number): Bitmap {
  const { width, height } = bitmap;
  const data = Uint8Array.from(bitmap.data);
  const neighbours = NEIGHBOURS(width);
  const inkAround = (index: number) => {
    let count = 0;
    const x = index % width;
    for (const offset of neighbours) {
      const next = index + offset;
      const nx = next % width;
      if (next >= 0 && next < data.length && Math.abs(nx - x) <= 1 && bitmap.data[next] === 1) count++;
    }
    return count;
  };
  const cosLimit = Math.cos((40 * Math.PI) / 180);
  const backSteps = 8;
  for (let index = 0; index < data.length; index++) {
    if (bitmap.data[index] !== 1 || inkAround(index) !== 1) continue;
    // Walk back along the stroke to find where it comes from.
    const path = new Set<number>([index]);
    let current = index;
    for (let step = 0; step < backSteps; step++) {
      const cx = current % width;
      let moved = -1;
      for (const offset of neighbours) {
        const next = current + offset;
        if (next >= 0 && next < data.length && Math.abs((next % width) - cx) <= 1 && bitmap.data[next] === 1 && !path.has(next)) {
          moved = next;
          break;
        }
      }
      if (moved < 0) break;
      path.add(moved);
      current = moved;
    }
    if (path.size < 4) continue;
    const x0 = index % width;
    const y0 = (index - x0) / width;
    let dirX = x0 - (current % width);
    let dirY = y0 - Math.floor(current / width);
    const norm = Math.hypot(dirX, dirY);
    dirX /= norm;
    dirY /= norm;
    let bestDistance = Infinity;
    let best = -1;
    for (let dy = -reach; dy <= reach; dy++) {
      const y = y0 + dy;
      if (y < 0 || y >= height) continue;
      for (let dx = -reach; dx <= reach; dx++) {
        const x = x0 + dx;
        if (x < 0 || x >= width) continue;
        const candidate = y * width + x;
        if (bitmap.data[candidate] !== 1 || path.has(candidate)) continue;
        const distance = Math.hypot(dx, dy);
        if (distance < 2 || distance > reach || distance >= bestDistance) continue;
        if ((dx * dirX + dy * dirY) / distance < cosLimit) continue;
        bestDistance = distance;
        best = candidate;
      }
    }
    if (best < 0) continue;
    const x1 = best % width;
    const y1 = (best - x1) / width;
    const steps = Math.ceil(bestDistance);
    for (let step = 1; step < steps; step++) {
      const x = Math.round(x0 + ((x1 - x0) * step) / steps);
      const y = Math.round(y0 + ((y1 - y0) * step) / steps);
      data[y * width + x] = 1;
    }
  }
  return { data, width, height };
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
function removeComponents(bitmap: Bitmap, shouldRemove: (component: Component, members: readonly number[]) => boolean): Bitmap {
  const { width, height } = bitmap;
  const data = Uint8Array.from(bitmap.data);
  const seen = new Uint8Array(data.length);
  const stack: number[] = [];
  const members: number[] = [];
  for (let start = 0; start < data.length; start++) {
    if (data[start] !== 1 || seen[start] === 1) continue;
    members.length = 0;
    stack.push(start);
    seen[start] = 1;
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
          if (data[next] === 1 && seen[next] === 0) {
            seen[next] = 1;
            stack.push(next);
          }
        }
      }
    }
    if (shouldRemove({ area: members.length, cx: sumX / members.length, cy: sumY / members.length }, members)) {
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
