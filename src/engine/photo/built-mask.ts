import type { Bitmap } from '../linework/bitmap-ops';
import { fillHoles } from './subject-mask';

/** Side of the cells the photo's edges are judged in, working pixels: a window and its frame, a floor's band. */
const CELL = 20;
/** Orientation bins over half a turn (an edge and its opposite point the same way). */
const BINS = 16;
/** Least gradient (Sobel of 0-255 luminance) counted as an edge, and the least mean over a cell to judge it. */
const EDGE = 20;
const CELL_ENERGY = 8;
/** A cell's directions are judged over the cells this far round it: one curved outline is straight within a cell. */
const WINDOW = 1;
/**
 * Share of the edge strength round a cell lying in its two main directions (three bins each, apart) from which its
 * edges are straight and regular: a façade's floors and window frames; leaves, a shrub and a cloud point every way.
 */
const REGULAR_SHARE = 0.75;
/** Half-width (cells) of the closing that joins regular cells across plain wall. */
const CLOSING = 2;
/** Half-width (cells) of the opening that removes thin built strips: a tower, a mast, a fence. */
const OPENING = 3;
/** The built part is a subject only when it covers at least this share of the photo, and at most the second. */
const MIN_SHARE = 0.25;
const MAX_SHARE = 0.85;

/**
 * Where a photo is built (a house, an apartment block filling the frame), as a filled mask
 * at working size, or null. A building is a broad region of straight, regular edges (floors, windows, a door)
 * where trees, a lawn and clouds have irregular ones and a sky none; thin built things (towers beside a rocket)
 * do not count.
 */
export function builtMask(rgb: Uint8Array, width: number, height: number, channels: number): Bitmap | null {
  const gw = Math.ceil(width / CELL);
  const gh = Math.ceil(height / CELL);
  const cells = gw * gh;
  const grey = new Float32Array(width * height);
  for (let i = 0; i < grey.length; i++) grey[i] = 0.299 * rgb[i * channels]! + 0.587 * rgb[i * channels + 1]! + 0.114 * rgb[i * channels + 2]!;
  const histogram = new Float32Array(cells * BINS);
  const energy = new Float32Array(cells);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const gx = grey[i - width + 1]! + 2 * grey[i + 1]! + grey[i + width + 1]! - grey[i - width - 1]! - 2 * grey[i - 1]! - grey[i + width - 1]!;
      const gy = grey[i + width - 1]! + 2 * grey[i + width]! + grey[i + width + 1]! - grey[i - width - 1]! - 2 * grey[i - width]! - grey[i - width + 1]!;
      const squared = gx * gx + gy * gy;
      if (squared < EDGE * EDGE) continue;
      const magnitude = Math.sqrt(squared);
      let angle = Math.atan2(gy, gx);
      if (angle < 0) angle += Math.PI;
      const cell = Math.floor(y / CELL) * gw + Math.floor(x / CELL);
      histogram[cell * BINS + Math.min(BINS - 1, Math.floor((angle / Math.PI) * BINS))]! += magnitude;
      energy[cell]! += magnitude;
    }
  }
  const isRegular = new Uint8Array(cells);
  const sums = new Float32Array(BINS);
  for (let y = 0; y < gh; y++) {
    for (let x = 0; x < gw; x++) {
      const cell = y * gw + x;
      if (energy[cell]! < CELL_ENERGY * CELL * CELL) continue;
      // Judged over the cell and its neighbours: one curved outline is straight within a cell, not over three.
      sums.fill(0);
      let total = 0;
      for (let dy = -WINDOW; dy <= WINDOW; dy++) {
        for (let dx = -WINDOW; dx <= WINDOW; dx++) {
          const [nx, ny] = [x + dx, y + dy];
          if (nx < 0 || ny < 0 || nx >= gw || ny >= gh) continue;
          const other = ny * gw + nx;
          for (let k = 0; k < BINS; k++) sums[k]! += histogram[other * BINS + k]!;
          total += energy[other]!;
        }
      }
      const window = (k: number) => sums[(k + BINS - 1) % BINS]! + sums[k]! + sums[(k + 1) % BINS]!;
      let first = 0;
      for (let k = 1; k < BINS; k++) if (window(k) > window(first)) first = k;
      let second = -1;
      for (let k = 0; k < BINS; k++) {
        const apart = Math.min((k - first + BINS) % BINS, (first - k + BINS) % BINS);
        if (apart >= 3 && (second < 0 || window(k) > window(second))) second = k;
      }
      if ((window(first) + window(second)) / total >= REGULAR_SHARE) isRegular[cell] = 1;
    }
  }
  // Closed, so the plain panels between a façade's edges join it; then opened, so thin built strips and the
  // odd regular cell in a tree go.
  const closed = erode(dilate(isRegular, gw, gh, CLOSING), gw, gh, CLOSING);
  const built = fillHoles(largestPiece(dilate(erode(closed, gw, gh, OPENING), gw, gh, OPENING), gw), gw, gh);
  let area = 0;
  for (const value of built) area += value;
  if (area < MIN_SHARE * cells || area > MAX_SHARE * cells) return null;
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data[y * width + x] = built[Math.floor(y / CELL) * gw + Math.floor(x / CELL)]!;
  return { data, width, height };
}

/** Chessboard erosion by `radius` cells; the picture's edge does not erode (a building cut by the frame keeps its width). */
function erode(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let isInside = true;
      for (let dy = -radius; dy <= radius && isInside; dy++) {
        for (let dx = -radius; dx <= radius; dx++) {
          const [nx, ny] = [x + dx, y + dy];
          if (nx >= 0 && ny >= 0 && nx < width && ny < height && !mask[ny * width + nx]) {
            isInside = false;
            break;
          }
        }
      }
      out[y * width + x] = isInside && mask[y * width + x] ? 1 : 0;
    }
  }
  return out;
}

function dilate(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue;
      for (let dy = -radius; dy <= radius; dy++) {
        for (let dx = -radius; dx <= radius; dx++) {
          const [nx, ny] = [x + dx, y + dy];
          if (nx >= 0 && ny >= 0 && nx < width && ny < height) out[ny * width + nx] = 1;
        }
      }
    }
  }
  return out;
}

/** The largest 4-connected piece of `mask`. */
function largestPiece(mask: Uint8Array, width: number): Uint8Array {
  const labels = new Int32Array(mask.length).fill(-1);
  const sizes: number[] = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || labels[start] !== -1) continue;
    const id = sizes.length;
    let size = 0;
    const stack = [start];
    labels[start] = id;
    while (stack.length > 0) {
      const cell = stack.pop()!;
      size++;
      const x = cell % width;
      for (const next of [cell - width, cell + width, x > 0 ? cell - 1 : -1, x < width - 1 ? cell + 1 : -1]) {
        if (next < 0 || next >= mask.length || !mask[next] || labels[next] !== -1) continue;
        labels[next] = id;
        stack.push(next);
      }
    }
    sizes.push(size);
  }
  if (sizes.length === 0) return mask;
  const best = sizes.indexOf(Math.max(...sizes));
  const largest = new Uint8Array(labels.length);
  for (let i = 0; i < labels.length; i++) largest[i] = labels[i] === best ? 1 : 0;
  return largest;
}
