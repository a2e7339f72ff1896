/**
 * Vectorises a 1-bit bitmap into smooth filled outlines: every ink region's boundary (and each hole in it) is
 * followed along the pixel edges, the staircase is smoothed away, corners are found, and each stretch between
 * corners is fitted with cubic Bezier curves (Schneider's least-squares fitting, Graphics Gems 1990).
 * Our own code, so the engine needs no GPL tracer and no second image stack.
 */
import type { Bitmap } from './bitmap-ops';
import { hypot2 } from './hypot';

export interface TraceOptions {
  /** Outlines enclosing fewer pixels than this are dropped: an ink speck vanishes, a pinhole in a line fills in. */
  minOutlineArea: number;
  /** Largest distance, in pixels, a fitted curve may stray from the smoothed boundary before it is split. */
  fitTolerance: number;
}

export interface TracedOutlines {
  /** SVG path data in bitmap pixels; outer boundaries run clockwise and holes counter-clockwise, for the nonzero fill rule. */
  pathData: string;
  outlineCount: number;
}

interface Point {
  x: number;
  y: number;
}

/**
 * Gaussian smoothing along the boundary, in boundary samples (about one pixel each): enough to flatten the
 * one-pixel staircase of a traced edge. It moves points along the outline, not across a line, so lines keep
 * their width; a curve of radius r shrinks by about sigma^2 / 2r, a fraction of a pixel for anything drawn.
 */
const SMOOTHING_SIGMA = 2;
/**
 * A corner is a turn sharper than CORNER_ANGLE between the boundary CORNER_REACH samples before a sample and
 * as many after it; a drawn curve of radius 8 px or more turns less than that over the same stretch.
 */
const CORNER_ANGLE = (70 * Math.PI) / 180;
const CORNER_REACH = 5;
/** Tangents at joins between curves come from the boundary this many samples either side: steadier than neighbours. */
const TANGENT_REACH = 6;

export function traceOutlines(bitmap: Bitmap, { minOutlineArea, fitTolerance }: TraceOptions): TracedOutlines {
  const parts: string[] = [];
  for (const boundary of followBoundaries(bitmap)) {
    if (Math.abs(signedArea(boundary)) < minOutlineArea) continue;
    parts.push(fitOutline(edgeMidpoints(boundary), fitTolerance));
  }
  return { pathData: parts.join(''), outlineCount: parts.length };
}

/**
 * Every boundary between ink and paper as a closed polygon of pixel corners, walked with ink on the right
 * (y down), so outer boundaries run clockwise and holes counter-clockwise. Ink touching only at a corner
 * counts as connected, matching the 8-connected speck removal: a diagonal line stays one outline.
 */
function followBoundaries(bitmap: Bitmap): Point[][] {
  const { data, width, height } = bitmap;
  const ink = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height && data[y * width + x] === 1;
  // A boundary's topmost edge always has ink below and paper above, so starting from every such edge not yet
  // walked finds each boundary exactly once.
  const walked = new Uint8Array(width * (height + 1));
  const boundaries: Point[][] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (walked[y * width + x] === 1 || !ink(x, y) || ink(x, y - 1)) continue;
      const corners: Point[] = [];
      let cx = x;
      let cy = y;
      let dx = 1;
      let dy = 0;
      do {
        if (dx === 1) walked[cy * width + cx] = 1;
        cx += dx;
        cy += dy;
        // The two pixels ahead of corner (cx, cy): left and right of the direction of travel.
        const aheadLeft = ink(cx + (dx + dy - 1) / 2, cy + (dy - dx - 1) / 2);
        const aheadRight = ink(cx + (dx - dy - 1) / 2, cy + (dy + dx - 1) / 2);
        let turn: number;
        if (aheadLeft) turn = -1;
        else if (aheadRight) turn = 0;
        else turn = 1;
        if (turn !== 0) {
          corners.push({ x: cx, y: cy });
          [dx, dy] = turn === 1 ? [-dy, dx] : [dy, -dx];
        }
      } while (cx !== x || cy !== y || dx !== 1);
      boundaries.push(corners);
    }
  }
  return boundaries;
}

/** Shoelace area: positive for a clockwise polygon in y-down coordinates. */
function signedArea(polygon: Point[]): number {
  let area = 0;
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i]!;
    const b = polygon[(i + 1) % polygon.length]!;
    area += a.x * b.y - b.x * a.y;
  }
  return area / 2;
}

/**
 * Samples the pixel-corner polygon at the middle of every unit edge: the staircase becomes 45-degree
 * chamfers and the samples sit about one pixel apart, which the smoothing and corner reach assume.
 */
function edgeMidpoints(corners: Point[]): Point[] {
  const samples: Point[] = [];
  for (let i = 0; i < corners.length; i++) {
    const a = corners[i]!;
    const b = corners[(i + 1) % corners.length]!;
    const steps = Math.abs(b.x - a.x) + Math.abs(b.y - a.y);
    const sx = Math.sign(b.x - a.x);
    const sy = Math.sign(b.y - a.y);
    for (let s = 0; s < steps; s++) samples.push({ x: a.x + sx * (s + 0.5), y: a.y + sy * (s + 0.5) });
  }
  return samples;
}

/** One closed outline as `M ... C ... Z`: corners stay sharp, everything between them is smooth curves. */
function fitOutline(samples: Point[], tolerance: number): string {
  const count = samples.length;
  const corners = findCorners(samples);
  const curves: Point[][] = [];
  if (corners.length === 0) {
    // A smooth closed loop: fitted as two halves whose joins share a tangent.
    const smoothed = smoothLoop(samples, 0, count, true);
    const half = Math.floor(count / 2);
    const tangentAt = (i: number) => unit(sub(smoothed[(i + TANGENT_REACH) % count]!, smoothed[(i - TANGENT_REACH + count) % count]!));
    for (const [from, to] of [
      [0, half],
      [half, count],
    ] as const) {
      const stretch = to === count ? [...smoothed.slice(from), smoothed[0]!] : smoothed.slice(from, to + 1);
      fitCubics(stretch, tangentAt(from), scale(tangentAt(to % count), -1), tolerance, curves);
    }
  } else {
    for (let c = 0; c < corners.length; c++) {
      const from = corners[c]!;
      const to = c + 1 < corners.length ? corners[c + 1]! : corners[0]! + count;
      const stretch = smoothLoop(samples, from, to, false);
      // A corner has no tangent to continue, and one guessed from a few pixels of boundary is off by degrees
      // that bend a long straight side: the control points next to a corner are fitted freely instead.
      fitCubics(stretch, null, null, tolerance, curves);
    }
  }
  const start = curves[0]![0]!;
  let d = `M${num(start.x)} ${num(start.y)}`;
  for (const [, c1, c2, end] of curves) d += `C${num(c1!.x)} ${num(c1!.y)} ${num(c2!.x)} ${num(c2!.y)} ${num(end!.x)} ${num(end!.y)}`;
  return `${d}Z`;
}

/** Sample indices where the boundary turns sharply: the sharpest sample of each run of sharp turns. */
function findCorners(samples: Point[]): number[] {
  const count = samples.length;
  if (count < 4 * CORNER_REACH) return [];
  const turn = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const before = sub(samples[i]!, samples[(i - CORNER_REACH + count) % count]!);
    const after = sub(samples[(i + CORNER_REACH) % count]!, samples[i]!);
    turn[i] = Math.abs(Math.atan2(before.x * after.y - before.y * after.x, before.x * after.x + before.y * after.y));
  }
  const corners: number[] = [];
  for (let i = 0; i < count; i++) {
    if (turn[i]! < CORNER_ANGLE) continue;
    let isPeak = true;
    for (let k = -CORNER_REACH; k <= CORNER_REACH && isPeak; k++) {
      const j = (i + k + count) % count;
      // Ties (a symmetric corner has two equal samples) go to the first one.
      if (turn[j]! > turn[i]! || (turn[j] === turn[i] && k < 0 && j !== i)) isPeak = false;
    }
    if (isPeak) corners.push(i);
  }
  return corners;
}

/**
 * Gaussian-smoothed copy of samples[from..to] (indices wrap around the loop). On a closed loop every sample
 * is smoothed with its neighbours all round; on a stretch between corners the ends stay at the corners and
 * the window is clipped to the stretch, so smoothing never rounds a corner off.
 */
function smoothLoop(samples: Point[], from: number, to: number, closed: boolean): Point[] {
  const count = samples.length;
  const radius = Math.ceil(SMOOTHING_SIGMA * 3);
  const weights = Array.from({ length: radius + 1 }, (_, k) => Math.exp(-(k * k) / (2 * SMOOTHING_SIGMA * SMOOTHING_SIGMA)));
  const out: Point[] = [];
  const last = to - from;
  for (let i = 0; i <= (closed ? last - 1 : last); i++) {
    if (!closed && (i === 0 || i === last)) {
      out.push(samples[(from + i) % count]!);
      continue;
    }
    // Near an end the window shrinks symmetrically, so points near a corner stay close to the raw boundary.
    const reach = closed ? radius : Math.min(radius, i, last - i);
    let x = 0;
    let y = 0;
    let total = 0;
    for (let k = -reach; k <= reach; k++) {
      const p = samples[(((from + i + k) % count) + count) % count]!;
      const w = weights[Math.abs(k)]!;
      x += p.x * w;
      y += p.y * w;
      total += w;
    }
    out.push({ x: x / total, y: y / total });
  }
  return out;
}

/**
 * Schneider's algorithm: fits one cubic to the points by least squares with the given end tangents (null: the
 * end's control point is free); where it strays more than `tolerance`, first re-parameterises (Newton
 * steps), then splits at the worst point, where both halves share one tangent so the join is smooth.
 */
function fitCubics(points: Point[], startTangent: Point | null, endTangent: Point | null, tolerance: number, out: Point[][]): void {
  if (points.length <= 2) {
    out.push(straightCubic(points[0]!, points.at(-1)!, startTangent, endTangent));
    return;
  }
  let parameters = chordLengths(points);
  let curve = leastSquaresCubic(points, parameters, startTangent, endTangent);
  let worst = maxError(points, curve, parameters);
  if (worst.error <= tolerance) {
    out.push(curve);
    return;
  }
  if (worst.error <= tolerance * 4) {
    for (let attempt = 0; attempt < 4; attempt++) {
      parameters = parameters.map((u, i) => newtonStep(curve, points[i]!, u));
      curve = leastSquaresCubic(points, parameters, startTangent, endTangent);
      worst = maxError(points, curve, parameters);
      if (worst.error <= tolerance) {
        out.push(curve);
        return;
      }
    }
  }
  const split = Math.min(Math.max(worst.index, 1), points.length - 2);
  const reach = Math.min(TANGENT_REACH, split, points.length - 1 - split);
  const centreTangent = unit(sub(points[split - reach]!, points[split + reach]!));
  fitCubics(points.slice(0, split + 1), startTangent, centreTangent, tolerance, out);
  fitCubics(points.slice(split), scale(centreTangent, -1), endTangent, tolerance, out);
}

function chordLengths(points: Point[]): number[] {
  const lengths = [0];
  for (let i = 1; i < points.length; i++) lengths.push(lengths[i - 1]! + distance(points[i]!, points[i - 1]!));
  const total = lengths.at(-1)!;
  return lengths.map((length) => length / total);
}

/**
 * An end's columns of the least-squares system from `column` on: one along its tangent, or two (x and y) for a
 * free control point. Returns the next column.
 */
function putColumns(columnsX: Float64Array, columnsY: Float64Array, column: number, weight: number, tangent: Point | null): number {
  if (tangent) {
    columnsX[column] = weight * tangent.x;
    columnsY[column] = weight * tangent.y;
    return column + 1;
  }
  columnsX[column] = weight;
  columnsY[column] = 0;
  columnsX[column + 1] = 0;
  columnsY[column + 1] = weight;
  return column + 2;
}

/**
 * The cubic from points[0] to the last point closest to the points at their parameters. Unknowns: the
 * distance along each given end tangent, or both coordinates of a free control point; solved through the
 * normal equations (at most 4 x 4).
 */
function leastSquaresCubic(points: Point[], parameters: number[], startTangent: Point | null, endTangent: Point | null): Point[] {
  const first = points[0]!;
  const last = points.at(-1)!;
  const unknowns = (startTangent ? 1 : 2) + (endTangent ? 1 : 2);
  const normal = new Float64Array(unknowns * unknowns);
  const rhs = new Float64Array(unknowns);
  const columnsX = new Float64Array(unknowns);
  const columnsY = new Float64Array(unknowns);
  for (let i = 0; i < points.length; i++) {
    const u = parameters[i]!;
    const v = 1 - u;
    const b1 = 3 * u * v * v;
    const b2 = 3 * u * u * v;
    // What the fixed end points contribute; a tangent-bound control point also carries its end point.
    const head = v * v * v + (startTangent ? b1 : 0);
    const tail = u * u * u + (endTangent ? b2 : 0);
    const restX = points[i]!.x - first.x * head - last.x * tail;
    const restY = points[i]!.y - first.y * head - last.y * tail;
    // The start's columns, then the end's: no pair of them built a point, which a page's thousands of fits made the
    // tracer's garbage.
    const column = putColumns(columnsX, columnsY, 0, b1, startTangent);
    putColumns(columnsX, columnsY, column, b2, endTangent);
    for (let row = 0; row < unknowns; row++) {
      rhs[row] = rhs[row]! + columnsX[row]! * restX + columnsY[row]! * restY;
      for (let col = 0; col < unknowns; col++) {
        const at = row * unknowns + col;
        normal[at] = normal[at]! + columnsX[row]! * columnsX[col]! + columnsY[row]! * columnsY[col]!;
      }
    }
  }
  const solution = solveLinear(normal, rhs, unknowns);
  if (!solution) return straightCubic(first, last, startTangent, endTangent);
  const chord = distance(first, last);
  let index = 0;
  const controlPoint = (end: Point, tangent: Point | null): Point | null => {
    if (!tangent) return { x: solution[index++]!, y: solution[index++]! };
    const along = solution[index++]!;
    // A backwards or vanishing handle means the least-squares answer is degenerate.
    return along < chord * 1e-6 ? null : add(end, scale(tangent, along));
  };
  const c1 = controlPoint(first, startTangent);
  const c2 = controlPoint(last, endTangent);
  if (!c1 || !c2) return straightCubic(first, last, startTangent, endTangent);
  return [first, c1, c2, last];
}

/** Wu and Barsky's fallback: handles a third of the chord long, along the tangents or the chord itself. */
function straightCubic(first: Point, last: Point, startTangent: Point | null, endTangent: Point | null): Point[] {
  const third = distance(first, last) / 3;
  const chord = unit(sub(last, first));
  return [first, add(first, scale(startTangent ?? chord, third)), add(last, scale(endTangent ?? scale(chord, -1), third)), last];
}

/** Gaussian elimination with partial pivoting; null when the system is (nearly) singular. */
function solveLinear(matrix: Float64Array, rhs: Float64Array, size: number): Float64Array | null {
  const a = Float64Array.from(matrix);
  const b = Float64Array.from(rhs);
  const scaleOf = Math.max(...a.map(Math.abs));
  for (let col = 0; col < size; col++) {
    let pivot = col;
    for (let row = col + 1; row < size; row++) if (Math.abs(a[row * size + col]!) > Math.abs(a[pivot * size + col]!)) pivot = row;
    if (Math.abs(a[pivot * size + col]!) <= scaleOf * 1e-12) return null;
    if (pivot !== col) {
      for (let k = 0; k < size; k++) [a[col * size + k], a[pivot * size + k]] = [a[pivot * size + k]!, a[col * size + k]!];
      [b[col], b[pivot]] = [b[pivot]!, b[col]!];
    }
    for (let row = col + 1; row < size; row++) {
      const factor = a[row * size + col]! / a[col * size + col]!;
      for (let k = col; k < size; k++) a[row * size + k] = a[row * size + k]! - factor * a[col * size + k]!;
      b[row] = b[row]! - factor * b[col]!;
    }
  }
  const x = new Float64Array(size);
  for (let row = size - 1; row >= 0; row--) {
    let sum = b[row]!;
    for (let k = row + 1; k < size; k++) sum -= a[row * size + k]! * x[k]!;
    x[row] = sum / a[row * size + row]!;
  }
  return x;
}

function maxError(points: Point[], curve: Point[], parameters: number[]): { error: number; index: number } {
  let error = 0;
  let index = Math.floor(points.length / 2);
  for (let i = 1; i < points.length - 1; i++) {
    const d = distance(cubicPoint(curve, parameters[i]!), points[i]!);
    if (d > error) {
      error = d;
      index = i;
    }
  }
  return { error, index };
}

/** One Newton-Raphson step towards the parameter of the curve point nearest to `point`. */
function newtonStep(curve: Point[], point: Point, u: number): number {
  const [p0, p1, p2, p3] = curve as [Point, Point, Point, Point];
  const v = 1 - u;
  const at = cubicPoint(curve, u);
  const offsetX = at.x - point.x;
  const offsetY = at.y - point.y;
  // First and second derivatives of the cubic at u.
  const d1x = 3 * (v * v * (p1.x - p0.x) + 2 * u * v * (p2.x - p1.x) + u * u * (p3.x - p2.x));
  const d1y = 3 * (v * v * (p1.y - p0.y) + 2 * u * v * (p2.y - p1.y) + u * u * (p3.y - p2.y));
  const d2x = 6 * (v * (p2.x - 2 * p1.x + p0.x) + u * (p3.x - 2 * p2.x + p1.x));
  const d2y = 6 * (v * (p2.y - 2 * p1.y + p0.y) + u * (p3.y - 2 * p2.y + p1.y));
  const denominator = d1x * d1x + d1y * d1y + offsetX * d2x + offsetY * d2y;
  if (denominator === 0) return u;
  return Math.min(1, Math.max(0, u - (offsetX * d1x + offsetY * d1y) / denominator));
}

function cubicPoint(curve: Point[], u: number): Point {
  const [p0, p1, p2, p3] = curve as [Point, Point, Point, Point];
  const v = 1 - u;
  const b0 = v * v * v;
  const b1 = 3 * u * v * v;
  const b2 = 3 * u * u * v;
  const b3 = u * u * u;
  return { x: b0 * p0.x + b1 * p1.x + b2 * p2.x + b3 * p3.x, y: b0 * p0.y + b1 * p1.y + b2 * p2.y + b3 * p3.y };
}

const add = (a: Point, b: Point): Point => ({ x: a.x + b.x, y: a.y + b.y });
const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
const scale = (a: Point, factor: number): Point => ({ x: a.x * factor, y: a.y * factor });
const distance = (a: Point, b: Point): number => hypot2(a.x - b.x, a.y - b.y);
function unit(a: Point): Point {
  const length = Math.hypot(a.x, a.y);
  return length === 0 ? { x: 1, y: 0 } : { x: a.x / length, y: a.y / length };
}
/** Two decimals: a hundredth of a working pixel is far below a printed dot. */
function num(value: number): string {
  return String(Math.round(value * 100) / 100);
}
