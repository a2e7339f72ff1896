import { closeGaps, hollowFills, inkPieces, removeSpecks, type Bitmap } from '../linework/bitmap-ops';

/** A photo is a drawing on paper when at least this share of it is within reach of the paper's colour. */
const PAPER_SHARE = 0.55;
/** Colour distance (sum over R, G, B) from the paper at which a pixel is crayon, pencil or ink. */
const INK_DISTANCE = 70;
/** Paper is light: its channels' mean at least this, averaged over the sheet. */
const MIN_PAPER_LEVEL = 170;
/** Light falls on a photographed sheet unevenly, but not this unevenly: its darkest part at least this share of its lightest. */
const MIN_LIGHT_RATIO = 0.5;
/** The light is fitted on every this many pixels across and down: a smooth field needs few. */
const FIT_STEP = 4;
const FIT_ROUNDS = 4;
/** Ink pieces smaller than this (working pixels at 1000 px) are crumbs of wax or grain. */
const MAX_SPECK_AREA = 50;

/**
 * The paper of a drawing as photographed: one colour under light that varies smoothly over the sheet (brighter
 * by the window, darker in a corner), its level a quadratic in the position.
 */
export interface Paper {
  /** The paper's colour at level 1, per channel. */
  colour: [number, number, number];
  /** The light's level (channels' mean) as a quadratic in u, v (-0.5..0.5 across the picture): 1, u, v, u², uv, v². */
  light: number[];
  width: number;
  height: number;
}

/** The six light terms at a point: 1, u, v, u², uv, v², with u, v from -0.5 to 0.5 across the picture. */
function lightTerms(x: number, y: number, width: number, height: number, out: Float64Array, at: number): void {
  const u = x / width - 0.5;
  const v = y / height - 0.5;
  out[at] = 1;
  out[at + 1] = u;
  out[at + 2] = v;
  out[at + 3] = u * u;
  out[at + 4] = u * v;
  out[at + 5] = v * v;
}

function lightAt(paper: Paper, x: number, y: number): number {
  // Read by index: a tuple taken apart a call was most of the test for paper on a photo of the world.
  const light = paper.light;
  const u = x / paper.width - 0.5;
  const v = y / paper.height - 0.5;
  return light[0]! + light[1]! * u + light[2]! * v + light[3]! * u * u + light[4]! * u * v + light[5]! * v * v;
}

/** Least squares of the six light terms over the chosen points (normal equations, Gaussian elimination). */
function fitLight(terms: Float64Array, levels: Float64Array, chosen: Uint8Array): number[] | null {
  const n = 6;
  const matrix = Array.from({ length: n }, () => new Float64Array(n + 1));
  for (let point = 0; point < chosen.length; point++) {
    if (!chosen[point]) continue;
    const at = point * n;
    for (let i = 0; i < n; i++) {
      const row = matrix[i]!;
      const ti = terms[at + i]!;
      for (let j = 0; j < n; j++) row[j]! += ti * terms[at + j]!;
      row[n]! += ti * levels[point]!;
    }
  }
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) if (Math.abs(matrix[row]![col]!) > Math.abs(matrix[pivot]![col]!)) pivot = row;
    if (Math.abs(matrix[pivot]![col]!) < 1e-9) return null;
    [matrix[col], matrix[pivot]] = [matrix[pivot]!, matrix[col]!];
    for (let row = 0; row < n; row++) {
      if (row === col) continue;
      const factor = matrix[row]![col]! / matrix[col]![col]!;
      for (let k = col; k <= n; k++) matrix[row]![k]! -= factor * matrix[col]![k]!;
    }
  }
  return matrix.map((row, i) => row[n]! / row[i]!);
}

/** How far a pixel is from the paper where it lies, summed over R, G, B. */
function paperDistance(rgb: Uint8Array, offset: number, paper: Paper, level: number): number {
  return (
    Math.abs(rgb[offset]! - paper.colour[0] * level) + Math.abs(rgb[offset + 1]! - paper.colour[1] * level) + Math.abs(rgb[offset + 2]! - paper.colour[2] * level)
  );
}

/**
 * The paper when the photo is a drawing on paper (a child's crayon drawing, a pencil sketch): most of it one
 * light colour under smoothly varying light, the drawing on top. Null for a photo of the world. The paper
 * starts as the lighter half of the photo and is fitted again to what lies close to it, a few rounds; one
 * colour times a level keeps a sky's blue-to-white or a wall's shadow from passing as paper.
 */
export function paperColour(rgb: Uint8Array, width: number, height: number, channels: number): Paper | null {
  const columns = Math.ceil((width - (FIT_STEP >> 1)) / FIT_STEP);
  const rows = Math.ceil((height - (FIT_STEP >> 1)) / FIT_STEP);
  const count = columns * rows;
  const xs = new Int32Array(count);
  const ys = new Int32Array(count);
  const levels = new Float64Array(count);
  const terms = new Float64Array(count * 6);
  const histogram = new Uint32Array(256);
  for (let row = 0, point = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++, point++) {
      const x = (FIT_STEP >> 1) + column * FIT_STEP;
      const y = (FIT_STEP >> 1) + row * FIT_STEP;
      const offset = (y * width + x) * channels;
      xs[point] = x;
      ys[point] = y;
      levels[point] = (rgb[offset]! + rgb[offset + 1]! + rgb[offset + 2]!) / 3;
      histogram[Math.round(levels[point]!)]!++;
      lightTerms(x, y, width, height, terms, point * 6);
    }
  }
  let median = 0;
  for (let seen = 0; median < 255 && seen + histogram[median]! < count / 2; median++) seen += histogram[median]!;
  const chosen = new Uint8Array(count);
  for (let point = 0; point < count; point++) chosen[point] = levels[point]! >= median ? 1 : 0;
  let paper: Paper | null = null;
  for (let round = 0; round < FIT_ROUNDS; round++) {
    const light = fitLight(terms, levels, chosen);
    if (!light) return null;
    const colour = [0, 0, 0];
    let chosenCount = 0;
    for (let point = 0; point < count; point++) {
      if (!chosen[point]) continue;
      const offset = (ys[point]! * width + xs[point]!) * channels;
      const level = Math.max(1, levels[point]!);
      for (let c = 0; c < 3; c++) colour[c]! += rgb[offset + c]! / level;
      chosenCount++;
    }
    if (chosenCount < 6) return null;
    paper = { colour: colour.map((sum) => sum / chosenCount) as [number, number, number], light, width, height };
    for (let point = 0; point < count; point++) {
      const offset = (ys[point]! * width + xs[point]!) * channels;
      chosen[point] = paperDistance(rgb, offset, paper, lightAt(paper, xs[point]!, ys[point]!)) < INK_DISTANCE / 2 ? 1 : 0;
    }
  }
  if (!paper) return null;
  let [lightest, darkest, levelSum, onPaper] = [0, Infinity, 0, 0];
  for (let point = 0; point < count; point++) {
    const level = lightAt(paper, xs[point]!, ys[point]!);
    lightest = Math.max(lightest, level);
    darkest = Math.min(darkest, level);
    levelSum += level;
    if (paperDistance(rgb, (ys[point]! * width + xs[point]!) * channels, paper, level) < INK_DISTANCE) onPaper++;
  }
  if (levelSum / count < MIN_PAPER_LEVEL || darkest < lightest * MIN_LIGHT_RATIO) return null;
  return onPaper / count >= PAPER_SHARE ? paper : null;
}

/**
 * A drawing on paper traced as it was drawn: every stroke is one line (edges would draw both sides of it),
 * the wax's gaps and the paper's grain closed and dropped, areas coloured in made outlines to colour again.
 * `rgb` is the drawing lightly blurred, so a crayon's speckle is already evened out.
 */
export function drawingLines(rgb: Uint8Array, width: number, height: number, channels: number, paper: Paper): Bitmap {
  const scale = Math.max(width, height) / 1000;
  const ink = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      ink[i] = paperDistance(rgb, i * channels, paper, lightAt(paper, x, y)) >= INK_DISTANCE ? 1 : 0;
    }
  }
  let bitmap: Bitmap = { data: ink, width, height };
  // Narrow: the paper's light is fitted, so the wax's gaps are all a closing has to bridge; wider, it welded a
  // smile to the face drawn round it.
  bitmap = closeGaps(bitmap, Math.max(1, Math.round(scale)));
  // Crumbs of wax and grain, not a drawn dot: a stick figure's eye measures 90-130 working pixels.
  bitmap = removeSpecks(bitmap, Math.round(MAX_SPECK_AREA * scale * scale));
  return hollowFills(bitmap, { coreRadius: Math.round(12 * scale), outlineWidth: Math.round(5 * scale), minInteriorArea: Math.round(400 * scale * scale) });
}

/** A stroke's direction at its end is taken over this many pixels back along it. */
const END_DIRECTION_SPAN = 8;
/** A stroke's end is joined to ink at most this far off its direction (radians). */
const END_CONE = Math.PI / 4;

/**
 * One-pixel strokes with each end carried on to the nearest ink ahead of it (within `reach` pixels and 45° of the
 * stroke's direction, not counting the stroke's own last pixels) where that closes an area: a child draws a tree's
 * trunk down to the grass and stops a crayon's width short, leaving the trunk open at the bottom. A join closes an
 * area when it runs back into the stroke's own drawing, or when two ends of one drawing run into the same other
 * (the trunk's two sides into the grass); a sun's ray or a leg stopping by a dog's tail closes nothing and stays apart.
 */
export function closeStrokeGaps(bitmap: Bitmap, reach: number): Bitmap {
  const { width, height } = bitmap;
  const data = Uint8Array.from(bitmap.data);
  const inked = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height && bitmap.data[y * width + x] === 1;
  const neighboursOf = (index: number): number[] => {
    const x = index % width;
    const y = (index - x) / width;
    const found: number[] = [];
    for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) if ((dx || dy) && inked(x + dx, y + dy)) found.push((y + dy) * width + x + dx);
    return found;
  };
  const piece = inkPieces(bitmap);
  const joins: Array<{ from: number; to: number; pair: string }> = [];
  for (let end = 0; end < bitmap.data.length; end++) {
    if (!bitmap.data[end] || neighboursOf(end).length !== 1) continue;
    // The stroke walked back from its end: its own pixels are not a target, and its direction is read off it.
    const own = new Set([end]);
    let [previous, current] = [end, neighboursOf(end)[0]!];
    let back = current;
    for (let step = 1; step <= 2 * reach; step++) {
      own.add(current);
      if (step === END_DIRECTION_SPAN) back = current;
      const next = neighboursOf(current).filter((index) => index !== previous && !own.has(index));
      if (next.length !== 1) break;
      [previous, current] = [current, next[0]!];
    }
    const ex = end % width;
    const ey = (end - ex) / width;
    const length = Math.hypot(ex - (back % width), ey - Math.floor(back / width));
    if (length < 2) continue;
    const [dx, dy] = [(ex - (back % width)) / length, (ey - Math.floor(back / width)) / length];
    let best = -1;
    let bestDistance = reach + 1;
    for (let y = Math.max(0, ey - reach); y <= Math.min(height - 1, ey + reach); y++) {
      for (let x = Math.max(0, ex - reach); x <= Math.min(width - 1, ex + reach); x++) {
        const index = y * width + x;
        if (!bitmap.data[index] || own.has(index)) continue;
        const distance = Math.hypot(x - ex, y - ey);
        if (distance >= bestDistance || ((x - ex) * dx + (y - ey) * dy) / distance < Math.cos(END_CONE)) continue;
        [best, bestDistance] = [index, distance];
      }
    }
    if (best >= 0) joins.push({ from: end, to: best, pair: `${piece[end]}-${piece[best]}` });
  }
  const pairs = new Map<string, number>();
  for (const { pair } of joins) pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
  for (const { from, to, pair } of joins) if (piece[from] === piece[to] || pairs.get(pair)! >= 2) drawLine(data, width, from, to);
  return { data, width, height };
}

function drawLine(data: Uint8Array, width: number, from: number, to: number): void {
  const [ax, ay, bx, by] = [from % width, Math.floor(from / width), to % width, Math.floor(to / width)];
  const steps = Math.max(Math.abs(bx - ax), Math.abs(by - ay));
  for (let step = 0; step <= steps; step++) data[Math.round(ay + ((by - ay) * step) / steps) * width + Math.round(ax + ((bx - ax) * step) / steps)] = 1;
}

/** The drawing's ground line spans at least this share of its width, both its ends in the lower half of the drawing. */
const GROUND_MIN_SPAN = 0.6;

/**
 * The drawing's ground line (a long stroke across its foot: a child's zig-zag grass, the tree and the dog standing
 * on it joined to it) closed into a band below it,
 * `depth` pixels under its lowest point, by a straight line from its one end to the other: an older child's page
 * gets the grass as a strip to colour rather than a line. Strokes are one pixel wide; the band's sides stand `inset`
 * in from the bitmap's (a grass running out of the photo), so grown by that much they are whole, and the bitmap is
 * grown downwards to hold the band. Without such a line the drawing is returned as it was.
 */
export function withGroundBand(strokes: Bitmap, depth: number, inset: number): Bitmap {
  const { width, height } = strokes;
  const piece = inkPieces(strokes);
  const extents = new Map<number, { left: number; right: number; bottom: number; leftY: number; rightY: number }>();
  for (let index = 0; index < piece.length; index++) {
    const label = piece[index]!;
    if (!label) continue;
    const x = index % width;
    const y = (index - x) / width;
    const extent = extents.get(label);
    if (!extent) {
      extents.set(label, { left: x, right: x, bottom: y, leftY: y, rightY: y });
      continue;
    }
    if (x < extent.left) [extent.left, extent.leftY] = [x, y];
    if (x >= extent.right) [extent.right, extent.rightY] = [x, y];
    extent.bottom = Math.max(extent.bottom, y);
  }
  const grounds = [...extents.values()].filter(
    (extent) => extent.right - extent.left >= GROUND_MIN_SPAN * width && extent.leftY >= height / 2 && extent.rightY >= height / 2,
  );
  const ground = grounds.sort((a, b) => b.bottom - a.bottom)[0];
  if (!ground) return strokes;
  const base = ground.bottom + depth;
  // Room below the band's foot for the line's width once it is grown.
  const grownHeight = Math.max(height, base + Math.ceil(depth / 2));
  const data = new Uint8Array(width * grownHeight);
  data.set(strokes.data);
  const at = (x: number, y: number) => y * width + x;
  const [left, right] = [Math.max(ground.left, inset), Math.min(ground.right, width - 1 - inset)];
  drawLine(data, width, at(ground.left, ground.leftY), at(left, base));
  drawLine(data, width, at(left, base), at(right, base));
  drawLine(data, width, at(right, base), at(ground.right, ground.rightY));
  return { data, width, height: grownHeight };
}
