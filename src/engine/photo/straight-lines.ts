import { NEIGHBOUR_RING, type Bitmap } from '../linework/bitmap-ops';

/**
 * One-pixel lines redrawn as straight segments: every run between two junctions (or round a loop) is
 * simplified (Douglas-Peucker) to the fewest points that keep it within `tolerance` pixels, and those points
 * are joined by straight lines. Junctions and line ends stay where they are, so areas closed before stay
 * closed. A building's floors and window frames traced from a photo wobble with the superpixels' steps; what
 * was built is drawn with a ruler.
 */
export function straightenLines(bitmap: Bitmap, tolerance: number): Bitmap {
  const { width, height } = bitmap;
  const data = new Uint8Array(bitmap.data.length);
  const runs = lineRuns(bitmap);
  for (const index of runs.junctions) data[index] = 1;
  for (const run of runs.runs) {
    const kept = run.isClosed ? simplifyClosed(run.path, width, tolerance) : simplify(run.path, width, tolerance);
    for (let k = 1; k < kept.length; k++) drawSegment(data, width, kept[k - 1]!, kept[k]!);
  }
  return { data, width, height };
}

/**
 * The straight stretches of a line drawing at least `minLength` pixels long (pairs of pixel indices): its runs
 * simplified to within `tolerance`, each piece between two kept points a stretch.
 */
export function straightStretches(bitmap: Bitmap, tolerance: number, minLength: number): Array<[number, number]> {
  const { width } = bitmap;
  const stretches: Array<[number, number]> = [];
  for (const run of lineRuns(bitmap).runs) {
    const kept = run.isClosed ? simplifyClosed(run.path, width, tolerance) : simplify(run.path, width, tolerance);
    for (let k = 1; k < kept.length; k++) {
      const [from, to] = [kept[k - 1]!, kept[k]!];
      if (Math.hypot((to % width) - (from % width), Math.floor(to / width) - Math.floor(from / width)) >= minLength) stretches.push([from, to]);
    }
  }
  return stretches;
}

/**
 * `bitmap` (one-pixel lines) with each stretch drawn and carried on at both ends along its direction, up to
 * `reach` pixels, until it meets ink or leaves `within`: an edge of the photo that stops short of the line it ran
 * to joins it, so it divides an area instead of hanging in it. A run of `bitmap` lying mostly within `gap` pixels
 * of a stretch (twice that, as it drifts) is the same edge traced a second time, wobbling beside it: it goes, its ends joined to the stretch,
 * instead of leaving slivers of paper between the two. Runs mostly on `fixed` (the subject's outline) stay.
 */
export function drawStretches(bitmap: Bitmap, stretches: ReadonlyArray<[number, number]>, reach: number, within: Bitmap, gap: number, fixed: Bitmap): Bitmap {
  const { width, height } = bitmap;
  const ruled = new Uint8Array(bitmap.data.length);
  const kept = distinctStretches(stretches, width, gap);
  for (const [from, to] of kept) drawSegment(ruled, width, from, to);
  // A traced border drifts further from the edge than the edge's own two sides lie apart.
  const { data } = dropRunsAlong(bitmap, { data: ruled, width, height }, 2 * gap, fixed, 4 * gap);
  for (const [from, to] of kept) {
    drawSegment(data, width, from, to);
    const [ax, ay, bx, by] = [from % width, Math.floor(from / width), to % width, Math.floor(to / width)];
    const length = Math.hypot(bx - ax, by - ay);
    for (const [x0, y0, dx, dy] of [
      [bx, by, (bx - ax) / length, (by - ay) / length],
      [ax, ay, (ax - bx) / length, (ay - by) / length],
    ] as const) {
      const path: number[] = [];
      for (let step = 1; step <= reach; step++) {
        const x = Math.round(x0 + dx * step);
        const y = Math.round(y0 + dy * step);
        if (x < 0 || y < 0 || x >= width || y >= height || !within.data[y * width + x]) break;
        const index = y * width + x;
        if (data[index]) {
          for (const at of path) data[at] = 1;
          drawSegment(data, width, path.length > 0 ? path[path.length - 1]! : y0 * width + x0, index);
          break;
        }
        path.push(index);
      }
    }
  }
  return { data, width, height };
}

/**
 * The stretches, longest first, without those lying mostly within `gap` pixels of one kept before: the two
 * sides of a floor slab's shadow are one line, not a wedge of paper between two.
 */
function distinctStretches(stretches: ReadonlyArray<[number, number]>, width: number, gap: number): Array<[number, number]> {
  const points = stretches.map(([from, to]) => [from % width, Math.floor(from / width), to % width, Math.floor(to / width)] as const);
  const order = points.map((_, k) => k).sort((a, b) => lengthOf(points[b]!) - lengthOf(points[a]!) || a - b);
  const kept: number[] = [];
  for (const k of order) {
    const [ax, ay, bx, by] = points[k]!;
    let near = 0;
    for (let sample = 0; sample <= SAMPLES; sample++) {
      const x = ax + ((bx - ax) * sample) / SAMPLES;
      const y = ay + ((by - ay) * sample) / SAMPLES;
      if (kept.some((other) => distanceToSegment(x, y, points[other]!) <= gap)) near++;
    }
    if (near < ALONG_SHARE * (SAMPLES + 1)) kept.push(k);
  }
  return kept.map((k) => stretches[k]!);
}

const SAMPLES = 8;

const lengthOf = ([ax, ay, bx, by]: readonly [number, number, number, number]) => Math.hypot(bx - ax, by - ay);

function distanceToSegment(x: number, y: number, [ax, ay, bx, by]: readonly [number, number, number, number]): number {
  const lengthSquared = (bx - ax) ** 2 + (by - ay) ** 2;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / lengthSquared));
  return Math.hypot(x - ax - t * (bx - ax), y - ay - t * (by - ay));
}

/**
 * `bitmap` (one-pixel lines) without the stretches of its runs lying within `gap` pixels of `reference`'s ink for
 * at least `minLength` pixels, their ends joined to the nearest of it: one edge traced twice, a pixel or a few
 * aside, leaves slivers of paper between the two lines. What lies on `fixed` stays.
 */
export function dropRunsAlong(bitmap: Bitmap, reference: Bitmap, gap: number, fixed: Bitmap, minLength: number): Bitmap {
  const { width, height } = bitmap;
  const nearest = nearestWithin(reference.data, width, height, gap);
  const data = Uint8Array.from(bitmap.data);
  const isAlong = (index: number) => nearest[index]! >= 0 && !fixed.data[index];
  for (const { path } of lineRuns(bitmap).runs) {
    for (let start = 0; start < path.length; ) {
      if (!isAlong(path[start]!)) {
        start++;
        continue;
      }
      let end = start;
      while (end + 1 < path.length && isAlong(path[end + 1]!)) end++;
      if (end - start + 1 >= minLength) {
        for (let k = Math.max(1, start); k <= Math.min(path.length - 2, end); k++) data[path[k]!] = 0;
        for (const at of [start, end]) if (at > 0 && at < path.length - 1) data[path[at]!] = 1;
        for (const at of [path[start]!, path[end]!]) drawSegment(data, width, at, nearest[at]!);
      }
      start = end + 1;
    }
  }
  return { data, width, height };
}

/** A run this share of whose pixels lie near a stretch is that stretch traced again. */
const ALONG_SHARE = 0.75;

/** For every pixel within `gap` (chessboard steps) of ink, the index of the ink pixel nearest it (breadth first); else -1. */
function nearestWithin(ink: Uint8Array, width: number, height: number, gap: number): Int32Array {
  const nearest = new Int32Array(ink.length).fill(-1);
  const queue = new Int32Array(ink.length);
  let tail = 0;
  for (let i = 0; i < ink.length; i++) {
    if (!ink[i]) continue;
    nearest[i] = i;
    queue[tail++] = i;
  }
  // Rings one step wider each: the queue holds them in order, each ring ending where the next begins.
  let head = 0;
  for (let step = 0; step < gap && head < tail; step++) {
    const ringEnd = tail;
    for (; head < ringEnd; head++) {
      const index = queue[head]!;
      const x = index % width;
      const y = (index - x) / width;
      for (const [dx, dy] of NEIGHBOUR_RING) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height || nearest[ny * width + nx] !== -1) continue;
        nearest[ny * width + nx] = nearest[index]!;
        queue[tail++] = ny * width + nx;
      }
    }
  }
  return nearest;
}

export interface Run {
  /** Pixel indices in order, from a junction or end to the next (or round a loop back to its start). */
  path: number[];
  isClosed: boolean;
}

/**
 * The runs of `bitmap` (one-pixel lines) lying at least `share` on `band`, each whole, with the junctions on it: a
 * line straightened a little off the band it was traced along is still that line, not a piece of it.
 */
export function runsMostlyOn(bitmap: Bitmap, band: Bitmap, share: number): Bitmap {
  const { width, height } = bitmap;
  const data = new Uint8Array(bitmap.data.length);
  const { junctions, runs } = lineRuns(bitmap);
  for (const index of junctions) data[index] = band.data[index]!;
  for (const { path } of runs) {
    let on = 0;
    for (const index of path) on += band.data[index]!;
    if (on >= share * path.length) for (const index of path) data[index] = 1;
  }
  return { data, width, height };
}

/** A one-pixel line drawing split at its junctions and ends (pixels without exactly two inked neighbours). */
export function lineRuns(bitmap: Bitmap): { junctions: number[]; runs: Run[] } {
  const { width, height } = bitmap;
  const ink = bitmap.data;
  const neighbours = (index: number): number[] => {
    const x = index % width;
    const y = (index - x) / width;
    const found: number[] = [];
    for (const [dx, dy] of NEIGHBOUR_RING) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx >= 0 && ny >= 0 && nx < width && ny < height && ink[ny * width + nx] === 1) found.push(ny * width + nx);
    }
    return found;
  };
  // A run pixel's inked neighbour other than `previous`, found without building a list (the walk's inner step).
  const otherNeighbour = (index: number, previous: number): number => {
    const x = index % width;
    const y = (index - x) / width;
    for (const [dx, dy] of NEIGHBOUR_RING) {
      const nx = x + dx;
      const ny = y + dy;
      const next = ny * width + nx;
      if (nx >= 0 && ny >= 0 && nx < width && ny < height && ink[next] === 1 && next !== previous) return next;
    }
    return -1;
  };
  const isRun = new Uint8Array(ink.length);
  const junctions: number[] = [];
  for (let i = 0; i < ink.length; i++) {
    if (ink[i] !== 1) continue;
    const x = i % width;
    const y = (i - x) / width;
    let count = 0;
    for (const [dx, dy] of NEIGHBOUR_RING) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx >= 0 && ny >= 0 && nx < width && ny < height) count += ink[ny * width + nx]!;
    }
    if (count === 2) isRun[i] = 1;
    else junctions.push(i);
  }
  const visited = new Uint8Array(ink.length);
  const walk = (start: number, first: number): number[] => {
    const path = [start];
    let previous = start;
    let current = first;
    for (;;) {
      path.push(current);
      if (!isRun[current] || current === start) break;
      visited[current] = 1;
      const next = otherNeighbour(current, previous);
      if (next < 0 || (isRun[next] && visited[next] && next !== start)) break;
      previous = current;
      current = next;
    }
    return path;
  };
  const runs: Run[] = [];
  for (const junction of junctions) {
    for (const first of neighbours(junction)) if (isRun[first] && !visited[first]) runs.push({ path: walk(junction, first), isClosed: false });
  }
  // What is left is loops with no junction on them (a window frame standing alone).
  for (let i = 0; i < ink.length; i++) {
    if (!isRun[i] || visited[i]) continue;
    visited[i] = 1;
    const path = walk(i, neighbours(i)[0]!);
    runs.push({ path, isClosed: path[path.length - 1] === i });
  }
  return { junctions, runs };
}

/** Douglas-Peucker over pixel indices: the ends and every point further than `tolerance` from the chord kept. */
function simplify(path: readonly number[], width: number, tolerance: number): number[] {
  const keep = new Uint8Array(path.length);
  keep[0] = 1;
  keep[path.length - 1] = 1;
  const stack: Array<[number, number]> = [[0, path.length - 1]];
  while (stack.length > 0) {
    const [from, to] = stack.pop()!;
    const ax = path[from]! % width;
    const ay = Math.floor(path[from]! / width);
    const bx = path[to]! % width;
    const by = Math.floor(path[to]! / width);
    const length = Math.hypot(bx - ax, by - ay);
    let farthest = -1;
    let distance = tolerance;
    for (let k = from + 1; k < to; k++) {
      const px = path[k]! % width;
      const py = Math.floor(path[k]! / width);
      const d = length === 0 ? Math.hypot(px - ax, py - ay) : Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length;
      if (d > distance) [farthest, distance] = [k, d];
    }
    if (farthest < 0) continue;
    keep[farthest] = 1;
    stack.push([from, farthest], [farthest, to]);
  }
  return path.filter((_, k) => keep[k] === 1);
}

/** A closed run simplified as two open halves split at the point furthest from its start. */
function simplifyClosed(path: readonly number[], width: number, tolerance: number): number[] {
  const sx = path[0]! % width;
  const sy = Math.floor(path[0]! / width);
  let far = 0;
  let best = -1;
  for (let k = 1; k < path.length - 1; k++) {
    const d = Math.hypot((path[k]! % width) - sx, Math.floor(path[k]! / width) - sy);
    if (d > best) [far, best] = [k, d];
  }
  if (far === 0) return [...path];
  return [...simplify(path.slice(0, far + 1), width, tolerance), ...simplify(path.slice(far), width, tolerance).slice(1)];
}

/** Bresenham's line between two pixel indices, 8-connected. */
export function drawSegment(data: Uint8Array, width: number, from: number, to: number): void {
  let x = from % width;
  let y = Math.floor(from / width);
  const tx = to % width;
  const ty = Math.floor(to / width);
  const dx = Math.abs(tx - x);
  const dy = -Math.abs(ty - y);
  const sx = x < tx ? 1 : -1;
  const sy = y < ty ? 1 : -1;
  let error = dx + dy;
  for (;;) {
    data[y * width + x] = 1;
    if (x === tx && y === ty) return;
    const e2 = 2 * error;
    if (e2 >= dy) {
      error += dy;
      x += sx;
    }
    if (e2 <= dx) {
      error += dx;
      y += sy;
    }
  }
}
