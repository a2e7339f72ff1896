/**
 * Operations on a 1-bit bitmap held as one byte per pixel (1 = ink, 0 = paper), row-major.
 * Plain loops over typed arrays: sharp has no connected-component or 1-bit morphology API.
 */
export interface Bitmap {
  data: Uint8Array;
  width: number;
  height: number;
}

/** A pixel's eight neighbours in order round it, clockwise from above: runs of ink round a pixel are counted along it. */
export const NEIGHBOUR_RING = [
  [0, -1],
  [1, -1],
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
] as const;

export interface Bounds {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Each ink pixel's 8-connected piece, numbered from 1 (0 for paper). */
export function inkPieces(bitmap: Bitmap): Int32Array {
  const { data, width, height } = bitmap;
  const label = new Int32Array(data.length);
  let next = 0;
  const stack: number[] = [];
  for (let start = 0; start < data.length; start++) {
    if (!data[start] || label[start]) continue;
    label[start] = ++next;
    stack.push(start);
    while (stack.length > 0) {
      const index = stack.pop()!;
      const x = index % width;
      const y = (index - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height || !data[ny * width + nx] || label[ny * width + nx]) continue;
          label[ny * width + nx] = next;
          stack.push(ny * width + nx);
        }
      }
    }
  }
  return label;
}

/** Clears every 8-connected ink region smaller than `minArea` pixels (scanner dust, JPEG noise, stray dots). */
export function removeSpecks(bitmap: Bitmap, minArea: number): Bitmap {
  const { data, width, height } = bitmap;
  const label = inkPieces(bitmap);
  let pieceCount = 0;
  for (const piece of label) pieceCount = Math.max(pieceCount, piece);
  const area = new Int32Array(pieceCount + 1);
  for (const piece of label) area[piece]!++;
  const out = Uint8Array.from(data);
  for (let index = 0; index < label.length; index++) {
    if (label[index]! > 0 && area[label[index]!]! < minArea) out[index] = 0;
  }
  return { data: out, width, height };
}

/**
 * Morphological closing with a (2r+1) square: bridges gaps up to about 2r pixels wide between line ends,
 * so regions a child colours in are closed, without thickening lines once the erosion has run.
 */
export function closeGaps(bitmap: Bitmap, radius: number): Bitmap {
  if (radius < 1) return bitmap;
  return erode(dilate(bitmap, radius), radius);
}

/**
 * Turns solid ink areas (filled hair, black clothes, dark shading past the threshold) into outlines
 * `outlineWidth` thick, so they can be colored. Ink thinner than 2 x `coreRadius` is line work and stays
 * as it is; fills whose inside would be smaller than `minInteriorArea` (pupils, buttons) stay solid.
 */
export function hollowFills(bitmap: Bitmap, options: { coreRadius: number; outlineWidth: number; minInteriorArea: number }): Bitmap {
  // Opening keeps only the parts of the ink a (2r+1) square fits into: the fills, at their full extent.
  const fills = dilate(erode(bitmap, options.coreRadius), options.coreRadius);
  const interior = removeSpecks(erode(fills, options.outlineWidth), options.minInteriorArea);
  const data = new Uint8Array(bitmap.data.length);
  for (let i = 0; i < data.length; i++) data[i] = bitmap.data[i]! & (interior.data[i]! ^ 1);
  return { data, width: bitmap.width, height: bitmap.height };
}

function dilate(bitmap: Bitmap, radius: number): Bitmap {
  return slide(slide(bitmap, radius, 'row', 'any'), radius, 'column', 'any');
}

function erode(bitmap: Bitmap, radius: number): Bitmap {
  return slide(slide(bitmap, radius, 'row', 'all'), radius, 'column', 'all');
}

/**
 * One separable pass of a running-count window. Outside the image counts as neither ink nor paper,
 * so erosion does not eat drawings that touch the border.
 */
function slide(bitmap: Bitmap, radius: number, axis: 'row' | 'column', rule: 'any' | 'all'): Bitmap {
  const { data, width, height } = bitmap;
  const out = new Uint8Array(data.length);
  const lines = axis === 'row' ? height : width;
  const length = axis === 'row' ? width : height;
  const step = axis === 'row' ? 1 : width;
  for (let line = 0; line < lines; line++) {
    const base = axis === 'row' ? line * width : line;
    let count = 0;
    // Window [i - radius, i + radius] clipped to the line; counts are kept incrementally.
    for (let i = 0; i < Math.min(radius, length); i++) count += data[base + i * step]!;
    for (let i = 0; i < length; i++) {
      const enter = i + radius;
      if (enter < length) count += data[base + enter * step]!;
      const leave = i - radius - 1;
      if (leave >= 0) count -= data[base + leave * step]!;
      const windowSize = Math.min(length - 1, i + radius) - Math.max(0, i - radius) + 1;
      out[base + i * step] = rule === 'any' ? (count > 0 ? 1 : 0) : count === windowSize ? 1 : 0;
    }
  }
  return { data: out, width, height };
}

/** The smallest rectangle holding all ink, or null for a blank bitmap. */
export function inkBounds(bitmap: Bitmap): Bounds | null {
  const { data, width, height } = bitmap;
  let left = width;
  let right = -1;
  let top = height;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (data[row + x] === 0) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  }
  if (right < 0) return null;
  return { left, top, width: right - left + 1, height: bottom - top + 1 };
}
