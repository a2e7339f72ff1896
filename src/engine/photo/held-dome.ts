import type { Regions } from './photo-regions';

/**
 * A dark round thing in the photo (a space helmet held in an arm, its visor facing us) is a circle, and a child
 * draws it as one. Its areas were cut by the visor's shine and the black table behind it, and the simplified
 * subject lost it into the lumpy body or left it out: so the circle is found from the photo's edges (a Hough vote
 * along each edge's gradient towards its dark side) and drawn as one round area over what it stands in front of.
 */
export interface Circle {
  x: number;
  y: number;
  radius: number;
}

/** The dome's round, and its visor's when clear: the dark glass below the pale shell's crescent. */
export type Dome = Circle & { visor: Circle | null };

/** A dome is this share of the picture's short side in radius, at least (a badge or a button is smaller) ... */
const MIN_RADIUS_SHARE = 0.14;
/** ... and at most (a wide-angle bowl filling the photo is the picture, not a thing in it). */
const MAX_RADIUS_SHARE = 0.32;
/** Votes are counted in cells this many pixels on a side, and radii in steps of this many pixels. */
const CELL = 2;
const RADIUS_STEP = 2;
/** Edges voting are the strongest this share of the picture's pixels. */
const EDGE_SHARE = 0.08;
/** The circle is taken when edges lie within this many pixels of it along this share of its round ... */
const RIM_REACH = 2;
const MIN_RIM_SHARE = 0.45;
/** ... and this share of its inside is dark ... */
const MIN_DARK_SHARE = 0.7;
/**
 * A peak's votes (edge pixels by pixel of radius) times its rim share are at least this: the helmet scores 0.66, a
 * rocket's dark pad, a landmark's shadowed arch and a boat's hull in the lake about 0.2.
 */
const MIN_SCORE = 0.4;
/** ... below this luminance. */
const DARK = 70;
/** The strongest peaks of the vote checked against the photo. */
const CANDIDATES = 40;
/** Peaks with under this share of the most votes are not checked. */
const PEAK_SHARE = 0.3;
/** A dome held in the picture has this share of its round in it, at least: one the frame cuts in half is a shape in the backdrop. */
const MIN_INSIDE = 0.6;
/** Points sampled round a circle. */
const ROUND_SAMPLES = 360;

/** The luminance's gradient by Sobel, with its direction (not bucketed: votes go along it). */
function sobel(luminance: Uint8Array, width: number, height: number): { gx: Float32Array; gy: Float32Array; magnitude: Float32Array } {
  const gx = new Float32Array(width * height);
  const gy = new Float32Array(width * height);
  const magnitude = new Float32Array(width * height);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const up = i - width;
      const down = i + width;
      const dx = luminance[up + 1]! + 2 * luminance[i + 1]! + luminance[down + 1]! - luminance[up - 1]! - 2 * luminance[i - 1]! - luminance[down - 1]!;
      const dy = luminance[down - 1]! + 2 * luminance[down]! + luminance[down + 1]! - luminance[up - 1]! - 2 * luminance[up]! - luminance[up + 1]!;
      gx[i] = dx;
      gy[i] = dy;
      magnitude[i] = Math.sqrt(dx * dx + dy * dy);
    }
  }
  return { gx, gy, magnitude };
}

/** Edges grown by `RIM_REACH` each way (a square), so a point of a circle is near an edge when it lies on one. */
function grown(edges: Uint8Array, width: number, height: number): Uint8Array {
  const across = new Uint8Array(edges.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!edges[y * width + x]) continue;
      for (let dx = Math.max(0, x - RIM_REACH); dx <= Math.min(width - 1, x + RIM_REACH); dx++) across[y * width + dx] = 1;
    }
  }
  const out = new Uint8Array(edges.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!across[y * width + x]) continue;
      for (let dy = Math.max(0, y - RIM_REACH); dy <= Math.min(height - 1, y + RIM_REACH); dy++) out[dy * width + x] = 1;
    }
  }
  return out;
}

/** The share of the circle's round, inside the picture, on the grown edges. */
function rimShare(near: Uint8Array, width: number, height: number, dome: Circle): number {
  let inside = 0;
  let onEdge = 0;
  for (let k = 0; k < ROUND_SAMPLES; k++) {
    const angle = (2 * Math.PI * k) / ROUND_SAMPLES;
    const px = Math.round(dome.x + dome.radius * Math.cos(angle));
    const py = Math.round(dome.y + dome.radius * Math.sin(angle));
    if (px < 0 || py < 0 || px >= width || py >= height) continue;
    inside++;
    onEdge += near[py * width + px]!;
  }
  return inside >= MIN_INSIDE * ROUND_SAMPLES ? onEdge / inside : 0;
}

function darkShare(luminance: Uint8Array, width: number, height: number, dome: Circle): number {
  let inside = 0;
  let dark = 0;
  const top = Math.max(0, Math.ceil(dome.y - dome.radius));
  const bottom = Math.min(height - 1, Math.floor(dome.y + dome.radius));
  for (let y = top; y <= bottom; y++) {
    const half = Math.sqrt(Math.max(0, dome.radius ** 2 - (y - dome.y) ** 2));
    for (let x = Math.max(0, Math.ceil(dome.x - half)); x <= Math.min(width - 1, Math.floor(dome.x + half)); x++) {
      inside++;
      if (luminance[y * width + x]! < DARK) dark++;
    }
  }
  return inside ? dark / inside : 0;
}

/** The photo's luminance at half size, each pixel the mean of four. */
function halved(luminance: Uint8Array, width: number, height: number): { luminance: Uint8Array; width: number; height: number } {
  const half = { width: width >> 1, height: height >> 1 };
  const out = new Uint8Array(half.width * half.height);
  for (let y = 0; y < half.height; y++) {
    for (let x = 0; x < half.width; x++) {
      const at = 2 * y * width + 2 * x;
      out[y * half.width + x] = (luminance[at]! + luminance[at + 1]! + luminance[at + width]! + luminance[at + width + 1]! + 2) >> 2;
    }
  }
  return { luminance: out, ...half };
}

/**
 * The largest dark round thing in the photo (its luminance, smoothed), or null when none is clear. Found at half
 * size: a dome is large, and the vote over every radius cost a third of a second at working size.
 */
export function heldDome(luminance: Uint8Array, width: number, height: number): Dome | null {
  const half = halved(luminance, width, height);
  const found = halfDome(half.luminance, half.width, half.height);
  if (!found) return null;
  const dome = { x: 2 * found.x + 0.5, y: 2 * found.y + 0.5, radius: 2 * found.radius };
  return { ...dome, visor: visorOf(luminance, width, height, dome) };
}

/** The shell is paler than this; the visor's glass darker. */
const PALE = 110;
/** The shell's rim band, as a share of the dome's radius: the crescent is the pale reaching it. */
const SHELL_BAND = 0.97;
/** The visor's rim is fitted to points within this share of the dome's radius of it (its glints left out). */
const VISOR_INLIER = 0.05;
/** The crescent of shell the visor leaves is this share of the dome, at least and at most. */
const SHELL_SHARE = [0.04, 0.4] as const;

/** Kåsa's least-squares circle through the points (x, y pairs). */
function fitCircle(xs: number[], ys: number[]): Circle | null {
  const n = xs.length;
  if (n < 3) return null;
  let sx = 0, sy = 0, sxx = 0, syy = 0, sxy = 0, sz = 0, sxz = 0, syz = 0;
  for (let i = 0; i < n; i++) {
    const x = xs[i]!;
    const y = ys[i]!;
    const z = x * x + y * y;
    sx += x; sy += y; sxx += x * x; syy += y * y; sxy += x * y; sz += z; sxz += x * z; syz += y * z;
  }
  // Normal equations of x² + y² + D x + E y + F = 0, solved by Cramer's rule.
  const m = [[sxx, sxy, sx], [sxy, syy, sy], [sx, sy, n]];
  const b = [-sxz, -syz, -sz];
  const det = (a: number[][]) => a[0]![0]! * (a[1]![1]! * a[2]![2]! - a[1]![2]! * a[2]![1]!) - a[0]![1]! * (a[1]![0]! * a[2]![2]! - a[1]![2]! * a[2]![0]!) + a[0]![2]! * (a[1]![0]! * a[2]![1]! - a[1]![1]! * a[2]![0]!);
  const whole = det(m);
  if (Math.abs(whole) < 1e-9) return null;
  const [d, e, f] = [0, 1, 2].map((column) => det(m.map((row, r) => row.map((value, c) => (c === column ? b[r]! : value)))) / whole) as [number, number, number];
  const x = -d / 2;
  const y = -e / 2;
  const squared = x * x + y * y - f;
  return squared > 0 ? { x, y, radius: Math.sqrt(squared) } : null;
}

/**
 * The visor's round: the pale shell is what reaches the dome's rim from inside (the glints on the glass stand
 * apart from it), and the visor's rim is the circle fitted, robustly, to where the shell gives way to the glass.
 */
function visorOf(luminance: Uint8Array, width: number, height: number, dome: Circle): Circle | null {
  const isIn = (x: number, y: number, share: number) => (x - dome.x) ** 2 + (y - dome.y) ** 2 <= (share * dome.radius) ** 2;
  const shell = new Uint8Array(width * height);
  const stack: number[] = [];
  const top = Math.max(0, Math.ceil(dome.y - dome.radius));
  const bottom = Math.min(height - 1, Math.floor(dome.y + dome.radius));
  for (let y = top; y <= bottom; y++) {
    for (let x = Math.max(0, Math.ceil(dome.x - dome.radius)); x <= Math.min(width - 1, Math.floor(dome.x + dome.radius)); x++) {
      const index = y * width + x;
      if (luminance[index]! > PALE && isIn(x, y, 1) && !isIn(x, y, SHELL_BAND)) {
        shell[index] = 1;
        stack.push(index);
      }
    }
  }
  while (stack.length) {
    const index = stack.pop()!;
    const x = index % width;
    const y = (index - x) / width;
    for (const [nx, ny] of [[x - 1, y], [x + 1, y], [x, y - 1], [x, y + 1]] as const) {
      const next = ny * width + nx;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height || shell[next] || luminance[next]! <= PALE || !isIn(nx, ny, 1)) continue;
      shell[next] = 1;
      stack.push(next);
    }
  }
  let xs: number[] = [];
  let ys: number[] = [];
  let shellArea = 0;
  let domeArea = 0;
  for (let y = top; y <= bottom; y++) {
    for (let x = Math.max(1, Math.ceil(dome.x - dome.radius)); x <= Math.min(width - 2, Math.floor(dome.x + dome.radius)); x++) {
      if (!isIn(x, y, 1)) continue;
      domeArea++;
      const index = y * width + x;
      if (!shell[index]) continue;
      shellArea++;
      if (isIn(x, y, SHELL_BAND) && (!shell[index - 1] || !shell[index + 1] || !shell[index - width] || !shell[index + width])) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  if (shellArea < SHELL_SHARE[0] * domeArea || shellArea > SHELL_SHARE[1] * domeArea) return null;
  let visor: Circle | null = null;
  for (let round = 0; round < 3; round++) {
    visor = fitCircle(xs, ys);
    if (!visor) return null;
    const fitted = visor;
    const kept = xs.map((_, i) => i).filter((i) => Math.abs(Math.hypot(xs[i]! - fitted.x, ys[i]! - fitted.y) - fitted.radius) <= VISOR_INLIER * dome.radius);
    xs = kept.map((i) => xs[i]!);
    ys = kept.map((i) => ys[i]!);
  }
  return visor;
}

function halfDome(luminance: Uint8Array, width: number, height: number): Circle | null {
  const short = Math.min(width, height);
  const minRadius = Math.round(MIN_RADIUS_SHARE * short);
  const maxRadius = Math.round(MAX_RADIUS_SHARE * short);
  const { gx, gy, magnitude } = sobel(luminance, width, height);
  // The strongest edges by a histogram of their strength.
  const histogram = new Uint32Array(1024);
  let peak = 1;
  for (const value of magnitude) peak = Math.max(peak, value);
  for (const value of magnitude) histogram[Math.min(1023, Math.floor((value / peak) * 1023))]!++;
  let count = 0;
  let bin = 1023;
  while (bin > 0 && count + histogram[bin]! < EDGE_SHARE * magnitude.length) count += histogram[bin--]!;
  const threshold = (bin / 1023) * peak;
  const edges = new Uint8Array(magnitude.length);
  for (let i = 0; i < edges.length; i++) edges[i] = magnitude[i]! > threshold && magnitude[i]! > 0 ? 1 : 0;
  const cellsX = Math.ceil(width / CELL);
  const cellsY = Math.ceil(height / CELL);
  const radii = Math.floor((maxRadius - minRadius) / RADIUS_STEP) + 1;
  const votes = new Float32Array(cellsX * cellsY * radii);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      if (!edges[i]) continue;
      // A dark dome's middle lies against the gradient from its visor, with it from its pale shell's rim.
      const ux = -gx[i]! / magnitude[i]!;
      const uy = -gy[i]! / magnitude[i]!;
      for (let r = 0; r < radii; r++) {
        const radius = minRadius + r * RADIUS_STEP;
        for (const side of [1, -1]) {
          const cx = Math.floor((x + side * ux * radius) / CELL);
          const cy = Math.floor((y + side * uy * radius) / CELL);
          if (cx < 0 || cy < 0 || cx >= cellsX || cy >= cellsY) continue;
          // A larger circle has more edge to vote: counted by its round, they weigh alike.
          votes[(r * cellsY + cy) * cellsX + cx]! += 1 / radius;
        }
      }
    }
  }
  // The strongest few peaks are checked against the photo, strongest first: edges most of the way round, dark inside.
  let most = 0;
  for (const value of votes) most = Math.max(most, value);
  const peaks: number[] = [];
  for (let index = 0; index < votes.length; index++) if (votes[index]! > 0 && votes[index]! >= PEAK_SHARE * most) peaks.push(index);
  const order = peaks.sort((a, b) => votes[b]! - votes[a]! || a - b).slice(0, CANDIDATES);
  const near = grown(edges, width, height);
  let best: Circle | null = null;
  let bestScore = 0;
  for (const index of order) {
    const r = Math.floor(index / (cellsX * cellsY));
    const cell = index % (cellsX * cellsY);
    const dome = { x: (cell % cellsX) * CELL + CELL / 2, y: Math.floor(cell / cellsX) * CELL + CELL / 2, radius: minRadius + r * RADIUS_STEP };
    const rim = rimShare(near, width, height, dome);
    if (rim < MIN_RIM_SHARE || votes[index]! * rim <= Math.max(bestScore, MIN_SCORE) || darkShare(luminance, width, height, dome) < MIN_DARK_SHARE) continue;
    best = dome;
    bestScore = votes[index]! * rim;
  }
  return best && hugged(near, width, height, best);
}

/** Within this many pixels of the vote's peak (its cells are coarse), ... */
const HUG_REACH = 8;
/** ... the circle lying along the most edge. */
function hugged(near: Uint8Array, width: number, height: number, dome: Circle): Circle {
  let best = dome;
  let bestRim = rimShare(near, width, height, dome);
  for (let dy = -HUG_REACH; dy <= HUG_REACH; dy += CELL) {
    for (let dx = -HUG_REACH; dx <= HUG_REACH; dx += CELL) {
      for (let dr = -HUG_REACH; dr <= HUG_REACH; dr += RADIUS_STEP) {
        const moved = { x: dome.x + dx, y: dome.y + dy, radius: dome.radius + dr };
        const rim = rimShare(near, width, height, moved);
        if (rim > bestRim) {
          best = moved;
          bestRim = rim;
        }
      }
    }
  }
  return best;
}

/** Whether a working pixel lies on the dome. */
export function isOnDome(dome: Dome, x: number, y: number): boolean {
  return (x - dome.x) ** 2 + (y - dome.y) ** 2 <= dome.radius ** 2;
}

/** The dome as one area of its own over the areas it stands in front of, its visor another inside it. */
export function fitToDome(regions: Regions, dome: Dome): void {
  const { labels, width, height } = regions;
  const shell = regions.labelCount;
  const visor = dome.visor;
  for (let y = Math.max(0, Math.ceil(dome.y - dome.radius)); y <= Math.min(height - 1, Math.floor(dome.y + dome.radius)); y++) {
    const half = Math.sqrt(Math.max(0, dome.radius ** 2 - (y - dome.y) ** 2));
    for (let x = Math.max(0, Math.ceil(dome.x - half)); x <= Math.min(width - 1, Math.floor(dome.x + half)); x++) {
      labels[y * width + x] = visor && (x - visor.x) ** 2 + (y - visor.y) ** 2 <= visor.radius ** 2 ? shell + 1 : shell;
    }
  }
  const added = visor ? 2 : 1;
  regions.labelCount += added;
  regions.areaCount += added;
}
