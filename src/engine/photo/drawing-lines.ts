import { closeGaps, hollowFills, removeSpecks, type Bitmap } from '../linework/bitmap-ops';

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
  const [c, cu, cv, cuu, cuv, cvv] = paper.light as [number, number, number, number, number, number];
  const u = x / paper.width - 0.5;
  const v = y / paper.height - 0.5;
  return c + cu * u + cv * v + cuu * u * u + cuv * u * v + cvv * v * v;
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
      const [x, y] = [(FIT_STEP >> 1) + column * FIT_STEP, (FIT_STEP >> 1) + row * FIT_STEP];
      const offset = (y * width + x) * channels;
      [xs[point], ys[point]] = [x, y];
      levels[point] = (rgb[offset]! + rgb[offset + 1]! + rgb[offset + 2]!) / 3;
      histogram[Math.round(levels[point]!)]!++;
      lightTerms(x, y, width, height, terms, point * 6);
    }
  }
  let median = 0;
  for (let seen = 0; median < 255 && seen + histogram[median]! < count / 2; median++) seen += histogram[median]!;
  const chosen = Uint8Array.from(levels, (level) => (level >= median ? 1 : 0));
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
    [lightest, darkest, levelSum] = [Math.max(lightest, level), Math.min(darkest, level), levelSum + level];
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
