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

function basis(x: number, y: number, width: number, height: number): number[] {
  const u = x / width - 0.5;
  const v = y / height - 0.5;
  return [1, u, v, u * u, u * v, v * v];
}

function lightAt(paper: Paper, x: number, y: number): number {
  const terms = basis(x, y, paper.width, paper.height);
  let level = 0;
  for (let k = 0; k < terms.length; k++) level += terms[k]! * paper.light[k]!;
  return level;
}

/** Least squares of the six light terms over the sample points (normal equations, Gaussian elimination). */
function fitLight(samples: Array<{ x: number; y: number; level: number }>, width: number, height: number): number[] | null {
  const n = 6;
  const matrix = Array.from({ length: n }, () => new Array<number>(n + 1).fill(0));
  for (const { x, y, level } of samples) {
    const terms = basis(x, y, width, height);
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) matrix[i]![j]! += terms[i]! * terms[j]!;
      matrix[i]![n]! += terms[i]! * level;
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
  const points: Array<{ x: number; y: number; offset: number; level: number }> = [];
  for (let y = FIT_STEP >> 1; y < height; y += FIT_STEP) {
    for (let x = FIT_STEP >> 1; x < width; x += FIT_STEP) {
      const offset = (y * width + x) * channels;
      points.push({ x, y, offset, level: (rgb[offset]! + rgb[offset + 1]! + rgb[offset + 2]!) / 3 });
    }
  }
  const median = points.map((point) => point.level).sort((a, b) => a - b)[points.length >> 1] ?? 0;
  let chosen = points.filter((point) => point.level >= median);
  let paper: Paper | null = null;
  for (let round = 0; round < FIT_ROUNDS && chosen.length > 6; round++) {
    const light = fitLight(chosen, width, height);
    if (!light) return null;
    const colour = [0, 1, 2].map((c) => chosen.reduce((sum, point) => sum + rgb[point.offset + c]! / Math.max(1, point.level), 0) / chosen.length);
    paper = { colour: colour as [number, number, number], light, width, height };
    const fitted = paper;
    chosen = points.filter((point) => paperDistance(rgb, point.offset, fitted, lightAt(fitted, point.x, point.y)) < INK_DISTANCE / 2);
  }
  if (!paper) return null;
  let [lightest, darkest, levelSum, onPaper] = [0, Infinity, 0, 0];
  for (const point of points) {
    const level = lightAt(paper, point.x, point.y);
    [lightest, darkest, levelSum] = [Math.max(lightest, level), Math.min(darkest, level), levelSum + level];
    if (paperDistance(rgb, point.offset, paper, level) < INK_DISTANCE) onPaper++;
  }
  if (levelSum / points.length < MIN_PAPER_LEVEL || darkest < lightest * MIN_LIGHT_RATIO) return null;
  return onPaper / points.length >= PAPER_SHARE ? paper : null;
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
  bitmap = closeGaps(bitmap, Math.max(1, Math.round(2 * scale)));
  bitmap = removeSpecks(bitmap, Math.round(150 * scale * scale));
  return hollowFills(bitmap, { coreRadius: Math.round(12 * scale), outlineWidth: Math.round(5 * scale), minInteriorArea: Math.round(400 * scale * scale) });
}
