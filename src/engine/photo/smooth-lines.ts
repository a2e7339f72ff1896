import { NEIGHBOUR_RING, type Bitmap } from '../linework/bitmap-ops';
import { drawSegment, lineRuns } from './straight-lines';
import { hypot2 } from '../linework/hypot';

export interface SmoothOptions {
  /** Blur along each line, working pixels: the superpixels' steps and the photo's pixel wobble are shorter. */
  sigma: number;
  /** Wobble within this (working pixels) of a line's course is left out: what stays of it is a few points, rounded. */
  tolerance: number;
  /** An excursion of a line narrower than this (working pixels) and coming back to within it is a drip, cut off. */
  neck: number;
  /** Lines here stay as they are, like the picture's frame: the outline of a subject drawn apart, which they close against. */
  fixed?: Bitmap | null;
  /**
   * A stretch of a line lying within this share of its length of a level or upright chord is drawn straight along it:
   * a landmark's plinth and walls, traced, wobbled by more than the tolerance over their length.
   */
  straighten?: number;
  /**
   * The same for level chords alone: a kept room's table top is level, while its upright lines (a model shuttle's
   * tank, a mast) straightened on one side only became spikes and wedges.
   */
  straightenLevel?: number;
  /**
   * A line whose simplified chords at least `least` (working pixels) long span at least `share` of it is drawn as
   * those chords, with sharp corners: a kept background's flag, tank, tower or table top is nearly a polygon, and
   * rounded through its corners it read as a blob.
   */
  straightSides?: { least: number; share: number };
}

/** A chord at most this steep (or this far from upright), as rise over run, is level (or upright) for `straighten`: about 10°. */
const LEVEL_SLOPE = 0.18;
/** A straight-sided line turning by less than this (radians, about 12°) at a point has no corner there. */
const CORNER_TURN = 0.21;
/**
 * A straight side's points bow from its chord by at most this share of its length on average: a traced tank's side
 * 1.5 %, while a circle's chord as long as a side of a page's thing (a tenth of the picture) bows more unless the
 * circle is wider than the picture.
 */
const SIDE_BOW = 0.02;
/** An excursion this many necks long at most is looked for (a longer narrow one is a part: a mast, a tower). */
const EXCURSION_REACH = 25;
/** An excursion at least this many necks long: a shorter one is a corner, not a drip. */
const EXCURSION_LEAST = 2;
/** A run shorter than this many gaps is not taken for a second tracing of an edge. */
const DOUBLE_LEAST = 5;
/** A run with this share of its length beside another is that edge drawn again. */
const DOUBLE_SHARE = 0.7;

interface Point {
  x: number;
  y: number;
}

/**
 * One-pixel lines redrawn as an inker would: each run between junctions (or round a loop) has its narrow
 * excursions cut at their necks (a drip hanging off a dome's base, a tree fused into a plinth as a tooth), is
 * blurred along its length (the wobble of superpixel steps), and is drawn again. Junctions stay where they are,
 * so areas closed before stay closed.
 */
export function smoothLines(bitmap: Bitmap, options: SmoothOptions): Bitmap {
  const { width, height } = bitmap;
  const data = new Uint8Array(bitmap.data.length);
  const runs = lineRuns(slim(bitmap));
  for (const index of runs.junctions) data[index] = 1;
  const onFrame = (index: number) => {
    const x = index % width;
    const y = (index - x) / width;
    return x === 0 || y === 0 || x === width - 1 || y === height - 1 || options.fixed?.data[index] === 1;
  };
  for (const run of runs.runs) {
    // Along the picture's frame (a kept background closes against it) a line stays as it is, square; only the
    // stretches between are smoothed, pinned where they meet the frame.
    const pieces: Array<{ path: number[]; isClosed: boolean }> = [];
    if (!run.path.some(onFrame)) pieces.push(run);
    else {
      let piece: number[] = [];
      for (const index of run.path) {
        if (onFrame(index)) {
          if (piece.length > 0) pieces.push({ path: [...piece, index], isClosed: false });
          data[index] = 1;
          piece = [index];
        } else piece.push(index);
      }
      if (piece.length > 1) pieces.push({ path: piece, isClosed: false });
    }
    for (const piece of pieces) {
      const points = piece.path.map((index) => ({ x: index % width, y: Math.floor(index / width) }));
      const cut = withoutExcursions(points, piece.isClosed, options.neck);
      const blurred = blurAlong(cut, piece.isClosed, options.sigma);
      const kept = fewest(blurred, piece.isClosed, options.tolerance, options.straighten ?? 0, options.straightenLevel ?? 0);
      const corners = kept.map((k) => blurred[k]!);
      const smooth = options.straightSides && isNearlyPolygon(blurred, kept, options.straightSides) ? polyline(corners) : curveThrough(corners, piece.isClosed);
      const drawn = smooth.map(({ x, y }) => Math.min(height - 1, Math.max(0, Math.round(y))) * width + Math.min(width - 1, Math.max(0, Math.round(x))));
      for (let k = 1; k < drawn.length; k++) drawSegment(data, width, drawn[k - 1]!, drawn[k]!);
    }
  }
  return { data, width, height };
}

/**
 * The points with every narrow excursion replaced by its chord: from each point, the furthest point within
 * reach that comes back to within `neck` of it, when the loop the two close is on average narrower than `neck`
 * (twice its area over its length). A closed run's excursion is the shorter way round.
 */
function withoutExcursions(points: Point[], isClosed: boolean, neck: number): Point[] {
  const count = points.length;
  const least = Math.ceil(EXCURSION_LEAST * neck);
  if (count < least) return points;
  // Prefix sums of the shoelace terms, so the area an excursion closes with its chord costs two lookups.
  const shoelace = new Float64Array(count);
  for (let k = 1; k < count; k++) shoelace[k] = shoelace[k - 1]! + points[k - 1]!.x * points[k]!.y - points[k]!.x * points[k - 1]!.y;
  const reach = Math.min(Math.floor(EXCURSION_REACH * neck), isClosed ? Math.floor(count / 2) : count - 1);
  const kept: Point[] = [];
  for (let i = 0; i < count; ) {
    kept.push(points[i]!);
    let jump = -1;
    for (let j = Math.min(count - 1, i + reach); j >= i + least; j--) {
      const a = points[i]!;
      const b = points[j]!;
      if (hypot2(b.x - a.x, b.y - a.y) > neck) continue;
      const area = Math.abs(shoelace[j]! - shoelace[i]! + b.x * a.y - a.x * b.y) / 2;
      if ((2 * area) / (j - i) < neck) {
        jump = j;
        break;
      }
    }
    i = jump > 0 ? jump : i + 1;
  }
  // The last point (a junction, or a loop's start again) is always kept.
  if (kept[kept.length - 1] !== points[count - 1]) kept.push(points[count - 1]!);
  return kept;
}

/**
 * Douglas-Peucker, the indices kept: the ends and every point further than `tolerance` from the chord (a loop split at
 * its far point), or than `straighten` times the chord's length when it is level or upright (`straightenLevel` when
 * level).
 */
function fewest(points: Point[], isClosed: boolean, tolerance: number, straighten: number, straightenLevel: number): number[] {
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: Array<[number, number]> = [];
  if (isClosed) {
    let far = 0;
    for (let k = 1; k < points.length - 1; k++) if (hypot2(points[k]!.x - points[0]!.x, points[k]!.y - points[0]!.y) > hypot2(points[far]!.x - points[0]!.x, points[far]!.y - points[0]!.y)) far = k;
    keep[far] = 1;
    stack.push([0, far], [far, points.length - 1]);
  } else stack.push([0, points.length - 1]);
  while (stack.length > 0) {
    const [from, to] = stack.pop()!;
    const a = points[from]!;
    const b = points[to]!;
    const length = hypot2(b.x - a.x, b.y - a.y);
    const [run, rise] = [Math.abs(b.x - a.x), Math.abs(b.y - a.y)];
    const isLevel = rise <= LEVEL_SLOPE * run;
    const isLevelOrUpright = isLevel || run <= LEVEL_SLOPE * rise;
    let farthest = -1;
    let distance = Math.max(tolerance, isLevelOrUpright ? straighten * length : 0, isLevel ? straightenLevel * length : 0);
    for (let k = from + 1; k < to; k++) {
      const p = points[k]!;
      const d = length === 0 ? hypot2(p.x - a.x, p.y - a.y) : Math.abs((b.x - a.x) * (a.y - p.y) - (a.x - p.x) * (b.y - a.y)) / length;
      if (d > distance) [farthest, distance] = [k, d];
    }
    if (farthest < 0) continue;
    keep[farthest] = 1;
    stack.push([from, farthest], [farthest, to]);
  }
  const kept: number[] = [];
  for (let k = 0; k < points.length; k++) if (keep[k]) kept.push(k);
  return kept;
}

/**
 * Whether the simplified line (`kept`, indices into `points`) is mostly straight sides: its chords at least `least`
 * long whose points bow from them by at most SIDE_BOW of their length (on average, signed: an arc lies on one side)
 * span at least `share` of its length. Nearly a polygon, it is drawn as one.
 */
function isNearlyPolygon(points: Point[], kept: number[], { least, share }: { least: number; share: number }): boolean {
  let along = 0;
  for (let k = 1; k < kept.length; k++) {
    const [from, to] = [kept[k - 1]!, kept[k]!];
    const [a, b] = [points[from]!, points[to]!];
    const length = hypot2(b.x - a.x, b.y - a.y);
    if (length < least) continue;
    let side = 0;
    for (let i = from + 1; i < to; i++) side += ((b.x - a.x) * (a.y - points[i]!.y) - (a.x - points[i]!.x) * (b.y - a.y)) / length;
    if (Math.abs(side) < SIDE_BOW * length * Math.max(1, to - from - 1)) along += to - from;
  }
  return kept.length > 2 && along >= share * (points.length - 1);
}

/**
 * The points joined by straight lines sampled about a pixel apart, a sharp corner at each point where the line turns
 * by at least CORNER_TURN (a point where it turns less is left out: a side traced as two chords is one).
 */
function polyline(points: Point[]): Point[] {
  const corners: Point[] = [points[0]!];
  for (let k = 1; k < points.length - 1; k++) {
    const [a, b, c] = [corners[corners.length - 1]!, points[k]!, points[k + 1]!];
    const turn = Math.abs(Math.atan2((b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x), (b.x - a.x) * (c.x - b.x) + (b.y - a.y) * (c.y - b.y)));
    if (turn >= CORNER_TURN) corners.push(b);
  }
  corners.push(points[points.length - 1]!);
  const out: Point[] = [corners[0]!];
  for (let k = 1; k < corners.length; k++) out.push(...segment(corners[k - 1]!, corners[k]!));
  return out;
}

/** The straight line from `a` to `b` sampled about a pixel apart, without `a`. */
function segment(a: Point, b: Point): Point[] {
  const steps = Math.max(1, Math.ceil(hypot2(b.x - a.x, b.y - a.y)));
  return Array.from({ length: steps }, (_, k) => ({ x: a.x + ((b.x - a.x) * (k + 1)) / steps, y: a.y + ((b.y - a.y) * (k + 1)) / steps }));
}

/**
 * A smooth curve through the points (a centripetal Catmull-Rom spline, sampled about a pixel apart): the few
 * points the simplification keeps lie on the line's course, so the curve follows it without its wobble, and
 * unlike a spline that only passes near its points it does not flatten a round shape into facets or overshoot at
 * a corner. An open line ends at its ends; a loop closes.
 */
function curveThrough(points: Point[], isClosed: boolean): Point[] {
  const count = isClosed ? points.length - 1 : points.length;
  if (count < 3) return points;
  const at = (k: number): Point => {
    if (isClosed) return points[((k % count) + count) % count]!;
    if (k < 0) return { x: 2 * points[0]!.x - points[1]!.x, y: 2 * points[0]!.y - points[1]!.y };
    if (k >= count) return { x: 2 * points[count - 1]!.x - points[count - 2]!.x, y: 2 * points[count - 1]!.y - points[count - 2]!.y };
    return points[k]!;
  };
  const out: Point[] = [points[0]!];
  const segments = isClosed ? count : count - 1;
  for (let k = 0; k < segments; k++) {
    const [p0, p1, p2, p3] = [at(k - 1), at(k), at(k + 1), at(k + 2)];
    const knot = (a: Point, b: Point) => Math.max(1e-3, Math.sqrt(Math.hypot(b.x - a.x, b.y - a.y)));
    const t1 = knot(p0, p1);
    const t2 = t1 + knot(p1, p2);
    const t3 = t2 + knot(p2, p3);
    const steps = Math.max(1, Math.ceil(Math.hypot(p2.x - p1.x, p2.y - p1.y)));
    for (let step = 1; step <= steps; step++) {
      const t = t1 + ((t2 - t1) * step) / steps;
      const mix = (a: Point, b: Point, from: number, to: number): Point => ({ x: ((to - t) * a.x + (t - from) * b.x) / (to - from), y: ((to - t) * a.y + (t - from) * b.y) / (to - from) });
      const a1 = mix(p0, p1, 0, t1);
      const a2 = mix(p1, p2, t1, t2);
      const a3 = mix(p2, p3, t2, t3);
      out.push(mix(mix(a1, a2, 0, t2), mix(a2, a3, t1, t3), t1, t2));
    }
  }
  return out;
}

/**
 * The points blurred along the line (a Gaussian over their order, about one pixel apart): an open run's ends
 * are pinned (they are junctions) and the blur fades in from them; a loop is blurred round. A short loop is
 * blurred less, so a pupil does not shrink to a dot.
 */
function blurAlong(points: Point[], isClosed: boolean, sigma: number): Point[] {
  const count = isClosed ? points.length - 1 : points.length;
  const spread = Math.min(sigma, count / 6);
  if (spread < 0.5 || count < 3) return points;
  const radius = Math.ceil(2.5 * spread);
  const weights = Array.from({ length: 2 * radius + 1 }, (_, k) => Math.exp(-((k - radius) ** 2) / (2 * spread * spread)));
  const out: Point[] = [];
  for (let k = 0; k < count; k++) {
    // Near an open run's ends the window shrinks to stay symmetric, so the end stays put and the line leaves it straight.
    const reach = isClosed ? radius : Math.min(radius, k, count - 1 - k);
    let sx = 0;
    let sy = 0;
    let total = 0;
    for (let d = -reach; d <= reach; d++) {
      const at = isClosed ? (k + d + count) % count : k + d;
      const weight = weights[d + radius]!;
      sx += weight * points[at]!.x;
      sy += weight * points[at]!.y;
      total += weight;
    }
    out.push({ x: sx / total, y: sy / total });
  }
  if (isClosed) out.push(out[0]!);
  return out;
}

/**
 * One-pixel lines without each run (shortest first) lying within `gap` of another run still drawn for most of
 * its length, its ends' first `gap` pixels not counted (runs meeting at a junction lie close there): a saucer's
 * rim traced on both its sides, crossing itself, left slivers of paper between the two. A run mostly on `fixed`
 * (the subject's outline) stays. What a dropped run leaves hanging is for the caller to wear back.
 */
export function withoutDoubledLines(bitmap: Bitmap, gap: number, fixed: Bitmap | null): Bitmap {
  const { width, height } = bitmap;
  const slimmed = slim(bitmap);
  const { runs } = lineRuns(slimmed);
  const owner = new Int32Array(bitmap.data.length).fill(-1);
  runs.forEach((run, id) => {
    for (let k = 1; k < run.path.length - 1; k++) owner[run.path[k]!] = id;
  });
  const isDrawn = new Uint8Array(runs.length).fill(1);
  const data = Uint8Array.from(slimmed.data);
  const order = runs.map((_, id) => id).sort((a, b) => runs[a]!.path.length - runs[b]!.path.length || a - b);
  for (const id of order) {
    const path = runs[id]!.path;
    // A short run beside others is a boat's bow or a window's side between two junctions, not an edge drawn twice.
    if (path.length < DOUBLE_LEAST * gap || (fixed && path.filter((index) => fixed.data[index]).length * 2 > path.length)) continue;
    let looked = 0;
    let beside = 0;
    for (let k = gap; k < path.length - gap; k++) {
      looked++;
      const x = path[k]! % width;
      const y = Math.floor(path[k]! / width);
      search: for (let dy = -gap; dy <= gap; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -gap; dx <= gap; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const other = owner[ny * width + nx]!;
          if (other >= 0 && other !== id && isDrawn[other]) {
            beside++;
            break search;
          }
        }
      }
    }
    if (looked < gap || beside < DOUBLE_SHARE * looked) continue;
    isDrawn[id] = 0;
    for (let k = 1; k < path.length - 1; k++) data[path[k]!] = 0;
  }
  return { data, width, height };
}

/**
 * For each arrangement of a pixel's eight neighbours (bit k for NEIGHBOUR_RING[k]), how many 8-connected groups
 * they form among themselves.
 */
const NEIGHBOUR_GROUPS = Uint8Array.from({ length: 256 }, (_, mask) => {
  const group = new Int8Array(8).fill(-1);
  let groups = 0;
  for (let k = 0; k < 8; k++) {
    if (!(mask & (1 << k)) || group[k]! >= 0) continue;
    const stack = [k];
    group[k] = groups;
    while (stack.length > 0) {
      const at = stack.pop()!;
      for (let other = 0; other < 8; other++) {
        const touches = Math.max(Math.abs(NEIGHBOUR_RING[at]![0] - NEIGHBOUR_RING[other]![0]), Math.abs(NEIGHBOUR_RING[at]![1] - NEIGHBOUR_RING[other]![1])) === 1;
        if (mask & (1 << other) && group[other]! < 0 && touches) {
          group[other] = groups;
          stack.push(other);
        }
      }
    }
    groups++;
  }
  return groups;
});

/**
 * A thinned line without the pixels its neighbours join without (the inside corner of each stair step): there a
 * pixel has three inked neighbours and was taken for a junction, which cut a wobbling line into runs a few pixels
 * long, each pinned at its ends and so never smoothed. Ends and true junctions stay.
 */
function slim(bitmap: Bitmap): Bitmap {
  const { width, height } = bitmap;
  const data = Uint8Array.from(bitmap.data);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = y * width + x;
      // The picture's frame is left square.
      if (!data[index] || x === 0 || y === 0 || x === width - 1 || y === height - 1) continue;
      let mask = 0;
      let count = 0;
      for (let k = 0; k < 8; k++) {
        const nx = x + NEIGHBOUR_RING[k]![0];
        const ny = y + NEIGHBOUR_RING[k]![1];
        if (nx >= 0 && ny >= 0 && nx < width && ny < height && data[ny * width + nx]) {
          mask |= 1 << k;
          count++;
        }
      }
      if (count >= 2 && count <= 3 && NEIGHBOUR_GROUPS[mask] === 1) data[index] = 0;
    }
  }
  return { data, width, height };
}

/**
 * One-pixel lines with every closed pocket of paper smaller than `minArea`, or narrower on average than
 * `sliver.width` and under `sliver.maxArea`, filled (to be thinned away by the caller): where two smoothed lines
 * cross or meet at a slant they close a lens too thin to colour.
 */
export function withoutPockets(bitmap: Bitmap, minArea: number, sliver?: { width: number; maxArea: number }): Bitmap {
  const { width, height } = bitmap;
  const data = Uint8Array.from(bitmap.data);
  const seen = new Uint8Array(data.length);
  // The paper's pieces are gathered in one typed queue: most of a page is paper, and a growing array of its pixels
  // (and an array of neighbours a pixel) cost more than the fill.
  const members = new Int32Array(data.length);
  for (let start = 0; start < data.length; start++) {
    if (data[start] || seen[start]) continue;
    let count = 0;
    members[count++] = start;
    seen[start] = 1;
    let touchesFrame = false;
    let rim = 0;
    for (let head = 0; head < count; head++) {
      const index = members[head]!;
      const x = index % width;
      const y = (index - x) / width;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) touchesFrame = true;
      if (data[index - 1] || data[index + 1] || data[index - width] || data[index + width]) rim++;
      if (x > 0 && !data[index - 1] && !seen[index - 1]) {
        seen[index - 1] = 1;
        members[count++] = index - 1;
      }
      if (x < width - 1 && !data[index + 1] && !seen[index + 1]) {
        seen[index + 1] = 1;
        members[count++] = index + 1;
      }
      if (y > 0 && !data[index - width] && !seen[index - width]) {
        seen[index - width] = 1;
        members[count++] = index - width;
      }
      if (y < height - 1 && !data[index + width] && !seen[index + width]) {
        seen[index + width] = 1;
        members[count++] = index + width;
      }
    }
    // A sliver's mean width is twice its area over its rim: the lens left where two lines cross at a slant.
    const isSliver = sliver !== undefined && count < sliver.maxArea && (2 * count) / Math.max(1, rim) < sliver.width;
    if (!touchesFrame && (count < minArea || isSliver)) for (let i = 0; i < count; i++) data[members[i]!] = 1;
  }
  return { data, width, height };
}
