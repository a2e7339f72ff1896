import { inkPieces, type Bitmap } from '../linework/bitmap-ops';

/** A pixel whose brightest channel is below this (0-255, the normalised photo) is dark: a cypress, a hedge in shade. */
const DARK = 48;
/** A dark piece reaching the subject's foot within this share of its height from its lowest row stands in front of it. */
const FOOT_SHARE = 0.25;
/** ...and rises no higher than this share of the subject's height above its lowest row (a dark door stays). */
const RISE_SHARE = 0.5;
/** A plant's rim, blurred into the marble round it (working pixels): painted over with it. */
const RIM = 6;
/** A plant pixel takes the colour of the subject within this share of the photo's width beside it in its row. */
const BESIDE_SHARE = 0.08;

/**
 * The photo with the dark pieces standing in front of a subject's foot painted over with the subject above them,
 * and where they were (`null` when there were none). The Taj Mahal's cypresses are as sharp as its marble and lie
 * inside its mask above the lawn that is cut off it: cut into areas, they were a row of stubs dripping from its
 * plinth. A dark piece of the subject touching its foot and rising less than half its height is such a plant (or
 * its shadow); each of its pixels takes the colour of the subject beside it in its row, so the plinth
 * runs on behind it and the areas are cut as if it were not there.
 */
export function withoutFootPlants(rgb: Buffer, channels: number, subject: Bitmap): { rgb: Buffer; plants: Bitmap } | null {
  const { width, height } = subject;
  let top = height;
  let bottom = -1;
  for (let index = 0; index < width * height; index++) {
    if (!subject.data[index]) continue;
    const y = Math.floor(index / width);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
  }
  if (bottom < 0) return null;
  const tall = bottom - top + 1;
  const dark = new Uint8Array(width * height);
  for (let index = 0; index < dark.length; index++) {
    if (subject.data[index] === 1 && Math.max(rgb[index * channels]!, rgb[index * channels + 1]!, rgb[index * channels + 2]!) < DARK) dark[index] = 1;
  }
  const pieces = inkPieces({ width, height, data: dark });
  const highest = new Map<number, number>();
  const atFoot = new Set<number>();
  for (let index = 0; index < pieces.length; index++) {
    const piece = pieces[index]!;
    if (piece === 0) continue;
    const y = Math.floor(index / width);
    highest.set(piece, Math.min(highest.get(piece) ?? height, y));
    if (y >= bottom - FOOT_SHARE * tall && (y === height - 1 || !subject.data[index + width])) atFoot.add(piece);
  }
  const plants = new Uint8Array(width * height);
  for (let index = 0; index < pieces.length; index++) {
    const piece = pieces[index]!;
    if (atFoot.has(piece) && highest.get(piece)! >= bottom - RISE_SHARE * tall) plants[index] = 1;
  }
  if (!plants.includes(1)) return null;
  // Grown by its blurred rim (breadth first, within the subject), so the rim is painted over with the plant.
  const steps = new Uint8Array(width * height);
  const queue: number[] = [];
  for (let index = 0; index < plants.length; index++) if (plants[index]) queue.push(index);
  for (let head = 0; head < queue.length; head++) {
    const index = queue[head]!;
    if (steps[index]! >= RIM) continue;
    const x = index % width;
    for (const next of [x > 0 ? index - 1 : -1, x < width - 1 ? index + 1 : -1, index - width, index + width]) {
      if (next < 0 || next >= plants.length || plants[next] || !subject.data[next]) continue;
      plants[next] = 1;
      steps[next] = steps[index]! + 1;
      queue.push(next);
    }
  }
  // Each row's plant pixels take the mean colour of the subject beside them in that row: a plinth's bands and the
  // foot of the wall above run on across the gap. Copied down each column instead, the rows above drew stripes.
  const painted = Buffer.from(rgb);
  const reach = Math.round(BESIDE_SHARE * width);
  const sums = new Float64Array((width + 1) * (channels + 1));
  for (let y = top; y <= bottom; y++) {
    const row = y * width;
    if (!plants.subarray(row, row + width).includes(1)) continue;
    for (let x = 0; x < width; x++) {
      const index = row + x;
      const isBeside = subject.data[index] === 1 && !plants[index];
      for (let c = 0; c <= channels; c++) sums[(x + 1) * (channels + 1) + c] = sums[x * (channels + 1) + c]! + (isBeside ? (c === channels ? 1 : rgb[index * channels + c]!) : 0);
    }
    for (let x = 0; x < width; x++) {
      const index = row + x;
      if (!plants[index]) continue;
      let [from, to] = [Math.max(0, x - reach), Math.min(width, x + reach + 1)];
      if (sums[to * (channels + 1) + channels] === sums[from * (channels + 1) + channels]) [from, to] = [0, width];
      const count = sums[to * (channels + 1) + channels]! - sums[from * (channels + 1) + channels]!;
      if (count === 0) continue;
      for (let c = 0; c < channels; c++) painted[index * channels + c] = Math.round((sums[to * (channels + 1) + c]! - sums[from * (channels + 1) + c]!) / count);
    }
  }
  return { rgb: painted, plants: { data: plants, width, height } };
}
