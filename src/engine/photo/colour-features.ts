import type { Bitmap } from '../linework/bitmap-ops';

/** How much redder (CIELAB a*) than its surround a feature's core is: a cat's pink nose stands 15 apart, its fur 0-6. */
const CORE_REDNESS = 10;
/** The feature reaches out from its core as far as it is this much redder than its surround. */
const REACH_REDNESS = 5;
/** Radius of the surround (three box blurs), as a share of the picture's long side: wider than a nose. */
const SURROUND_SHARE = 0.03;
/**
 * A feature is at least this share of the picture whatever the age group: a nose in a close-up measures 0.5 %;
 * the small red things of a street (a sign, a car's light, 0.1-0.2 %) and flowers on a lawn are not a subject's part.
 */
const MIN_SHARE = 0.003;
/** Side of the blocks the surround is measured on, working pixels. */
const SURROUND_BLOCK = 4;
/** A feature is at most this share of the picture: larger is an area the merging draws already (a red cup). */
const MAX_SHARE = 0.01;
/** Least share of the square on its longer side a feature fills: a nose (0.39) is a blob, a rim or a stripe is not. */
const MIN_FILL = 0.25;
/** Other reddish pixels around a feature, as a share of its area, above which it is part of a pattern (a flag, a lit rim). */
const MAX_CROWDING = 0.2;
/**
 * Share of a feature that may lie in the backdrop though inside the subject's mask: the youngest's smoother
 * silhouette cut the bottom tenth off the cat's nose, and the nose was left out of its 3-5 page.
 */
const MAX_IN_BACKDROP = 0.25;
/** Half-width of the box the border of a feature is smoothed with, working pixels. */
const SMOOTHING = 3;

/**
 * Gives a small, compact patch clearly redder than what surrounds it inside the subject an area of its own (a
 * cat's pink nose): in the texture-ironed photo it is near the fur in lightness and hue, so the merging inside a
 * subject takes it, yet its redness against the surround is the clearest thing on the face. Labels from
 * `labelCount` on are the new areas; returns the new label count.
 */
export function carveColourFeatures(lab: Float32Array, subject: Bitmap | null, labels: Int32Array, width: number, height: number, backdrop: number, labelCount: number): number {
  if (backdrop < 0 || !subject) return labelCount;
  const pixels = width * height;
  // The surround is smooth: blurred on blocks of SURROUND_BLOCK pixels, a sixteenth of the work.
  const [blockWidth, blockHeight] = [Math.ceil(width / SURROUND_BLOCK), Math.ceil(height / SURROUND_BLOCK)];
  const blocks = new Float32Array(blockWidth * blockHeight);
  const counts = new Float32Array(blockWidth * blockHeight);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const block = ((y / SURROUND_BLOCK) | 0) * blockWidth + ((x / SURROUND_BLOCK) | 0);
      blocks[block]! += lab[(y * width + x) * 3 + 1]!;
      counts[block]! += 1;
    }
  }
  for (let block = 0; block < blocks.length; block++) blocks[block]! /= counts[block]!;
  const radius = Math.max(1, Math.round((SURROUND_SHARE * Math.max(width, height)) / SURROUND_BLOCK));
  const surround = boxBlur(boxBlur(boxBlur(blocks, blockWidth, blockHeight, radius), blockWidth, blockHeight, radius), blockWidth, blockHeight, radius);
  const reach = new Uint8Array(pixels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const excess = lab[(y * width + x) * 3 + 1]! - surround[((y / SURROUND_BLOCK) | 0) * blockWidth + ((x / SURROUND_BLOCK) | 0)]!;
      reach[y * width + x] = excess >= CORE_REDNESS ? 2 : excess >= REACH_REDNESS ? 1 : 0;
    }
  }
  const piece = new Int32Array(pixels).fill(-1);
  const stack: number[] = [];
  let next = labelCount;
  for (let start = 0; start < pixels; start++) {
    if (reach[start] !== 2 || piece[start] !== -1) continue;
    const members: number[] = [];
    piece[start] = start;
    stack.push(start);
    while (stack.length > 0) {
      const index = stack.pop()!;
      members.push(index);
      const x = index % width;
      for (const other of [x > 0 ? index - 1 : -1, x < width - 1 ? index + 1 : -1, index - width, index + width]) {
        if (other < 0 || other >= pixels || piece[other] !== -1 || reach[other] === 0) continue;
        piece[other] = start;
        stack.push(other);
      }
    }
    if (isFeature(members, piece, start, reach, subject, labels, width, height, backdrop)) carve(members, labels, width, height, backdrop, next++);
  }
  return next;
}

function isFeature(members: number[], piece: Int32Array, id: number, reach: Uint8Array, subject: Bitmap, labels: Int32Array, width: number, height: number, backdrop: number): boolean {
  const area = members.length;
  if (area < MIN_SHARE * width * height || area > MAX_SHARE * width * height) return false;
  let [left, right, top, bottom] = [width, 0, height, 0];
  let inBackdrop = 0;
  for (const index of members) {
    if (subject.data[index] === 0) return false;
    if (labels[index] === backdrop) inBackdrop++;
    const x = index % width;
    const y = (index - x) / width;
    [left, right, top, bottom] = [Math.min(left, x), Math.max(right, x), Math.min(top, y), Math.max(bottom, y)];
    if (x === 0 || x === width - 1 || y === 0 || y === height - 1) return false;
  }
  if (inBackdrop > MAX_IN_BACKDROP * area || area < MIN_FILL * Math.max(right - left + 1, bottom - top + 1) ** 2) return false;
  // Reddish pixels of other pieces in a box half as large again round it: a pattern, not one feature.
  const [padX, padY] = [(right - left + 1) >> 1, (bottom - top + 1) >> 1];
  let crowd = 0;
  for (let y = Math.max(0, top - padY); y <= Math.min(height - 1, bottom + padY); y++) {
    for (let x = Math.max(0, left - padX); x <= Math.min(width - 1, right + padX); x++) {
      const index = y * width + x;
      if (reach[index] !== 0 && piece[index] !== id) crowd++;
    }
  }
  return crowd <= MAX_CROWDING * area;
}

/**
 * The piece, its border smoothed, becomes area `label`; the subject is widened round it to an ellipse twice its
 * size, so a nose the subject mask ends at (a white muzzle as pale as the room) sits in the face, not on its edge.
 */
function carve(members: number[], labels: Int32Array, width: number, height: number, backdrop: number, label: number): void {
  let [left, right, top, bottom] = [width, 0, height, 0];
  for (const index of members) {
    const x = index % width;
    const y = (index - x) / width;
    [left, right, top, bottom] = [Math.min(left, x), Math.max(right, x), Math.min(top, y), Math.max(bottom, y)];
  }
  // The area the feature was cut from: the one most of its pixels lie in, never the backdrop.
  const votes = new Map<number, number>();
  for (const index of members) if (labels[index] !== backdrop) votes.set(labels[index]!, (votes.get(labels[index]!) ?? 0) + 1);
  const host = [...votes].reduce((best, entry) => (entry[1] > best[1] ? entry : best), [backdrop, 0])[0];
  const [centreX, centreY, radiusX, radiusY] = [(left + right) / 2, (top + bottom) / 2, right - left + 1, bottom - top + 1];
  for (let y = Math.max(0, Math.floor(centreY - radiusY)); y <= Math.min(height - 1, Math.ceil(centreY + radiusY)); y++) {
    for (let x = Math.max(0, Math.floor(centreX - radiusX)); x <= Math.min(width - 1, Math.ceil(centreX + radiusX)); x++) {
      const index = y * width + x;
      if (labels[index] === backdrop && ((x - centreX) / radiusX) ** 2 + ((y - centreY) / radiusY) ** 2 <= 1) labels[index] = host;
    }
  }
  const [x0, y0] = [Math.max(0, left - SMOOTHING), Math.max(0, top - SMOOTHING)];
  const [boxWidth, boxHeight] = [Math.min(width - 1, right + SMOOTHING) - x0 + 1, Math.min(height - 1, bottom + SMOOTHING) - y0 + 1];
  const inside = new Float32Array(boxWidth * boxHeight);
  for (const index of members) {
    const x = index % width;
    inside[((index - x) / width - y0) * boxWidth + x - x0] = 1;
  }
  const soft = boxBlur(inside, boxWidth, boxHeight, SMOOTHING);
  for (let y = 0; y < boxHeight; y++) {
    for (let x = 0; x < boxWidth; x++) if (soft[y * boxWidth + x]! >= 0.5) labels[(y0 + y) * width + x0 + x] = label;
  }
}

/** Mean over the (2r+1)² box around each pixel, the picture's edge repeated (running sums, linear in the pixels). */
function boxBlur(values: Float32Array, width: number, height: number, radius: number): Float32Array {
  const across = new Float32Array(values.length);
  const span = 2 * radius + 1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const at = (x: number) => values[row + Math.min(width - 1, Math.max(0, x))]!;
    let sum = 0;
    for (let x = -radius; x <= radius; x++) sum += at(x);
    for (let x = 0; x < width; x++) {
      across[row + x] = sum / span;
      sum += at(x + radius + 1) - at(x - radius);
    }
  }
  const out = new Float32Array(values.length);
  for (let x = 0; x < width; x++) {
    const at = (y: number) => across[Math.min(height - 1, Math.max(0, y)) * width + x]!;
    let sum = 0;
    for (let y = -radius; y <= radius; y++) sum += at(y);
    for (let y = 0; y < height; y++) {
      out[y * width + x] = sum / span;
      sum += at(y + radius + 1) - at(y - radius);
    }
  }
  return out;
}
