import { inkPieces, type Bitmap } from '../linework/bitmap-ops';

/**
 * A close-up's whiskers: long, thin, straight, pale strokes (the Hessian's strongly negative eigenvalue across
 * them, a bright ridge) running more level than upright. The areas are cut from the photo with its texture ironed
 * out, which takes a whisker with it, and the dark-detail layer finds only what is darker than its surround; so a
 * cat was two eyes and a nose with no whiskers. Fur gives bright ridges too, but short ones; the rim of an eye is
 * one but curved; a strand of fur on the forehead stands upright.
 */

/** Least bending of the luminance (0-255 per pixel², at the blur the luminance comes with) across a whisker. */
const RIDGE_STRENGTH = 5;
/** A ridge's bending across it is at least this many times its bending along it: a line, not a bright spot. */
const RIDGE_ELONGATION = 3;
/** A whisker spans at least this share of the picture's long side. */
export const WHISKER_MIN_SPAN = 0.06;
/** Ridge pixels per pixel of span at most: wider, a pale patch or a ridge network of fur. */
const MAX_THICKNESS = 6;
/** Spread across its course at most this share of its span plus this many pixels: gently bent, not an eye's rim. */
const BEND_SHARE = 0.03;
const BEND_PIXELS = 1.5;
/** A whisker runs at most this steep (sine of its angle from level): a strand of fur on the forehead stands upright. */
const MAX_STEEPNESS = Math.sin((60 * Math.PI) / 180);
/** A whisker lying this much within another's stroke (already chosen, longer) is that whisker twice. */
const OVERLAP_SHARE = 0.3;

export interface WhiskerOptions {
  /** At most this many, the longest first: a few bold whiskers for the youngest, more for the oldest. */
  maxCount: number;
  /** Radius of the drawn stroke (working pixels): whiskers closer than it to a longer one would merge with it. */
  stroke: number;
}

/** The whiskers found in a blurred luminance (a σ about 1.2 working pixels), as their ridge pixels. */
export function whiskerStrokes(luminance: Uint8Array, width: number, height: number, options: WhiskerOptions): Bitmap {
  const at = (x: number, y: number) => luminance[Math.min(height - 1, Math.max(0, y)) * width + Math.min(width - 1, Math.max(0, x))]!;
  const ridge = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const centre = at(x, y);
      const xx = at(x + 1, y) + at(x - 1, y) - 2 * centre;
      const yy = at(x, y + 1) + at(x, y - 1) - 2 * centre;
      const xy = (at(x + 1, y + 1) + at(x - 1, y - 1) - at(x + 1, y - 1) - at(x - 1, y + 1)) / 4;
      const mean = (xx + yy) / 2;
      const spread = Math.sqrt(((xx - yy) / 2) ** 2 + xy * xy);
      const across = mean - spread;
      const along = mean + spread;
      if (across <= -RIDGE_STRENGTH && -across >= RIDGE_ELONGATION * Math.abs(along)) ridge[y * width + x] = 1;
    }
  }
  const labels = inkPieces({ data: ridge, width, height });
  const members = new Map<number, number[]>();
  for (let i = 0; i < labels.length; i++) {
    const label = labels[i]!;
    if (!label) continue;
    const list = members.get(label);
    if (list) list.push(i);
    else members.set(label, [i]);
  }
  const longSide = Math.max(width, height);
  const candidates: Array<{ pixels: number[]; span: number; course: number[] }> = [];
  for (const pixels of members.values()) {
    if (pixels.length < WHISKER_MIN_SPAN * longSide) continue;
    let sumX = 0;
    let sumY = 0;
    for (const index of pixels) {
      sumX += index % width;
      sumY += Math.floor(index / width);
    }
    const meanX = sumX / pixels.length;
    const meanY = sumY / pixels.length;
    let xx = 0;
    let yy = 0;
    let xy = 0;
    for (const index of pixels) {
      const dx = (index % width) - meanX;
      const dy = Math.floor(index / width) - meanY;
      xx += dx * dx;
      yy += dy * dy;
      xy += dx * dy;
    }
    const angle = Math.atan2(2 * xy, xx - yy) / 2;
    const [ux, uy] = [Math.cos(angle), Math.sin(angle)];
    let low = Infinity;
    let high = -Infinity;
    let across = 0;
    for (const index of pixels) {
      const dx = (index % width) - meanX;
      const dy = Math.floor(index / width) - meanY;
      const t = dx * ux + dy * uy;
      low = Math.min(low, t);
      high = Math.max(high, t);
      across += (dx * uy - dy * ux) ** 2;
    }
    const span = high - low;
    const bend = Math.sqrt(across / pixels.length);
    if (span < WHISKER_MIN_SPAN * longSide || pixels.length > MAX_THICKNESS * span) continue;
    if (bend > BEND_SHARE * span + BEND_PIXELS || Math.abs(uy) > MAX_STEEPNESS) continue;
    candidates.push({ pixels, span, course: fittedCourse(pixels, width, height, meanX, meanY, ux, uy, low, high) });
  }
  candidates.sort((a, b) => b.span - a.span || a.pixels[0]! - b.pixels[0]!);
  const out = new Uint8Array(width * height);
  const taken = new Uint8Array(width * height);
  const reach = Math.ceil(3 * options.stroke + 3);
  let count = 0;
  for (const { course } of candidates) {
    if (count >= options.maxCount) break;
    const overlap = course.filter((index) => taken[index]).length;
    if (overlap > OVERLAP_SHARE * course.length) continue;
    count++;
    for (const index of course) {
      out[index] = 1;
      const x = index % width;
      const y = Math.floor(index / width);
      for (let dy = -reach; dy <= reach; dy++) {
        for (let dx = -reach; dx <= reach; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx >= 0 && ny >= 0 && nx < width && ny < height && dx * dx + dy * dy <= reach * reach) taken[ny * width + nx] = 1;
        }
      }
    }
  }
  return { data: out, width, height };
}

/**
 * A whisker's course as a smooth curve (a parabola across its main axis, fitted by least squares), one pixel wide:
 * its ridge pixels wobble with the fur it crosses, and a stroke drawn along them was a wavy thread.
 */
function fittedCourse(pixels: readonly number[], width: number, height: number, meanX: number, meanY: number, ux: number, uy: number, low: number, high: number): number[] {
  // Normal equations of offset = a + b t + c t², with t scaled to [-1, 1] so they stay well conditioned.
  const half = Math.max(1, (high - low) / 2);
  const middle = (high + low) / 2;
  const sums = new Float64Array(5);
  const rhs = new Float64Array(3);
  for (const index of pixels) {
    const dx = (index % width) - meanX;
    const dy = Math.floor(index / width) - meanY;
    const t = (dx * ux + dy * uy - middle) / half;
    const offset = dx * uy - dy * ux;
    let power = 1;
    for (let k = 0; k < 5; k++) {
      sums[k]! += power;
      if (k < 3) rhs[k]! += offset * power;
      power *= t;
    }
  }
  const [a, b, c] = solve3([sums[0]!, sums[1]!, sums[2]!, sums[1]!, sums[2]!, sums[3]!, sums[2]!, sums[3]!, sums[4]!], rhs);
  const course: number[] = [];
  const steps = Math.ceil(2 * half);
  for (let step = 0; step <= steps; step++) {
    const t = -1 + (2 * step) / steps;
    const along = middle + t * half;
    const offset = a + b * t + c * t * t;
    const x = Math.round(meanX + along * ux + offset * uy);
    const y = Math.round(meanY + along * uy - offset * ux);
    if (x >= 0 && y >= 0 && x < width && y < height) course.push(y * width + x);
  }
  return course;
}

/** Solves a 3 × 3 system (row-major) by Cramer's rule; a singular one gives the straight line through the mean. */
function solve3(m: readonly number[], v: Float64Array): [number, number, number] {
  const det = (a: readonly number[]) => a[0]! * (a[4]! * a[8]! - a[5]! * a[7]!) - a[1]! * (a[3]! * a[8]! - a[5]! * a[6]!) + a[2]! * (a[3]! * a[7]! - a[4]! * a[6]!);
  const whole = det(m);
  if (Math.abs(whole) < 1e-9) return [0, 0, 0];
  const column = (k: number) => m.map((value, i) => (i % 3 === k ? v[Math.floor(i / 3)]! : value));
  return [det(column(0)) / whole, det(column(1)) / whole, det(column(2)) / whole];
}
