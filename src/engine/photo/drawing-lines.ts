import { closeGaps, hollowFills, removeSpecks, type Bitmap } from '../linework/bitmap-ops';

/** A photo is a drawing on paper when at least this share of it is within reach of the paper's colour. */
const PAPER_SHARE = 0.55;
/** Colour distance (sum over R, G, B) from the paper at which a pixel is crayon, pencil or ink. */
const INK_DISTANCE = 70;
/** Paper is light: its channels' mean at least this. */
const MIN_PAPER_LEVEL = 170;

/**
 * The paper's colour when the photo is a drawing on paper (a child's crayon drawing, a pencil sketch): most of
 * it one light colour, the drawing on top. Null for a photo of the world.
 */
export function paperColour(rgb: Uint8Array, width: number, height: number, channels: number): [number, number, number] | null {
  // The most common light colour, in 16 levels a channel, averaged over its pixels.
  const counts = new Uint32Array(4096);
  const sums = new Float64Array(4096 * 3);
  const pixels = width * height;
  for (let i = 0; i < pixels; i++) {
    const [r, g, b] = [rgb[i * channels]!, rgb[i * channels + 1]!, rgb[i * channels + 2]!];
    const bin = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    counts[bin] = counts[bin]! + 1;
    sums[bin * 3] = sums[bin * 3]! + r;
    sums[bin * 3 + 1] = sums[bin * 3 + 1]! + g;
    sums[bin * 3 + 2] = sums[bin * 3 + 2]! + b;
  }
  let best = 0;
  for (let bin = 1; bin < counts.length; bin++) if (counts[bin]! > counts[best]!) best = bin;
  const paper: [number, number, number] = [0, 1, 2].map((c) => sums[best * 3 + c]! / counts[best]!) as [number, number, number];
  if ((paper[0] + paper[1] + paper[2]) / 3 < MIN_PAPER_LEVEL) return null;
  let onPaper = 0;
  for (let i = 0; i < pixels; i++) if (distance(rgb, i * channels, paper) < INK_DISTANCE) onPaper++;
  return onPaper / pixels >= PAPER_SHARE ? paper : null;
}

function distance(rgb: Uint8Array, offset: number, paper: readonly number[]): number {
  return Math.abs(rgb[offset]! - paper[0]!) + Math.abs(rgb[offset + 1]! - paper[1]!) + Math.abs(rgb[offset + 2]! - paper[2]!);
}

/**
 * A drawing on paper traced as it was drawn: every stroke is one line (edges would draw both sides of it),
 * the wax's gaps and the paper's grain closed and dropped, areas coloured in made outlines to colour again.
 * `rgb` is the drawing lightly blurred, so a crayon's speckle is already evened out.
 */
export function drawingLines(rgb: Uint8Array, width: number, height: number, channels: number, paper: readonly number[]): Bitmap {
  const scale = Math.max(width, height) / 1000;
  const ink = new Uint8Array(width * height);
  for (let i = 0; i < ink.length; i++) ink[i] = distance(rgb, i * channels, paper) >= INK_DISTANCE ? 1 : 0;
  let bitmap: Bitmap = { data: ink, width, height };
  bitmap = closeGaps(bitmap, Math.max(1, Math.round(2 * scale)));
  bitmap = removeSpecks(bitmap, Math.round(150 * scale * scale));
  return hollowFills(bitmap, { coreRadius: Math.round(12 * scale), outlineWidth: Math.round(5 * scale), minInteriorArea: Math.round(400 * scale * scale) });
}
