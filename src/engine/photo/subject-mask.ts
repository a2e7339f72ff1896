import type { Bitmap } from '../linework/bitmap-ops';
import { hypot3 } from '../linework/hypot';

/** Long side of the grid the subject is found on: shapes, not details; a few thousand cells iterate in milliseconds. */
const GRID_LONG_SIDE = 200;
/** Colour levels per channel in the colour models (8 × 8 × 8 bins), times three levels of sharpness. */
const COLOUR_LEVELS = 8;
const SHARPNESS_LEVELS = 8;
/** Lines in the blurriest cells (below this sharpness level) are a blurred room's shapes, not a barrier. */
const BARRIER_LEVEL = 2;
const ROUNDS = 5;
/** A subject covers at least this share of the photo and at most this share; otherwise there is none to keep. */
const MIN_SUBJECT_SHARE = 0.04;
const MAX_SUBJECT_SHARE = 0.85;
/** Evidence against a cell that can be reached from the photo's edge without crossing a line: plain backdrop. */
const OPEN_PENALTY = 1.8;
/** Strips of the mask thinner than twice this many cells go. */
const OPENING_CELLS = 3;
/** Open backdrop stays in the subject only with this much evidence (log-likelihood ratio) for it. */
const OPEN_KEEP = 0.5;
/** A "subject" much of which is open backdrop is sky between towers, not one thing: no subject then. */
const MAX_OPEN_SHARE = 0.3;
/** A cell this near (CIELAB) one of the subject's main colours continues the subject. */
const OWN_COLOUR_DISTANCE = 8;
const PALETTE_SIZE = 8;
/** A colour of fewer of the subject's cells than this share is a detail of it (a pupil), not its colour. */
const MIN_PALETTE_SHARE = 0.04;
/**
 * A subject running out of the photo's top over this share of its width is a close-up (a head filling the
 * frame), whose out-of-focus parts lie round it. A subject standing in the photo (a person, a cup, a building)
 * has a backdrop of colours near its own (a grey wall by a white suit, a table of a cup's brown) that the
 * growth would take.
 */
const CLOSE_UP_TOP = 0.15;
/** Grown over more than this share of the photo, the subject's colours are the backdrop's too: not grown. */
const MAX_GROWN_SHARE = 0.8;
/** A cell greener than this (CIELAB a*) is plants: lawn, cypresses, hedges. */
const PLANT_GREEN = -8;
/** Rows either side taken with a row when its share of plants is measured. */
const GROUND_ROWS = 2;
/** A row of the mask at least this share plants is ground in front of the subject. */
const GROUND_SHARE = 0.1;
/** Where the ground's band ends upwards. */
const GROUND_EDGE_SHARE = 0.01;
/** The least band of ground (share of the photo's height) that is cut off. */
const MIN_GROUND_ROWS = 0.04;

/**
 * The subject found: `core` is what stands out from its backdrop by colour and focus, `whole` that with a
 * close-up's blurred parts of its own colour round it (the same mask otherwise). What the subject is (a
 * landscape's band, a building) is told by the core: a façade's core grown over the sky its trees enclose
 * no longer lay inside the building's regular cells.
 */
export interface SubjectMasks {
  core: Bitmap;
  whole: Bitmap;
  /**
   * The parts of a close-up of another colour than its own that lie between it and an outline closing them off
   * from the room (an ear's pink inside): areas of their own, or the merging inside a subject takes them into the
   * fur and the ear is not drawn. Null when the subject was not grown.
   */
  parts: Bitmap | null;
  /** The mask was cut off above plants standing in front of the subject's foot (a landmark's garden). */
  isCutAtGround: boolean;
}

/**
 * Where the photo's subject is, as a filled mask at working size, or null when the photo has no one subject
 * (a landscape, a pattern). A GrabCut-like estimate without a user's rectangle: the middle of the photo seeds
 * the subject and its border band the background; each is modelled by a histogram of colour and sharpness
 * (a subject in focus is crisp, the room behind it blurred), every cell goes to the likelier model (smoothed
 * over its neighbours, with a pull towards the middle), the piece in the middle is kept with its holes filled,
 * and the models are learnt again from the result.
 */
export function subjectMask(rgb: Uint8Array, sharpness: Float32Array, edges: Bitmap, channels: number): SubjectMasks | null {
  const { width, height } = edges;
  const step = Math.max(1, Math.ceil(Math.max(width, height) / GRID_LONG_SIDE));
  const gw = Math.ceil(width / step);
  const gh = Math.ceil(height / step);
  const cells = gw * gh;
  const bins = new Uint16Array(cells);
  const sharp = new Float32Array(cells);
  const colour = new Float32Array(cells * 3);
  const counts = new Uint16Array(cells);
  const isBarrier = new Uint8Array(cells);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const cell = Math.floor(y / step) * gw + Math.floor(x / step);
      const pixel = (y * width + x) * channels;
      colour[cell * 3] = colour[cell * 3]! + rgb[pixel]!;
      colour[cell * 3 + 1] = colour[cell * 3 + 1]! + rgb[pixel + 1]!;
      colour[cell * 3 + 2] = colour[cell * 3 + 2]! + rgb[pixel + 2]!;
      sharp[cell] = sharp[cell]! + sharpness[y * width + x]!;
      if (edges.data[y * width + x]) isBarrier[cell] = 1;
      counts[cell] = counts[cell]! + 1;
    }
  }
  const sharpSorted = Float32Array.from(sharp, (value, cell) => value / counts[cell]!).sort();
  const sharpCuts = Array.from({ length: SHARPNESS_LEVELS - 1 }, (_, level) => sharpSorted[Math.floor((cells * (level + 1)) / SHARPNESS_LEVELS)]!);
  const sharpBins = new Uint8Array(cells);
  for (let cell = 0; cell < cells; cell++) {
    const level = (value: number) => Math.min(COLOUR_LEVELS - 1, Math.floor((value / counts[cell]! / 256) * COLOUR_LEVELS));
    const sharpness = sharp[cell]! / counts[cell]!;
    let sharpLevel = 0;
    while (sharpLevel < sharpCuts.length && sharpness >= sharpCuts[sharpLevel]!) sharpLevel++;
    sharpBins[cell] = sharpLevel;
    if (sharpLevel < BARRIER_LEVEL) isBarrier[cell] = 0;
    bins[cell] = (level(colour[cell * 3]!) * COLOUR_LEVELS + level(colour[cell * 3 + 1]!)) * COLOUR_LEVELS + level(colour[cell * 3 + 2]!);
  }

  // Elliptical distance from the middle: 0 there, 1 on an ellipse touching the photo's sides.
  const distance = new Float32Array(cells);
  for (let y = 0; y < gh; y++) {
    for (let x = 0; x < gw; x++) distance[y * gw + x] = Math.hypot((x + 0.5 - gw / 2) / (gw / 2), (y + 0.5 - gh / 2) / (gh / 2));
  }
  const band = Math.max(2, Math.round(Math.min(gw, gh) * 0.06));
  let subject: Uint8Array = new Uint8Array(cells);
  const isBand = new Uint8Array(cells);
  for (let y = 0; y < gh; y++) {
    for (let x = 0; x < gw; x++) {
      const cell = y * gw + x;
      if (distance[cell]! < 0.55) subject[cell] = 1;
      if (x < band || y < band || x >= gw - band || y >= gh - band) isBand[cell] = 1;
    }
  }
  const open = openFromBorder(isBarrier, gw, gh);
  const colourModel = histogramModel(COLOUR_LEVELS ** 3);
  const sharpModel = histogramModel(SHARPNESS_LEVELS);
  const score = new Float32Array(cells);
  // What the first models (the middle against the border band) say, before later rounds learn from themselves.
  const seedEvidence = new Float32Array(cells);
  for (let round = 0; round < ROUNDS; round++) {
    colourModel.clear();
    sharpModel.clear();
    for (let cell = 0; cell < cells; cell++) {
      // In the first round the border band teaches the background model too; later rounds trust the result,
      // so a subject filling the frame is not learnt as background from its own edge.
      const weight = round === 0 && isBand[cell] ? 3 : 1;
      colourModel.add(bins[cell]!, subject[cell] === 1, weight);
      sharpModel.add(sharpBins[cell]!, subject[cell] === 1, weight);
    }
    for (let cell = 0; cell < cells; cell++) {
      const likelihood = colourModel.ratio(bins[cell]!) + sharpModel.ratio(sharpBins[cell]!);
      if (round === 0) seedEvidence[cell] = likelihood;
      score[cell] = Math.max(-4, Math.min(4, likelihood)) + 1.5 * (1 - distance[cell]! * distance[cell]!) - (open[cell] ? OPEN_PENALTY : 0);
    }
    const smoothed = boxBlur(boxBlur(score, gw, gh, 2), gw, gh, 2);
    const next = new Uint8Array(cells);
    for (let cell = 0; cell < cells; cell++) next[cell] = smoothed[cell]! > 0 ? 1 : 0;
    subject = fillHoles(middlePiece(next, distance, gw), gw, gh);
  }
  // Backdrop open to the edge that the models only lean towards (a flag, a wall beside the subject) goes.
  const trimmed = Uint8Array.from(subject, (value, cell) => (value && open[cell] && seedEvidence[cell]! < OPEN_KEEP ? 0 : value));
  subject = fillHoles(middlePiece(openingOf(trimmed, gw, gh), distance, gw), gw, gh);
  const uncut = subject;
  subject = withoutGroundCover(subject, colour, counts, gw, gh, distance);
  const isCutAtGround = subject !== uncut;
  const { whole, parts } = withColourContinued(subject, colour, counts, isBarrier, gw, gh);
  let area = 0;
  for (const value of subject) area += value;
  let openArea = 0;
  for (let cell = 0; cell < cells; cell++) openArea += subject[cell]! & open[cell]!;
  if (area < cells * MIN_SUBJECT_SHARE || area > cells * MAX_SUBJECT_SHARE || openArea > area * MAX_OPEN_SHARE) return null;
  const core = upsample(subject, gw, gh, step, width, height);
  if (whole === subject) return { core, whole: core, parts: null, isCutAtGround };
  return { core, whole: upsample(whole, gw, gh, step, width, height), parts: upsample(parts, gw, gh, step, width, height), isCutAtGround };
}

/**
 * A close-up's subject grown over the cells next to it whose colour is one of its own (in CIELAB, near one of
 * the main colours of the subject found), however blurred: a close-up's ears, cheeks and chest are out of focus like
 * the room behind them, so the sharpness model and the flood from the photo's edge give them to the backdrop,
 * and the subject found is the sharp middle of a head. A room of other colours stops the growth; so does a
 * grown subject that would leave no backdrop (the subject's colours are everywhere: nothing tells them apart).
 */
function withColourContinued(subject: Uint8Array, colour: Float32Array, counts: Uint16Array, isBarrier: Uint8Array, width: number, height: number): { whole: Uint8Array; parts: Uint8Array } {
  const cells = subject.length;
  const unchanged = { whole: subject, parts: subject };
  let acrossTop = 0;
  for (let x = 0; x < width; x++) acrossTop += subject[x]!;
  if (acrossTop < width * CLOSE_UP_TOP) return unchanged;
  const lab = new Float32Array(cells * 3);
  for (let cell = 0; cell < cells; cell++) {
    const [l, a, b] = cielab(colour[cell * 3]! / counts[cell]!, colour[cell * 3 + 1]! / counts[cell]!, colour[cell * 3 + 2]! / counts[cell]!);
    lab[cell * 3] = l;
    lab[cell * 3 + 1] = a;
    lab[cell * 3 + 2] = b;
  }
  const members: number[] = [];
  for (let cell = 0; cell < cells; cell++) if (subject[cell]) members.push(cell);
  if (members.length === 0) return unchanged;
  const palette = mainColours(lab, members);
  const isOwn = new Float32Array(cells);
  for (let cell = 0; cell < cells; cell++) {
    let nearest = Infinity;
    for (const [l, a, b] of palette) nearest = Math.min(nearest, hypot3(lab[cell * 3]! - l, lab[cell * 3 + 1]! - a, lab[cell * 3 + 2]! - b));
    isOwn[cell] = nearest < OWN_COLOUR_DISTANCE ? 1 : 0;
  }
  // Smoothed, so a single cell of a matching colour in the room (a speck, a shadow) carries nothing on.
  const soft = boxBlur(isOwn, width, height, 1);
  const grown = Uint8Array.from(subject);
  const stack = [...members];
  while (stack.length > 0) {
    const cell = stack.pop()!;
    const x = cell % width;
    for (const next of [cell - width, cell + width, x > 0 ? cell - 1 : -1, x < width - 1 ? cell + 1 : -1]) {
      if (next < 0 || next >= cells || grown[next] || soft[next]! < 0.5) continue;
      grown[next] = 1;
      stack.push(next);
    }
  }
  // Its top is no way in for the room: the subject runs out of the photo there, and what lies between its
  // pieces along the top, closed off from the room by an outline, is more of it (an ear, pale or pink like the room).
  const room = openFromBorder(Uint8Array.from(isBarrier, (value, cell) => value | grown[cell]!), width, height, false);
  // Only what reaches the top: closed off elsewhere, it is a bit of the room between the subject and a line in it.
  const closedOff = Uint8Array.from(room, (value, cell) => (value || grown[cell] ? 0 : 1));
  const enclosed = joinedTo(closedOff, Array.from({ length: width }, (_, x) => x), width);
  for (let cell = 0; cell < cells; cell++) grown[cell] = grown[cell]! | enclosed[cell]!;
  const opened = openingOf(grown, width, height);
  for (let cell = 0; cell < cells; cell++) opened[cell] = opened[cell]! | subject[cell]!;
  const result = withFootPockets(fillHoles(joinedTo(opened, members, width), width, height), width, height);
  let area = 0;
  for (const value of result) area += value;
  if (area > cells * MAX_GROWN_SHARE) return unchanged;
  // Only the parts still running out of the top once opened: the pieces the opening cut off lower down (a bit of
  // the room along a cheek) were small floating loops on the page.
  const parts = openingOf(Uint8Array.from(enclosed, (value, cell) => value & result[cell]!), width, height);
  return { whole: result, parts: joinedTo(parts, Array.from({ length: width }, (_, x) => x), width) };
}

/**
 * A close-up's backdrop pockets along the photo's foot, between its own cells there, are more of it: the head runs
 * out of the photo at its foot as at its top, and its pale muzzle and chin, of the room's colour rather than the
 * fur's and as soft, were left out (an arch of outline across the face's foot). A pocket reaching another edge of
 * the photo is the room beside the head, and stays out.
 */
function withFootPockets(mask: Uint8Array, width: number, height: number): Uint8Array {
  const foot = (height - 1) * width;
  let [first, last] = [-1, -1];
  for (let x = 0; x < width; x++) {
    if (!mask[foot + x]) continue;
    if (first < 0) first = x;
    last = x;
  }
  const backdrop = Uint8Array.from(mask, (value) => value ^ 1);
  const result = Uint8Array.from(mask);
  for (let x = first + 1; first >= 0 && x < last; x++) {
    if (!backdrop[foot + x]) continue;
    const pocket = joinedTo(backdrop, [foot + x], width);
    let reachesSide = false;
    for (let cell = 0; cell < pocket.length; cell++) {
      if (!pocket[cell]) continue;
      backdrop[cell] = 0;
      const column = cell % width;
      if (column === 0 || column === width - 1 || cell < width) reachesSide = true;
    }
    if (!reachesSide) for (let cell = 0; cell < pocket.length; cell++) result[cell] = result[cell]! | pocket[cell]!;
  }
  return result;
}

/**
 * The subject cut off above the plants standing in front of its foot: a landmark's garden (cypresses, lawn) is
 * as sharp as the building and joins its mask, and outlined with it became a dripping wedge under the base. From
 * the mask's lowest row up, the rows where plants' green holds a share of the mask are ground; the mask is cut
 * with a straight line above them, the base's line on the page. Only a band low in the photo and under a third
 * of the subject's height is cut, so a green subject (a frog) or one standing in a meadow keeps its body.
 */
function withoutGroundCover(subject: Uint8Array, colour: Float32Array, counts: Uint16Array, width: number, height: number, distance: Float32Array): Uint8Array {
  const rowCells = new Float32Array(height);
  const rowGreen = new Float32Array(height);
  for (let cell = 0; cell < subject.length; cell++) {
    if (!subject[cell]) continue;
    const y = Math.floor(cell / width);
    rowCells[y] = rowCells[y]! + 1;
    const [, a] = cielab(colour[cell * 3]! / counts[cell]!, colour[cell * 3 + 1]! / counts[cell]!, colour[cell * 3 + 2]! / counts[cell]!);
    if (a < PLANT_GREEN) rowGreen[y] = rowGreen[y]! + 1;
  }
  let top = height;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    if (rowCells[y]! === 0) continue;
    top = Math.min(top, y);
    bottom = y;
  }
  if (bottom < 0) return subject;
  const share = (y: number) => {
    let cells = 0;
    let green = 0;
    for (let row = Math.max(top, y - GROUND_ROWS); row <= Math.min(bottom, y + GROUND_ROWS); row++) {
      cells += rowCells[row]!;
      green += rowGreen[row]!;
    }
    return cells > 0 ? green / cells : 0;
  };
  let cut = bottom + 1;
  while (cut - 1 > top && share(cut - 1) >= GROUND_SHARE) cut--;
  // The band thins out upwards (hedges darker than the lawn); it ends where plants are no more than specks.
  if (cut <= bottom) while (cut - 1 > top && share(cut - 1) >= GROUND_EDGE_SHARE) cut--;
  const isGround = bottom + 1 - cut >= height * MIN_GROUND_ROWS && cut > height / 2 && bottom + 1 - cut < (bottom + 1 - top) / 3;
  if (!isGround) return subject;
  const cutMask = Uint8Array.from(subject, (value, cell) => (cell >= cut * width ? 0 : value));
  return fillHoles(middlePiece(cutMask, distance, width), width, height);
}

/** The cells of `mask` 4-connected to any of `from`. */
function joinedTo(mask: Uint8Array, from: readonly number[], width: number): Uint8Array {
  const kept = new Uint8Array(mask.length);
  const stack = from.filter((cell) => mask[cell]);
  for (const cell of stack) kept[cell] = 1;
  while (stack.length > 0) {
    const cell = stack.pop()!;
    const x = cell % width;
    for (const next of [cell - width, cell + width, x > 0 ? cell - 1 : -1, x < width - 1 ? cell + 1 : -1]) {
      if (next < 0 || next >= mask.length || !mask[next] || kept[next]) continue;
      kept[next] = 1;
      stack.push(next);
    }
  }
  return kept;
}

/** The main colours of the cells given (k-means in CIELAB); small clusters (a pupil, a glint) are not the subject's colour. */
function mainColours(lab: Float32Array, members: readonly number[]): Array<[number, number, number]> {
  // Centres and sums as l, a, b, count, four to a colour, in flat arrays: a tuple a centre and a closure a cell
  // were most of the subject mask's garbage.
  const centres = new Float64Array(PALETTE_SIZE * 4);
  for (let i = 0; i < PALETTE_SIZE; i++) {
    const cell = members[Math.floor(((i + 0.5) * members.length) / PALETTE_SIZE)]!;
    centres.set([lab[cell * 3]!, lab[cell * 3 + 1]!, lab[cell * 3 + 2]!, 0], i * 4);
  }
  const sums = new Float64Array(PALETTE_SIZE * 4);
  for (let iteration = 0; iteration < 10; iteration++) {
    sums.fill(0);
    for (const cell of members) {
      const l = lab[cell * 3]!;
      const a = lab[cell * 3 + 1]!;
      const b = lab[cell * 3 + 2]!;
      let best = 0;
      let bestDistance = Infinity;
      for (let index = 0; index < PALETTE_SIZE; index++) {
        const d = (l - centres[index * 4]!) ** 2 + (a - centres[index * 4 + 1]!) ** 2 + (b - centres[index * 4 + 2]!) ** 2;
        if (d < bestDistance) {
          best = index;
          bestDistance = d;
        }
      }
      sums[best * 4]! += l;
      sums[best * 4 + 1]! += a;
      sums[best * 4 + 2]! += b;
      sums[best * 4 + 3]!++;
    }
    for (let index = 0; index < PALETTE_SIZE; index++) {
      const n = sums[index * 4 + 3]!;
      if (n) centres.set([sums[index * 4]! / n, sums[index * 4 + 1]! / n, sums[index * 4 + 2]! / n, n], index * 4);
      else centres[index * 4 + 3] = 0;
    }
  }
  const kept: Array<[number, number, number]> = [];
  for (let index = 0; index < PALETTE_SIZE; index++) {
    if (centres[index * 4 + 3]! >= members.length * MIN_PALETTE_SHARE) kept.push([centres[index * 4]!, centres[index * 4 + 1]!, centres[index * 4 + 2]!]);
  }
  return kept;
}

function cielab(red: number, green: number, blue: number): [number, number, number] {
  const linear = (value: number) => ((value /= 255) <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);
  const [r, g, b] = [linear(red), linear(green), linear(blue)];
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.9505);
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.089);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

/** Counts of a feature's values inside and outside the subject, as a log-likelihood ratio (add-half smoothed). */
function histogramModel(size: number) {
  const inside = new Float32Array(size);
  const outside = new Float32Array(size);
  let insideTotal = 0;
  let outsideTotal = 0;
  return {
    clear() {
      inside.fill(0.5);
      outside.fill(0.5);
      insideTotal = size * 0.5;
      outsideTotal = size * 0.5;
    },
    add(bin: number, isInside: boolean, weight: number) {
      if (isInside) {
        inside[bin]! += weight;
        insideTotal += weight;
      } else {
        outside[bin]! += weight;
        outsideTotal += weight;
      }
    },
    ratio(bin: number) {
      return Math.log(inside[bin]! / insideTotal) - Math.log(outside[bin]! / outsideTotal);
    },
  };
}

/**
 * Cells reached from the photo's border without crossing a line (lines grown by a cell, so small gaps in an
 * outline do not let the flood in): sky, a blurred room, a plain wall.
 */
function openFromBorder(isBarrier: Uint8Array, width: number, height: number, fromTop = true): Uint8Array {
  const blocked = new Uint8Array(isBarrier.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!isBarrier[y * width + x]) continue;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const [nx, ny] = [x + dx, y + dy];
          if (nx >= 0 && ny >= 0 && nx < width && ny < height) blocked[ny * width + nx] = 1;
        }
      }
    }
  }
  const open = new Uint8Array(isBarrier.length);
  const stack: number[] = [];
  for (let x = 0; x < width; x++) stack.push((height - 1) * width + x, ...(fromTop ? [x] : []));
  for (let y = 0; y < height; y++) stack.push(y * width, y * width + width - 1);
  while (stack.length > 0) {
    const cell = stack.pop()!;
    if (blocked[cell] || open[cell]) continue;
    open[cell] = 1;
    const x = cell % width;
    if (cell >= width) stack.push(cell - width);
    if (cell < open.length - width) stack.push(cell + width);
    if (x > 0) stack.push(cell - 1);
    if (x < width - 1) stack.push(cell + 1);
  }
  return open;
}

/** The 4-connected pieces of `mask` reaching into the middle of the photo (or the one nearest it): the subject. */
function middlePiece(mask: Uint8Array, distance: Float32Array, width: number): Uint8Array {
  const labels = new Int32Array(mask.length).fill(-1);
  const pieces: Array<{ cells: number[]; nearest: number }> = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || labels[start] !== -1) continue;
    const piece = { cells: [] as number[], nearest: Infinity };
    const stack = [start];
    labels[start] = pieces.length;
    while (stack.length > 0) {
      const cell = stack.pop()!;
      piece.cells.push(cell);
      piece.nearest = Math.min(piece.nearest, distance[cell]!);
      const x = cell % width;
      for (const next of [cell - width, cell + width, x > 0 ? cell - 1 : -1, x < width - 1 ? cell + 1 : -1]) {
        if (next < 0 || next >= mask.length || !mask[next] || labels[next] !== -1) continue;
        labels[next] = pieces.length;
        stack.push(next);
      }
    }
    pieces.push(piece);
  }
  const kept = new Uint8Array(mask.length);
  if (pieces.length === 0) return kept;
  const nearest = Math.min(...pieces.map((piece) => piece.nearest));
  const minCells = mask.length * 0.01;
  for (const piece of pieces) {
    const isCentral = piece.nearest < 0.35 && piece.cells.length >= minCells;
    if (isCentral || piece.nearest === nearest) for (const cell of piece.cells) kept[cell] = 1;
  }
  return kept;
}

/** Morphological opening: threads left between pieces by the trimming go, and thin strips (a shadow's edge). */
function openingOf(mask: Uint8Array, width: number, height: number): Uint8Array {
  const shrink = (source: Uint8Array, keepIf: number) => {
    const out = new Uint8Array(source.length);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const left = x > 0 ? source[y * width + x - 1]! : keepIf;
        const right = x < width - 1 ? source[y * width + x + 1]! : keepIf;
        const above = y > 0 ? source[(y - 1) * width + x]! : keepIf;
        const below = y < height - 1 ? source[(y + 1) * width + x]! : keepIf;
        const own = source[y * width + x]!;
        out[y * width + x] = keepIf ? own & left & right & above & below : own | left | right | above | below;
      }
    }
    return out;
  };
  // Erosion (a cell stays if all its neighbours are set; the photo's edge counts as set) then dilation.
  let result = mask;
  for (let i = 0; i < OPENING_CELLS; i++) result = shrink(result, 1);
  for (let i = 0; i < OPENING_CELLS; i++) result = shrink(result, 0);
  return result;
}

/**
 * Paper enclosed by the mask becomes mask: a subject is one area, however its inside is coloured (and a façade's
 * plain wall between its windows is part of the building).
 */
export function fillHoles(mask: Uint8Array, width: number, height: number): Uint8Array {
  const outside = new Uint8Array(mask.length);
  const stack: number[] = [];
  for (let x = 0; x < width; x++) stack.push(x, (height - 1) * width + x);
  for (let y = 0; y < height; y++) stack.push(y * width, y * width + width - 1);
  while (stack.length > 0) {
    const cell = stack.pop()!;
    if (mask[cell] || outside[cell]) continue;
    outside[cell] = 1;
    const x = cell % width;
    if (cell >= width) stack.push(cell - width);
    if (cell < mask.length - width) stack.push(cell + width);
    if (x > 0) stack.push(cell - 1);
    if (x < width - 1) stack.push(cell + 1);
  }
  return Uint8Array.from(outside, (value) => value ^ 1);
}

/** Mean over the (2r+1)² box around each cell, clipped at the edges. */
function boxBlur(values: Float32Array, width: number, height: number, radius: number): Float32Array {
  const across = new Float32Array(values.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      let n = 0;
      for (let dx = -radius; dx <= radius; dx++) {
        const nx = x + dx;
        if (nx < 0 || nx >= width) continue;
        sum += values[y * width + nx]!;
        n++;
      }
      across[y * width + x] = sum / n;
    }
  }
  const out = new Float32Array(values.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      let n = 0;
      for (let dy = -radius; dy <= radius; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        sum += across[ny * width + x]!;
        n++;
      }
      out[y * width + x] = sum / n;
    }
  }
  return out;
}

/** The grid mask at working size, its edge smoothed (bilinear over a blurred mask, cut at one half). */
function upsample(mask: Uint8Array, gw: number, gh: number, step: number, width: number, height: number): Bitmap {
  const soft = boxBlur(boxBlur(Float32Array.from(mask), gw, gh, 1), gw, gh, 1);
  const data = new Uint8Array(width * height);
  // Each column's two grid cells and weight are the same on every row: found once.
  const lefts = new Int32Array(width);
  const rights = new Int32Array(width);
  const shares = new Float64Array(width);
  for (let x = 0; x < width; x++) {
    const gx = Math.min(gw - 1, Math.max(0, (x + 0.5) / step - 0.5));
    lefts[x] = Math.floor(gx);
    rights[x] = Math.min(gw - 1, lefts[x]! + 1);
    shares[x] = gx - lefts[x]!;
  }
  for (let y = 0; y < height; y++) {
    const gy = Math.min(gh - 1, Math.max(0, (y + 0.5) / step - 0.5));
    const y0 = Math.floor(gy);
    const y1 = Math.min(gh - 1, y0 + 1);
    const fy = gy - y0;
    for (let x = 0; x < width; x++) {
      const x0 = lefts[x]!;
      const x1 = rights[x]!;
      const fx = shares[x]!;
      const top = soft[y0 * gw + x0]! * (1 - fx) + soft[y0 * gw + x1]! * fx;
      const bottom = soft[y1 * gw + x0]! * (1 - fx) + soft[y1 * gw + x1]! * fx;
      data[y * width + x] = top * (1 - fy) + bottom * fy >= 0.5 ? 1 : 0;
    }
  }
  return { data, width, height };
}
