import type { Regions } from './photo-regions';

/**
 * A round rim seen at a slant (a saucer, a plate, a bowl from above) is an ellipse, and a child draws it as one.
 * Traced from the photo's areas it wobbled and broke into slivers where its shine cut it, and where the cup stands
 * on it the outline is the cup's and the saucer's together. So the subject's outline is fitted with an ellipse,
 * robustly (the points far off it, the cup rising above the saucer, are left out and the rest fitted again), and
 * only when most of the outline lies on it closely. The subject's areas are then made to meet the backdrop on the
 * ellipse: the backdrop inside it is given to the nearest area, the subject's shavings outside it go to the
 * backdrop, and what stands well out of it (the cup) stays. The inner borders that ended on the old outline end on
 * the new one, since every line is still the border of two areas.
 */

export interface Ellipse {
  /** The conic a x² + b x y + c y² + d x + e y + f, in coordinates centred on `cx`, `cy` and divided by `scale`; negative inside. */
  conic: [number, number, number, number, number, number];
  cx: number;
  cy: number;
  scale: number;
}

/** The outline's points within this share of the ellipse's mean radius of it are on it. */
const INLIER_SHARE = 0.035;
/** An ellipse is taken when this share of the outline lies on it ... */
const MIN_INLIERS = 0.6;
/** ... with a root mean square distance under this share of its mean radius ... */
const MAX_RESIDUAL = 0.015;
/** ... its points all round it: no gap in their angles about its middle wider than this (radians). */
const MAX_ANGLE_GAP = 1.6;
/** ... and leaving under this share of its area inside it to the backdrop. */
const MAX_MISSED = 0.02;
/** Borders inside the rim closer to it than this share of its mean radius are moved off it. */
const RIM_BAND = 0.03;
/** A round rim is at least this share of the picture's short side across, and no rounder than a circle seen flat. */
const MIN_SIZE_SHARE = 0.4;
const FIT_ROUNDS = 4;
/** The outline is fitted with each of this many sectors round its middle left out in turn, each this wide (radians). */
const SECTORS = 8;
const SECTOR_LEFT_OUT = 1.8;
/** What stands out of the ellipse by more than this share of its mean radius is the subject's own (the cup). */
const STAND_OUT = 0.12;

/** The ellipse fitted to `points` (x, y pairs) by least squares on the conic (Halíř and Flusser's form of Fitzgibbon's fit). */
export function fitEllipse(xs: Float64Array, ys: Float64Array): Ellipse | null {
  const n = xs.length;
  if (n < 6) return null;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < n; i++) {
    cx += xs[i]!;
    cy += ys[i]!;
  }
  cx /= n;
  cy /= n;
  let scale = 0;
  for (let i = 0; i < n; i++) scale += Math.hypot(xs[i]! - cx, ys[i]! - cy);
  scale = scale / n || 1;
  // Scatter matrices of the quadratic (x², xy, y²) and linear (x, y, 1) parts.
  const s1 = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  const s2 = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  const s3 = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (let i = 0; i < n; i++) {
    const x = (xs[i]! - cx) / scale;
    const y = (ys[i]! - cy) / scale;
    const q = [x * x, x * y, y * y];
    const l = [x, y, 1];
    for (let r = 0; r < 3; r++) {
      for (let c = 0; c < 3; c++) {
        s1[r * 3 + c] = s1[r * 3 + c]! + q[r]! * q[c]!;
        s2[r * 3 + c] = s2[r * 3 + c]! + q[r]! * l[c]!;
        s3[r * 3 + c] = s3[r * 3 + c]! + l[r]! * l[c]!;
      }
    }
  }
  const s3Inverse = inverse3(s3);
  if (!s3Inverse) return null;
  // T = -S3⁻¹ S2ᵀ; M = S1 + S2 T; the constraint 4ac - b² = 1 makes M's rows (r3 / 2, -r2, r1 / 2).
  const s2T = transpose3(s2);
  const t = multiply3(s3Inverse, s2T).map((value) => -value);
  const m = multiply3(s2, t).map((value, i) => value + s1[i]!);
  const reduced = [m[6]! / 2, m[7]! / 2, m[8]! / 2, -m[3]!, -m[4]!, -m[5]!, m[0]! / 2, m[1]! / 2, m[2]! / 2];
  let best: number[] | null = null;
  for (const lambda of eigenvalues3(reduced)) {
    const vector = nullVector3(reduced.map((value, i) => (i % 4 === 0 ? value - lambda : value)));
    if (!vector) continue;
    const [a, b, c] = vector;
    if (4 * a! * c! - b! * b! > 0) best = vector;
  }
  if (!best) return null;
  const linear = [0, 1, 2].map((r) => t[r * 3]! * best![0]! + t[r * 3 + 1]! * best![1]! + t[r * 3 + 2]! * best![2]!);
  const conic: Ellipse['conic'] = [best[0]!, best[1]!, best[2]!, linear[0]!, linear[1]!, linear[2]!];
  // Negative inside: the conic at the ellipse's own middle.
  const ellipse = { conic, cx, cy, scale };
  const middle = ellipseCentre(ellipse);
  if (!middle || conicAt(ellipse, middle.x, middle.y) > 0) conic.forEach((value, i) => (conic[i] = -value));
  return ellipse;
}

/** The conic's value at a picture point. */
export function conicAt(ellipse: Ellipse, px: number, py: number): number {
  const [a, b, c, d, e, f] = ellipse.conic;
  const x = (px - ellipse.cx) / ellipse.scale;
  const y = (py - ellipse.cy) / ellipse.scale;
  return a * x * x + b * x * y + c * y * y + d * x + e * y + f;
}

/** The distance of a picture point from the ellipse, to first order (Sampson's), in picture pixels; negative inside. */
export function ellipseDistance(ellipse: Ellipse, px: number, py: number): number {
  const [a, b, c, d, e] = ellipse.conic;
  const x = (px - ellipse.cx) / ellipse.scale;
  const y = (py - ellipse.cy) / ellipse.scale;
  const gx = 2 * a * x + b * y + d;
  const gy = b * x + 2 * c * y + e;
  const gradient = Math.hypot(gx, gy) || 1e-9;
  return (conicAt(ellipse, px, py) / gradient) * ellipse.scale;
}

/** The ellipse's middle and its half axes, picture pixels. */
export function ellipseCentre(ellipse: Ellipse): { x: number; y: number; major: number; minor: number } | null {
  const [a, b, c, d, e, f] = ellipse.conic;
  const det = 4 * a * c - b * b;
  if (det <= 0) return null;
  const x0 = (b * e - 2 * c * d) / det;
  const y0 = (b * d - 2 * a * e) / det;
  const value = a * x0 * x0 + b * x0 * y0 + c * y0 * y0 + d * x0 + e * y0 + f;
  const root = Math.sqrt((a - c) ** 2 + b * b);
  const l1 = (a + c - root) / 2;
  const l2 = (a + c + root) / 2;
  if (value * l1 >= 0 || value * l2 >= 0) return null;
  const major = Math.sqrt(-value / l1) * ellipse.scale;
  const minor = Math.sqrt(-value / l2) * ellipse.scale;
  return { x: x0 * ellipse.scale + ellipse.cx, y: y0 * ellipse.scale + ellipse.cy, major, minor };
}

/**
 * The subject's outline as an ellipse, when it is one (a saucer under a cup): fitted to the outline's pixels away
 * from the picture's edge, those far off it left out and the rest fitted again. Null when the fit leaves too much
 * of the outline off it, runs wide of it, or leaves a side of it without points.
 */
export function roundRim(regions: Regions): Ellipse | null {
  const { labels, width, height, backdrop } = regions;
  if (backdrop < 0) return null;
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const index = y * width + x;
      if (labels[index] === backdrop) continue;
      if (labels[index - 1] === backdrop || labels[index + 1] === backdrop || labels[index - width] === backdrop || labels[index + width] === backdrop) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  if (xs.length < 50) return null;
  // The cup standing above the saucer is one run of the outline: each quarter-and-a-bit of it round its middle
  // is left out in turn, and the fit most of the outline lies on is refined.
  let mx = 0;
  let my = 0;
  for (let i = 0; i < xs.length; i++) {
    mx += xs[i]! / xs.length;
    my += ys[i]! / xs.length;
  }
  const around = xs.map((x, i) => Math.atan2(ys[i]! - my, x - mx));
  let ellipse: Ellipse | null = null;
  let kept: number[] = [];
  let size = 0;
  let leastMissed = Infinity;
  for (let sector = 0; sector < SECTORS; sector++) {
    const from = -Math.PI + (2 * Math.PI * sector) / SECTORS;
    let inside = xs.map((_, i) => i).filter((i) => ((around[i]! - from + 4 * Math.PI) % (2 * Math.PI)) > SECTOR_LEFT_OUT);
    let fitted: Ellipse | null = null;
    let fittedSize = 0;
    for (let round = 0; round < FIT_ROUNDS && inside.length >= 6; round++) {
      fitted = fitEllipse(Float64Array.from(inside, (i) => xs[i]!), Float64Array.from(inside, (i) => ys[i]!));
      const shape = fitted && ellipseCentre(fitted);
      if (!fitted || !shape) {
        fitted = null;
        break;
      }
      fittedSize = (shape.major + shape.minor) / 2;
      const candidate = fitted;
      inside = xs.map((_, i) => i).filter((i) => Math.abs(ellipseDistance(candidate, xs[i]!, ys[i]!)) <= fittedSize * INLIER_SHARE);
    }
    if (!fitted || inside.length < MIN_INLIERS * xs.length) continue;
    // Of the fits most of the outline lies on, the one leaving the least backdrop inside it: a circle through the
    // cup's top and the saucer's sides holds the table beside the cup.
    const missed = backdropInside(regions, fitted);
    if (missed < leastMissed) {
      ellipse = fitted;
      kept = inside;
      size = fittedSize;
      leastMissed = missed;
    }
  }
  if (!ellipse) return null;
  const shape = ellipseCentre(ellipse);
  if (!shape || 2 * shape.minor < MIN_SIZE_SHARE * Math.min(width, height)) return null;
  let squares = 0;
  for (const i of kept) squares += ellipseDistance(ellipse, xs[i]!, ys[i]!) ** 2;
  const residual = Math.sqrt(squares / kept.length) / size;
  const angles = kept.map((i) => Math.atan2(ys[i]! - shape.y, xs[i]! - shape.x)).sort((p, q) => p - q);
  let gap = angles[0]! + 2 * Math.PI - angles[angles.length - 1]!;
  for (let i = 1; i < angles.length; i++) gap = Math.max(gap, angles[i]! - angles[i - 1]!);
  if (residual > MAX_RESIDUAL || gap > MAX_ANGLE_GAP || leastMissed > MAX_MISSED * Math.PI * shape.major * shape.minor) return null;
  // A rim is whole in the photo: a head cut by the photo's edges is rounded, but no saucer.
  return isWithin(ellipse, shape, width, height) ? ellipse : null;
}

/** Whether the ellipse lies inside the picture: its points in 64 directions from its middle. */
function isWithin(ellipse: Ellipse, middle: { x: number; y: number }, width: number, height: number): boolean {
  const [a, b, c, d, e, f] = ellipse.conic;
  const x0 = (middle.x - ellipse.cx) / ellipse.scale;
  const y0 = (middle.y - ellipse.cy) / ellipse.scale;
  for (let k = 0; k < 64; k++) {
    const dx = Math.cos((k * Math.PI) / 32);
    const dy = Math.sin((k * Math.PI) / 32);
    // The conic along x0 + r dx, y0 + r dy is p r² + q r + constant, negative at r = 0.
    const p = a * dx * dx + b * dx * dy + c * dy * dy;
    const q = 2 * a * x0 * dx + b * (x0 * dy + y0 * dx) + 2 * c * y0 * dy + d * dx + e * dy;
    const constant = a * x0 * x0 + b * x0 * y0 + c * y0 * y0 + d * x0 + e * y0 + f;
    const r = (-q + Math.sqrt(Math.max(0, q * q - 4 * p * constant))) / (2 * p);
    const x = middle.x + r * dx * ellipse.scale;
    const y = middle.y + r * dy * ellipse.scale;
    if (x < 0 || y < 0 || x > width - 1 || y > height - 1) return false;
  }
  return true;
}

/** How many of the backdrop's pixels lie inside the ellipse, counted on every other row and column. */
function backdropInside(regions: Regions, ellipse: Ellipse): number {
  const { labels, width, height, backdrop } = regions;
  let count = 0;
  for (let y = 0; y < height; y += 2) for (let x = 0; x < width; x += 2) if (labels[y * width + x] === backdrop && conicAt(ellipse, x, y) < 0) count += 4;
  return count;
}

function inverse3(m: number[]): number[] | null {
  const [a, b, c, d, e, f, g, h, i] = m as [number, number, number, number, number, number, number, number, number];
  const det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g);
  if (Math.abs(det) < 1e-12) return null;
  return [e * i - f * h, c * h - b * i, b * f - c * e, f * g - d * i, a * i - c * g, c * d - a * f, d * h - e * g, b * g - a * h, a * e - b * d].map((value) => value / det);
}

function transpose3(m: number[]): number[] {
  return [m[0]!, m[3]!, m[6]!, m[1]!, m[4]!, m[7]!, m[2]!, m[5]!, m[8]!];
}

function multiply3(p: number[], q: number[]): number[] {
  const out: number[] = [];
  for (let r = 0; r < 3; r++) for (let c = 0; c < 3; c++) out.push(p[r * 3]! * q[c]! + p[r * 3 + 1]! * q[3 + c]! + p[r * 3 + 2]! * q[6 + c]!);
  return out;
}

/** The real eigenvalues of a 3×3 matrix, from its characteristic cubic. */
function eigenvalues3(m: number[]): number[] {
  const [a, b, c, d, e, f, g, h, i] = m as [number, number, number, number, number, number, number, number, number];
  // λ³ + p2 λ² + p1 λ + p0 = 0
  const p2 = -(a + e + i);
  const p1 = a * e + a * i + e * i - b * d - c * g - f * h;
  const p0 = -(a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g));
  const shift = p2 / 3;
  const p = p1 - (p2 * p2) / 3;
  const q = (2 * p2 ** 3) / 27 - (p2 * p1) / 3 + p0;
  const discriminant = (q * q) / 4 + (p * p * p) / 27;
  if (discriminant > 0) {
    const root = Math.sqrt(discriminant);
    return [Math.cbrt(-q / 2 + root) + Math.cbrt(-q / 2 - root) - shift];
  }
  const radius = Math.sqrt(Math.max(0, -p / 3));
  const angle = radius > 0 ? Math.acos(Math.max(-1, Math.min(1, -q / (2 * radius ** 3)))) / 3 : 0;
  return [0, 1, 2].map((k) => 2 * radius * Math.cos(angle - (2 * Math.PI * k) / 3) - shift);
}

/** A vector the singular 3×3 matrix sends to zero: the longest cross product of two of its rows. */
function nullVector3(m: number[]): number[] | null {
  const rows = [m.slice(0, 3), m.slice(3, 6), m.slice(6, 9)];
  let best: number[] | null = null;
  let bestLength = 0;
  for (const [p, q] of [
    [0, 1],
    [0, 2],
    [1, 2],
  ] as const) {
    const u = rows[p]!;
    const v = rows[q]!;
    const cross = [u[1]! * v[2]! - u[2]! * v[1]!, u[2]! * v[0]! - u[0]! * v[2]!, u[0]! * v[1]! - u[1]! * v[0]!];
    const length = Math.hypot(...cross);
    if (length > bestLength) {
      best = cross;
      bestLength = length;
    }
  }
  return best && bestLength > 0 ? best.map((value) => value / bestLength) : null;
}

/**
 * The subject's areas made to meet the backdrop on the ellipse: the backdrop inside it goes to the nearest area,
 * the subject outside it to the backdrop, except the areas standing out of it by more than `STAND_OUT` of its
 * radius (the cup rising above the saucer keeps its sides down to the rim). Inside the rim, borders running along
 * it are moved off it. In place.
 */
export function fitToRim(regions: Regions, ellipse: Ellipse): void {
  const { labels, width, height, backdrop } = regions;
  const outside = new Uint8Array(width * height);
  const shape = ellipseCentre(ellipse);
  const deep = shape ? (STAND_OUT * (shape.major + shape.minor)) / 2 : 0;
  const reach = new Int32Array(width * height).fill(-1);
  const queue: number[] = [];
  const distances = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = y * width + x;
      const distance = ellipseDistance(ellipse, x, y);
      distances[index] = distance;
      if (distance <= 0) continue;
      outside[index] = 1;
      if (labels[index] !== backdrop && distance > deep) {
        reach[index] = 0;
        queue.push(index);
      }
    }
  }
  // The subject standing out of the ellipse, and the rest of its areas outside the ellipse joined to that: the
  // saucer's own shavings beside the cup go.
  const standing = new Set(queue.map((index) => labels[index]!));
  for (let head = 0; head < queue.length; head++) {
    const index = queue[head]!;
    const x = index % width;
    for (const next of [x > 0 ? index - 1 : -1, x < width - 1 ? index + 1 : -1, index - width, index + width]) {
      if (next < 0 || next >= labels.length || reach[next]! >= 0 || !outside[next] || !standing.has(labels[next]!)) continue;
      reach[next] = reach[index]! + 1;
      queue.push(next);
    }
  }
  for (let index = 0; index < labels.length; index++) if (outside[index] && labels[index] !== backdrop && reach[index]! < 0) labels[index] = backdrop;
  // The backdrop inside the ellipse takes the area of the subject nearest it.
  const isGap = (index: number) => index >= 0 && index < labels.length && !outside[index] && labels[index] === backdrop;
  const fill: number[] = [];
  for (let index = 0; index < labels.length; index++) {
    if (outside[index] || labels[index] === backdrop) continue;
    if (isGap(index - 1) || isGap(index + 1) || isGap(index - width) || isGap(index + width)) fill.push(index);
  }
  for (let head = 0; head < fill.length; head++) {
    const index = fill[head]!;
    const x = index % width;
    for (const next of [x > 0 ? index - 1 : -1, x < width - 1 ? index + 1 : -1, index - width, index + width]) {
      if (next < 0 || next >= labels.length || outside[next] || labels[next] !== backdrop) continue;
      labels[next] = labels[index]!;
      fill.push(next);
    }
  }
  // A border running along the rim just inside it is the rim drawn twice (the saucer's lip, its shine): across a
  // band inside the ellipse each pixel takes the area found inwards of the band, so the borders there cross it
  // and none runs along it. Not where the subject goes on outside (the cup's sides stay the photo's).
  const band = shape ? (RIM_BAND * (shape.major + shape.minor)) / 2 : 0;
  const before = Int32Array.from(labels);
  const [a, b, c, d, e] = ellipse.conic;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = y * width + x;
      const distance = distances[index]!;
      if (distance > 0 || distance <= -band || before[index] === backdrop) continue;
      const u = (x - ellipse.cx) / ellipse.scale;
      const v = (y - ellipse.cy) / ellipse.scale;
      const gx = 2 * a * u + b * v + d;
      const gy = b * u + 2 * c * v + e;
      const length = Math.hypot(gx, gy) || 1;
      const nx = gx / length;
      const ny = gy / length;
      const beyond = labelAt(before, width, height, x + nx * (2 - distance), y + ny * (2 - distance));
      if (beyond !== backdrop) continue;
      const within = labelAt(before, width, height, x - nx * (band + distance), y - ny * (band + distance));
      if (within >= 0 && within !== backdrop) labels[index] = within;
    }
  }
}

/** The area at a picture point, or -1 off the picture. */
function labelAt(labels: Int32Array, width: number, height: number, x: number, y: number): number {
  const column = Math.round(x);
  const row = Math.round(y);
  return column < 0 || row < 0 || column >= width || row >= height ? -1 : labels[row * width + column]!;
}
