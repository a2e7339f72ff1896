import { drawMotif, type Box } from '../drawing';
import type { Point } from '../figure/geometry';
import type { BackdropContext, Layers, Planted } from './backdrops';
import { bush, fallenLog, flower, flowerBed, tuftClump, vegetablePatch, wateringCan } from './ground-dressing';

/**
 * The largest empty disc (its radius, px) open grass may keep, by detail: past it a parent sees an empty lawn
 * (round 12: a lone flower afloat mid-lawn, an empty band under a leaping dog, a bare lower-left for 9-12).
 * The youngest keep bigger open areas, a few big shapes being what they colour.
 */
export const MAX_LAWN_GAP = { low: 170, medium: 70, high: 60 } as const;

/**
 * A meadow is its flowers: the largest empty disc (px) it keeps is smaller, filled with big flowers for the youngest
 * (round 15, 23: a meadow of a hill line, three flowers and four tufts read as empty at 3-5).
 */
const MAX_MEADOW_GAP = 130;

/** Words that make the lawn a meadow. */
const MEADOW_WORDS = /\bmeadows?\b/;

/**
 * The tuft clump variant (0-11) whose remainder by four is `makeUp` (which group of blooms, stones and tufts) and
 * by three is `bloom` (which flower), so neighbouring clumps differ in both.
 */
function clumpVariant(makeUp: number, bloom: number): number {
  return (9 * (makeUp % 4) + 4 * (bloom % 3)) % 12;
}

/** The occupancy grid's cell, px: fine enough to find the gaps between a figure's legs and a tree. */
const CELL = 20;

/** At most this many things per page from this pass, by detail, so a lawn is dressed, not carpeted (and a simpler page has fewer). */
const MAX_THINGS = { low: 4, medium: 10, high: 14 } as const;

/** Things a lawn has one of: one creature is a find, two watering cans or hedgehogs (or toadstools in a row) are a pattern. */
const ONE_OFFS = new Set(['hedgehog', 'snail', 'watering-can', 'mushroom']);

/** Sizes tried for a thing, as shares of its size at its depth, largest first; the youngest stop sooner (round 13: tiny flowers and tufts at 3-5). */
const SCALES = [1, 0.82, 0.68, 0.56, 0.46, 0.38];
const SMALLEST_SCALE = { low: 0.68, medium: 0.38, high: 0.38 } as const;

/**
 * The narrowest thing planted, in the page's line widths: a clump far up the lawn shrunk to fit closed its petals and
 * blades up into a dark clot (judging 19: by the path at 6-8).
 */
const SMALLEST_IN_LINES = 24;

/** Clear ground kept along the frame, as a share of the art's width: things there butt against it or stack up in its strips. */
const FRAME_MARGIN = 0.05;

/** Clear grass kept round each thing planted, as a share of the art's width: two touching read as one lump. */
const CLEARANCE = 0.015;

interface Blockers {
  /** Boxes nothing may overlap: props, trees, the path, things already planted. */
  boxes: Box[];
  /** Figures' outlines: things may stand in the gaps of a figure's box (beside its legs, under an arm held out). */
  outlines: Point[][];
  /** Where nothing is planted at all: the ground between two figures side by side (see `betweenFigures`). */
  clear?: Box[];
}

/**
 * Whether a thing would stand in a column with things already planted: one of its kind above or below it, or two of
 * any kind (for the youngest, any one: their few big things stacked read as a tower). Round 13: the same flower and
 * stone clumps stacked up the margins (20, 24, 27, 36), flower, tuft, flower, tuft up a narrow strip.
 */
export function isInColumn(box: Box, name: string | undefined, planted: readonly Planted[], isYoung: boolean): boolean {
  const sharing = planted.filter((other) => Math.min(box.x + box.width, other.box.x + other.box.width) - Math.max(box.x, other.box.x) > Math.min(box.width, other.box.width) * 0.4);
  // Nor the same thing again right beside one, level with it: three clumps in a row read as one stamp repeated (21).
  const isBeside = planted.some(
    (other) => other.name === name && Math.min(box.y + box.height, other.box.y + other.box.height) - Math.max(box.y, other.box.y) > Math.min(box.height, other.box.height) * 0.5 && Math.abs(box.x + box.width / 2 - (other.box.x + other.box.width / 2)) < Math.max(box.width, other.box.width) * 1.6,
  );
  return isBeside || sharing.length >= 2 || sharing.some((other) => isYoung || other.name === name);
}

/** How much nearer one of two figures stands than the other, as a share of the shorter one's height, for the grass in front of the farther one to be open. */
const DEPTH_APART = 0.3;

/**
 * Where two figures side by side meet, between their middles and down to the farther one's feet: what they hold up
 * between them (a book at their chests), and, faces turned to each other, the lawn up to the higher head's top (two cows
 * nose to nose). A flower or a hedgehog planted there sits in the middle of what they do together (round 13, 32: a
 * column of a flower, a bush and a tulip between two readers). The grass nearer than the farther one's feet is in front
 * of it: kept clear down to the nearer one's feet, the grass between two cows was a large empty area (round 15, 25).
 */
export function betweenFigures(figures: ReadonlyArray<{ box: Box; head: Box }>): Box[] {
  const zones: Box[] = [];
  for (const [index, a] of figures.entries()) {
    for (const b of figures.slice(index + 1)) {
      const [left, right] = a.box.x + a.box.width / 2 <= b.box.x + b.box.width / 2 ? [a, b] : [b, a];
      const [from, to] = [left.box.x + left.box.width / 2, right.box.x + right.box.width / 2];
      const [top, bottom] = [Math.max(a.box.y, b.box.y), Math.min(a.box.y + a.box.height, b.box.y + b.box.height)];
      // Only figures level with each other and near enough to share a thing: not a far one up on the hill.
      if (bottom - top < Math.min(a.box.height, b.box.height) * 0.5 || right.box.x - (left.box.x + left.box.width) > Math.max(left.box.width, right.box.width) * 0.8) continue;
      const isFaceToFace = right.head.x - (left.head.x + left.head.width) < Math.min(left.head.width, right.head.width) * 0.6;
      const clearFrom = isFaceToFace ? Math.min(top, a.head.y, b.head.y) : top;
      // Only one well back from the other has open grass in front of it: a hand's breadth in front of a hugging bunny's
      // feet took a speck of a clump squeezed under its foot.
      const nearest = Math.max(a.box.y + a.box.height, b.box.y + b.box.height);
      const clearTo = nearest - bottom > Math.min(a.box.height, b.box.height) * DEPTH_APART ? bottom : nearest;
      zones.push({ x: from, y: clearFrom, width: to - from, height: clearTo - clearFrom });
    }
  }
  return zones;
}

/**
 * Fills the largest empty areas of open grass with things that belong there, biggest gap first: on the distance
 * transform of a grid of what is drawn, the emptiest spot gets a thing sized to its gap and to its depth (smaller
 * further up), until no empty disc larger than `MAX_LAWN_GAP` is left. Runs after the grass dressing, before the scatter.
 */
export function fillLawnGaps(layers: Layers, context: BackdropContext, blockers: Blockers): void {
  const { art, horizonY, style, setting, backdrop, isNight } = context;
  if (setting.ground !== 'grass' || (backdrop !== 'outdoor' && backdrop !== 'night') || setting.name === 'stadium') return;
  const isMeadow = MEADOW_WORDS.test(context.words);
  const limit = isMeadow ? Math.min(MAX_LAWN_GAP[style.detail], MAX_MEADOW_GAP) : MAX_LAWN_GAP[style.detail];
  const top = horizonY + art.height * 0.04;
  const columns = Math.ceil(art.width / CELL);
  const rows = Math.ceil((art.y + art.height - top) / CELL);
  if (rows <= 0) return;
  const taken = new Uint8Array(columns * rows);
  const mark = (box: Box): void => {
    const [c0, c1] = [Math.max(0, Math.floor((box.x - art.x) / CELL)), Math.min(columns - 1, Math.floor((box.x + box.width - art.x) / CELL))];
    const [r0, r1] = [Math.max(0, Math.floor((box.y - top) / CELL)), Math.min(rows - 1, Math.floor((box.y + box.height - top) / CELL))];
    for (let row = r0; row <= r1; row++) for (let column = c0; column <= c1; column++) taken[row * columns + column] = 1;
  };
  const clearance = art.width * CLEARANCE;
  const grown = (box: Box): Box => ({ x: box.x - clearance, y: box.y - clearance, width: box.width + 2 * clearance, height: box.height + 2 * clearance });
  for (const box of blockers.boxes) mark(box);
  const margin = art.width * FRAME_MARGIN;
  mark({ x: art.x, y: top, width: margin, height: art.y + art.height - top });
  mark({ x: art.x + art.width - margin, y: top, width: margin, height: art.y + art.height - top });
  mark({ x: art.x, y: art.y + art.height - margin * 0.6, width: art.width, height: margin * 0.6 });
  for (const points of blockers.outlines) markPolygon(points, (row, column) => (taken[row * columns + column] = 1), { art, top, columns, rows });
  // Above the near ground's crest it is hills and sky.
  const edge = context.groundEdge;
  for (let column = 0; column < columns; column++) {
    const crest = edge ? edge(art.x + (column + 0.5) * CELL) + art.height * 0.03 : top;
    for (let row = 0; row < rows && top + row * CELL < crest; row++) taken[row * columns + column] = 1;
  }
  const isFree = (box: Box): boolean => {
    if (box.x < art.x + margin * 0.6 || box.x + box.width > art.x + art.width - margin * 0.6 || box.y + box.height > art.y + art.height - margin * 0.6 || box.y < top) return false;
    const [c0, c1] = [Math.floor((box.x - art.x) / CELL), Math.min(columns - 1, Math.floor((box.x + box.width - art.x) / CELL))];
    const [r0, r1] = [Math.floor((box.y - top) / CELL), Math.min(rows - 1, Math.floor((box.y + box.height - top) / CELL))];
    for (let row = r0; row <= r1; row++) for (let column = c0; column <= c1; column++) if (taken[row * columns + column]) return false;
    return true;
  };
  // The youngest keep the clearing open: a log and toadstools that small are too fiddly to colour at 3-5.
  if (setting.name === 'forest' && style.detail !== 'low') for (const zone of blockers.clear ?? []) layClearingLog(layers, context, zone, isFree, (box) => mark(grown(box)));
  for (const box of blockers.clear ?? []) mark(box);
  const isGarden = /\bgardens?\b/.test(context.words);
  // A hedgehog or a snail is a find on some pages of gardens and parks, not a stamp on most pages (round 13: on 8 of 12).
  const hasCreature = /\b(gardens?|parks?|backyard)\b/.test(context.words) && [...context.words].reduce((sum, letter, index) => sum + letter.charCodeAt(0) * (index + 1), 0) % 3 === 0;
  const young = style.detail === 'low' ? 1.35 : style.detail === 'medium' ? 1.1 : 1;
  let placed = 0;
  // Where in the round of kinds this page starts, so pages differ; by turns after it, so no two neighbours are alike.
  // From the words, not the page's random stream: drawing from it here changed what the sky got later.
  const turn = [...context.words].reduce((sum, letter) => sum + letter.charCodeAt(0), 0) % 6;
  // A watering can already in someone's hand (watering the flowers) is not set down on the lawn as well.
  const drawnOnce = new Set<string>(layers.drawn.filter((name) => name === 'watering-can'));
  const planted = (layers.planted ??= []);
  const isStacked = ({ box, name }: { box: Box; name?: string }): boolean => isInColumn(box, name, planted, style.detail === 'low');
  for (let attempt = 0; attempt < MAX_THINGS[style.detail] * 3 && placed < MAX_THINGS[style.detail]; attempt++) {
    const gap = largestGap(taken, columns, rows);
    if (!gap || gap.radius * CELL <= limit) return;
    const radius = gap.radius * CELL;
    const middle = art.x + (gap.column + 0.5) * CELL;
    const cy = top + (gap.row + 0.5) * CELL;
    const depth = Math.min(1, Math.max(0, (cy - horizonY) / (art.y + art.height - horizonY)));
    // Sized by its depth, not by the gap (smaller further up, in perspective), and shrunk only so far to fit: a wide
    // band between a crest and the figures' heads takes a bush wider than the band is tall, and specks dotted about
    // read as clutter, not a lawn.
    const ideal = art.width * (0.14 + 0.16 * depth) * young;
    // The largest size that fits, of this turn's kind or, failing that, of the next kinds (a low bed fits a band a bush does not).
    let fitting = null as ReturnType<typeof lawnThing>;
    const clumps = planted.filter((thing) => thing.name === 'grass').length;
    // Off the gap's middle to either side where a thing there would stand in a column with others.
    for (const scale of SCALES.filter((share) => share >= SMALLEST_SCALE[style.detail] && ideal * share >= style.linePx * SMALLEST_IN_LINES)) {
      for (const cx of [middle, middle - radius * 0.5, middle + radius * 0.5]) {
        for (let next = 0; next < 6 && !fitting; next++) {
          const thing = lawnThing(context, placed + next, clumps, turn, isGarden, hasCreature && depth > 0.45, isNight, drawnOnce, cx, cy, ideal * scale);
          if (thing && isFree(thing.box) && !isStacked(thing)) fitting = thing;
        }
      }
      if (fitting) break;
    }
    if (fitting) {
      layers.scatter.push(fitting.markup);
      layers.occupied.push(fitting.box);
      if (fitting.name && !layers.drawn.includes(fitting.name)) layers.drawn.push(fitting.name);
      mark(grown(fitting.box));
      planted.push({ name: fitting.name ?? 'bush', box: fitting.box });
      placed++;
      if (fitting.name && ONE_OFFS.has(fitting.name)) drawnOnce.add(fitting.name);
    } else {
      // Nothing fits its middle: that counts as filled, so the next try goes to another gap.
      mark({ x: middle - radius * 0.3, y: cy - radius * 0.3, width: radius * 0.6, height: radius * 0.6 });
    }
  }
}

/**
 * A fallen log with toadstools at the back of a forest's clearing, between two figures sharing a thing (two readers'
 * book): highest up the ground it fits, under the trees and clear of their heads, so what they hold and the ground in
 * front of it stay open. The forest floor left kept clear there was a large empty clearing in the middle of the page (judging 19: 32).
 */
function layClearingLog(layers: Layers, context: BackdropContext, zone: Box, isFree: (box: Box) => boolean, take: (box: Box) => void): void {
  const { art } = context;
  const room = art.width * CLEARANCE;
  // Off the middle to either side, as the figures' sides leave it room (a dragon's wing reaches further in than an owl).
  const shifts = [0, 1, -1, 2, -2, 3, -3, 4, -4, 5, -5, 6, -6].map((step) => step * CELL);
  for (const share of [0.2, 0.17, 0.15, 0.13]) {
    const width = Math.min(zone.width * 0.7, art.width * share);
    for (let bottom = zone.y; bottom <= zone.y + zone.height; bottom += CELL) {
      const group = shifts.map((shift) => forestFloorGroup(context, zone.x + zone.width / 2 + shift, bottom, width)).find(({ box }) => isFree({ x: box.x - room, y: box.y - room, width: box.width + 2 * room, height: box.height + 2 * room }));
      if (!group) continue;
      layers.scatter.push(group.markup);
      layers.occupied.push(group.box);
      (layers.planted ??= []).push({ name: 'log', box: group.box });
      take(group.box);
      return;
    }
  }
}

/** A fallen log with two toadstools growing in front of it, a big and a small one, their feet on `bottom`. */
function forestFloorGroup(context: BackdropContext, cx: number, bottom: number, width: number): { markup: string; box: Box } {
  const { style } = context;
  const log = fallenLog(cx + width * 0.06, bottom - width * 0.2, width, style.linePx);
  const parts = [log];
  for (const [dx, size] of [[-0.3, 0.38], [0.02, 0.28]] as const) {
    const mushroom = drawMotif({ motif: 'mushroom', cx: cx + width * dx, bottom, size: width * size, linePx: Math.max(3, style.linePx * 0.8), detail: style.detail });
    if (mushroom) parts.push(mushroom);
  }
  const boxes = parts.map((part) => part.box);
  const [left, top] = [Math.min(...boxes.map((box) => box.x)), Math.min(...boxes.map((box) => box.y))];
  const [right, foot] = [Math.max(...boxes.map((box) => box.x + box.width)), Math.max(...boxes.map((box) => box.y + box.height))];
  return { markup: parts.map((part) => part.markup).join(''), box: { x: left, y: top, width: right - left, height: foot - top } };
}

/**
 * A thing of a lawn or a garden centred on (cx, cy), about `width` wide, by turns so neighbours differ: the kind and a
 * clump's make-up by `order`, a clump's flower by `variant`, the count of clumps already planted, since along a narrow
 * band the order comes round to the same clump each time (round 15, 35: three alike tulip clumps in a row under the unicorn).
 */
function lawnThing(context: BackdropContext, order: number, variant: number, turn: number, isGarden: boolean, hasCreature: boolean, isNight: boolean, drawnOnce: Set<string>, cx: number, cy: number, width: number): { markup: string; box: Box; name?: string } | null {
  const { style } = context;
  const linePx = style.linePx;
  const hasFlowers = !isNight && !context.isRemoved('flower');
  const kinds = isGarden
    ? ['flower-bed', 'vegetable-patch', 'bush', 'watering-can', 'clump', 'snail']
    : isNight
      ? // A toadstool, not a rock: a cracked rock alone on the grass read as floating (round 14, 34).
        ['bush', 'clump', 'mushroom']
      : ['bush', 'flower-bed', 'clump', 'bush', 'hedgehog', 'clump'];
  const pick = kinds[(order + turn) % kinds.length]!;
  // The youngest get a bush for a tuft clump (its flower and blades are too small to colour at 3-5), or in a meadow one
  // big flower.
  const filler = style.detail !== 'low' ? 'clump' : hasFlowers && MEADOW_WORDS.test(context.words) ? 'flower' : 'bush';
  const kind = drawnOnce.has(pick) || ((pick === 'hedgehog' || pick === 'snail') && !hasCreature) ? filler : pick === 'clump' ? filler : pick;
  const centred = (drawn: { markup: string; box: Box } | null, name?: string): { markup: string; box: Box; name?: string } | null => {
    if (!drawn) return null;
    // Shifted so its box's middle sits on the gap's centre, whatever shape it drew.
    const [dx, dy] = [cx - (drawn.box.x + drawn.box.width / 2), cy - (drawn.box.y + drawn.box.height / 2)];
    return { markup: `<g transform="translate(${dx.toFixed(1)} ${dy.toFixed(1)})">${drawn.markup}</g>`, box: { ...drawn.box, x: drawn.box.x + dx, y: drawn.box.y + dy }, name };
  };
  const isDense = style.hasPatterns;
  const hasLeafRow = style.detail !== 'low';
  switch (kind) {
    case 'flower-bed':
      return hasFlowers ? centred(flowerBed(cx, cy, width, linePx, style.detail === 'low' ? 2 : 3, 0.6), 'flower-bed') : centred(bush(cx, cy, width * 0.8, linePx, isDense, hasLeafRow), 'bush');
    case 'vegetable-patch':
      return centred(vegetablePatch(cx, cy, width, linePx), 'vegetable');
    case 'watering-can':
      return centred(wateringCan(cx, cy, width * 0.6, linePx), 'watering-can');
    case 'flower':
      // A round flower or a daisy: a tulip's cup is too small to colour at 3-5.
      return centred(flower(cx, cy, width * 0.45, linePx, [0, 1, 3, 4][variant % 4]), 'flower');
    case 'clump':
      // The make-up of its order, the flower of its count.
      return centred(tuftClump(cx, cy, width * 0.55, linePx, clumpVariant(order, variant), hasFlowers), 'grass');
    case 'mushroom':
    case 'snail':
    case 'hedgehog':
      return centred(drawMotif({ motif: kind, cx, bottom: cy, size: width * 0.5, linePx: Math.max(3, linePx * 0.8), detail: style.detail }), kind) ?? centred(bush(cx, cy, width * 0.8, linePx, isDense, hasLeafRow), 'bush');
    default:
      return centred(bush(cx, cy, width * 0.9, linePx, isDense, hasLeafRow), 'bush');
  }
}

/** The grid cell farthest from every taken cell and from the grid's edges, and that distance in cells. */
export function largestGap(taken: Uint8Array, columns: number, rows: number): { row: number; column: number; radius: number } | null {
  const field = new Float64Array(columns * rows);
  for (let index = 0; index < field.length; index++) field[index] = taken[index] ? 0 : 1e12;
  const line = new Float64Array(Math.max(columns, rows));
  const out = new Float64Array(Math.max(columns, rows));
  const work = { v: new Int32Array(Math.max(columns, rows)), z: new Float64Array(Math.max(columns, rows) + 1) };
  for (let column = 0; column < columns; column++) {
    for (let row = 0; row < rows; row++) line[row] = field[row * columns + column]!;
    squaredDistances(line, rows, out, work);
    for (let row = 0; row < rows; row++) field[row * columns + column] = out[row]!;
  }
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) line[column] = field[row * columns + column]!;
    squaredDistances(line, columns, out, work);
    for (let column = 0; column < columns; column++) field[row * columns + column] = out[column]!;
  }
  let best: { row: number; column: number; radius: number } | null = null;
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      // The page's edges bound a gap as drawn things do: a thing planted there would be cut off by the frame.
      const radius = Math.min(Math.sqrt(field[row * columns + column]!), column + 0.5, columns - column - 0.5, row + 0.5, rows - row - 0.5);
      if (!best || radius > best.radius) best = { row, column, radius };
    }
  }
  return best;
}

/** One row of the exact squared Euclidean distance transform (lower envelope of parabolas). */
function squaredDistances(f: Float64Array, n: number, out: Float64Array, { v, z }: { v: Int32Array; z: Float64Array }): void {
  v[0] = 0;
  let k = 0;
  z[0] = -Infinity;
  z[1] = Infinity;
  const meet = (q: number, p: number): number => (f[q]! + q * q - (f[p]! + p * p)) / (2 * q - 2 * p);
  for (let q = 1; q < n; q++) {
    let s = meet(q, v[k]!);
    while (s <= z[k]!) s = meet(q, v[--k]!);
    v[++k] = q;
    z[k] = s;
    z[k + 1] = Infinity;
  }
  k = 0;
  for (let q = 0; q < n; q++) {
    while (z[k + 1]! < q) k++;
    out[q] = (q - v[k]!) ** 2 + f[v[k]!]!;
  }
}

/** Marks the grid cells whose centres lie inside a closed outline, or that its corners fall in. */
function markPolygon(points: Point[], take: (row: number, column: number) => void, grid: { art: Box; top: number; columns: number; rows: number }): void {
  const { art, top, columns, rows } = grid;
  for (const point of points) {
    const [column, row] = [Math.floor((point.x - art.x) / CELL), Math.floor((point.y - top) / CELL)];
    if (column >= 0 && column < columns && row >= 0 && row < rows) take(row, column);
  }
  for (let row = 0; row < rows; row++) {
    const y = top + (row + 0.5) * CELL;
    const crossings: number[] = [];
    for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
      const [a, b] = [points[i]!, points[j]!];
      if (a.y > y !== b.y > y) crossings.push(a.x + ((y - a.y) * (b.x - a.x)) / (b.y - a.y));
    }
    crossings.sort((p, q) => p - q);
    for (let index = 0; index + 1 < crossings.length; index += 2) {
      const from = Math.max(0, Math.ceil((crossings[index]! - art.x) / CELL - 0.5));
      const to = Math.min(columns - 1, Math.floor((crossings[index + 1]! - art.x) / CELL - 0.5));
      for (let column = from; column <= to; column++) take(row, column);
    }
  }
}
