import type { AgeGroup } from '../../shared/constants';
import type { Bitmap } from '../linework/bitmap-ops';
import type { Regions } from './photo-regions';
import { drawSegment } from './straight-lines';

/**
 * A tall, straight-sided subject standing on a base (a rocket on its pad, a lighthouse, a chimney) drawn with a
 * ruler: its areas traced from the photo gave a round-topped tube with wavy sides on a lumpy base ("a stick or a
 * broom"), and the lines swelled to wedges where the lumps crowded. Whether the subject is such a column is read
 * from its own mask (a long run of rows of about one width, centred on one upright line); its width, its tip
 * (the bright column in the photo, which the mask's rounded top falls short of), its bands (the traced lines
 * running across it) and its base's width are the photo's. Only the nose's taper is drawn as a shape: a pointed
 * arch from the tip to the sides.
 */

/** The rows measured for the column's width and centre, as shares of the subject's height from its top. */
const REFERENCE_ROWS = [0.1, 0.45] as const;
/** The column ends where its width (a median over `WIDTH_SMOOTHING` rows) passes this many times its own. */
const COLUMN_END_GROWTH = 1.6;
const WIDTH_SMOOTHING = 5;
/** A column is at least this many times as tall as it is wide, and at least this share of the picture's height. */
const COLUMN_MIN_ASPECT = 6;
const COLUMN_MIN_HEIGHT_SHARE = 0.3;
/** A column's middle strays from one upright line by at most this share of its width in its rows. */
const COLUMN_MAX_LEAN = 0.35;
/** Its sides are each this straight: their mean distance from the median side, as a share of the width. */
const SIDE_MAX_WOBBLE = 0.2;
/** A side in the photo stands out from the sky by this share of the column's own contrast. */
const SIDE_CONTRAST = 0.3;
/** The photo's sides narrow the mask's by at most this share, or the mask's are kept. */
const SIDE_MAX_NARROWING = 0.4;
/** Least width of a column, working pixels: a thinner one is a mast, too thin to colour inside. */
const COLUMN_MIN_WIDTH = 10;
/** The nose is this many widths long, or the photo's own taper where that is longer. */
const NOSE_LENGTH = 1.4;
/** The tip is looked for at most this many widths above the mask's top. */
const TIP_REACH = 2;
/** The tip stands out from the sky by this share of the column's own contrast, across this share of its width. */
const TIP_CONTRAST = 0.25;
const TIP_SPAN = 0.6;
/** A band is a traced line covering this share of the column's inside within `BAND_ROWS` rows of one row. */
const BAND_COVER = 0.6;
const BAND_ROWS = 3;
/** Bands, nose and foot are at least this many strokes apart, so no band is a sliver. */
const BAND_MIN_STROKES = 3;
/**
 * And this many column widths apart, by age group: a few broad stages for the youngest, every joint the photo
 * shows for the oldest, whose mount is banded too (the lattice's crossbars).
 */
const BAND_MIN_WIDTHS: Record<AgeGroup, number> = { '3-5': 1.2, '6-8': 0.5, '9-12': 0.2 };
const MOUNT_BANDS: Record<AgeGroup, boolean> = { '3-5': false, '6-8': false, '9-12': true };
/** The base's width is measured over this share of the subject's height at its foot. */
const FOOT_ROWS = 0.1;
/** A base at least this many times the column's width is a mount and a pad; a narrower one is a pad alone. */
const MOUNT_MIN_GROWTH = 2;
/** The pad is this share of the subject's height, at least `PAD_MIN_STROKES` strokes. */
const PAD_HEIGHT_SHARE = 0.07;
const PAD_MIN_STROKES = 4;
/** The mount's slanted sides start this many column widths out from the column, and end at this share of the pad. */
const MOUNT_SHOULDER = 0.5;
const MOUNT_FOOT_SHARE = 0.85;

export interface StandingColumn {
  /** The column's upright middle line and half its width, working pixels. */
  centre: number;
  halfWidth: number;
  /** Rows of the nose's tip, of the nose's foot, of the column's foot and of the subject's bottom. */
  tip: number;
  noseBase: number;
  foot: number;
  bottom: number;
  /** Half the width of the base at its foot. */
  baseHalfWidth: number;
}

interface RowExtent {
  left: number;
  right: number;
}

function rowExtents(mask: Bitmap): Array<RowExtent | null> {
  const { data, width, height } = mask;
  const rows: Array<RowExtent | null> = [];
  for (let y = 0; y < height; y++) {
    let [left, right] = [-1, -1];
    for (let x = 0; x < width; x++) {
      if (!data[y * width + x]) continue;
      if (left < 0) left = x;
      right = x;
    }
    rows.push(left < 0 ? null : { left, right });
  }
  return rows;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[sorted.length >> 1]! : 0;
}

/**
 * The subject as a column standing on a base, if its mask is one: null for a round, wide or leaning subject.
 * `luminance` is the photo's (working size, one channel) and finds the tip above the mask's rounded top.
 */
export function standingColumn(mask: Bitmap, luminance: Uint8Array): StandingColumn | null {
  const { width, height } = mask;
  const rows = rowExtents(mask);
  const top = rows.findIndex((row) => row !== null);
  if (top < 0) return null;
  let bottom = height - 1;
  while (!rows[bottom]) bottom--;
  const tall = bottom - top;
  if (tall < COLUMN_MIN_HEIGHT_SHARE * height) return null;
  const widthAt = (y: number) => {
    const row = rows[y];
    return row ? row.right - row.left + 1 : 0;
  };
  const reference: number[] = [];
  const middles: number[] = [];
  for (let y = Math.round(top + REFERENCE_ROWS[0] * tall); y <= top + REFERENCE_ROWS[1] * tall; y++) {
    const row = rows[y];
    if (!row) return null;
    reference.push(widthAt(y));
    middles.push((row.left + row.right) / 2);
  }
  const columnWidth = median(reference);
  const centre = median(middles);
  if (columnWidth < COLUMN_MIN_WIDTH) return null;
  let foot = top;
  while (foot < bottom) {
    const around: number[] = [];
    for (let y = foot; y < Math.min(bottom + 1, foot + WIDTH_SMOOTHING); y++) around.push(widthAt(y));
    if (median(around) > COLUMN_END_GROWTH * columnWidth) break;
    foot++;
  }
  if (foot - top < COLUMN_MIN_ASPECT * columnWidth) return null;
  const lefts: number[] = [];
  const rights: number[] = [];
  let leaning = 0;
  const from = Math.round(top + REFERENCE_ROWS[0] * tall);
  for (let y = from; y < foot; y++) {
    const row = rows[y]!;
    lefts.push(row.left);
    rights.push(row.right);
    if (Math.abs((row.left + row.right) / 2 - centre) > COLUMN_MAX_LEAN * columnWidth) leaning++;
  }
  if (leaning > 0.1 * lefts.length) return null;
  const [left, right] = [median(lefts), median(rights)];
  const wobble = (values: number[], side: number) => values.reduce((sum, value) => sum + Math.abs(value - side), 0) / values.length;
  if (wobble(lefts, left) > SIDE_MAX_WOBBLE * columnWidth || wobble(rights, right) > SIDE_MAX_WOBBLE * columnWidth) return null;
  const [brightLeft, brightRight] = brightSides(luminance, width, rows, from, foot, left, right);
  // Whole pixels, so both sides are ruled alike (a half pixel rounds one way on each).
  const halfWidth = Math.round((brightRight - brightLeft + 1) / 2);
  const middle = Math.round((brightLeft + brightRight) / 2);
  const tip = tipAbove(luminance, width, Math.round(middle), top, Math.round(halfWidth), Math.round(TIP_REACH * columnWidth));
  const noseBase = Math.round(tip + Math.max(NOSE_LENGTH * 2 * halfWidth, widestBelow(rows, top, foot, right - left + 1) - tip));
  const footRows: number[] = [];
  for (let y = Math.round(bottom - FOOT_ROWS * tall); y <= bottom; y++) {
    const row = rows[y];
    if (row) footRows.push((row.right - row.left + 1) / 2);
  }
  return { centre: middle, halfWidth, tip, noseBase, foot, bottom, baseHalfWidth: median(footRows) };
}

/**
 * The column's sides in the photo: in each row, the run about its brightest pixel standing out from the sky by
 * `SIDE_CONTRAST` of the column's own contrast. The areas may take in what stands against the column (a rocket's
 * strongback), which made it a third wider; the sides found are kept only when they narrow the mask's by at most
 * `SIDE_MAX_NARROWING`.
 */
function brightSides(luminance: Uint8Array, width: number, rows: Array<RowExtent | null>, from: number, foot: number, left: number, right: number): [number, number] {
  const middle = Math.round((left + right) / 2);
  const half = (right - left) / 2;
  const lefts: number[] = [];
  const rights: number[] = [];
  for (let y = from; y < foot; y++) {
    const row = rows[y]!;
    const at = (x: number) => luminance[y * width + Math.min(width - 1, Math.max(0, x))]!;
    const sky = Math.min(at(Math.round(middle - 3 * half)), at(Math.round(middle + 3 * half)));
    let brightest = middle;
    for (let x = row.left; x <= row.right; x++) if (at(x) > at(brightest)) brightest = x;
    const least = sky + SIDE_CONTRAST * (at(brightest) - sky);
    let [l, r] = [brightest, brightest];
    while (l > row.left && at(l - 1) >= least) l--;
    while (r < row.right && at(r + 1) >= least) r++;
    lefts.push(l);
    rights.push(r);
  }
  const [l, r] = [median(lefts), median(rights)];
  return r - l >= (1 - SIDE_MAX_NARROWING) * (right - left) ? [l, r] : [left, right];
}

/** The first row below `top` where the mask is as wide as the column: where the nose's taper ends. */
function widestBelow(rows: Array<RowExtent | null>, top: number, foot: number, columnWidth: number): number {
  for (let y = top; y < foot; y++) {
    const row = rows[y];
    if (row && row.right - row.left + 1 >= 0.9 * columnWidth) return y;
  }
  return top;
}

/**
 * The column's tip: the column's middle carried on above the mask's top while it stands out from the sky beside
 * it (its brightest pixel across the middle at least `TIP_CONTRAST` of the way from the sky to the column's own),
 * over dark rows no taller than half the column's width (a badge on a fairing). A nose lit from one side is dim
 * at its middle, and a region's rounded top falls short of it.
 */
function tipAbove(luminance: Uint8Array, width: number, x: number, top: number, halfWidth: number, reach: number): number {
  const span = Math.max(1, Math.round(TIP_SPAN * halfWidth));
  const across = (y: number) => {
    let most = 0;
    for (let dx = -span; dx <= span; dx++) most = Math.max(most, luminance[y * width + Math.min(width - 1, Math.max(0, x + dx))]!);
    return most;
  };
  const inside: number[] = [];
  const outside: number[] = [];
  for (let y = top + halfWidth; y < top + 4 * halfWidth; y++) {
    inside.push(across(y));
    for (const side of [x - 3 * halfWidth, x + 3 * halfWidth]) if (side >= 0 && side < width) outside.push(luminance[y * width + side]!);
  }
  const sky = median(outside);
  const least = TIP_CONTRAST * (median(inside) - sky);
  let tip = top;
  for (let y = top - 1; y >= Math.max(0, top - reach) && tip - y <= halfWidth; y--) if (Math.abs(across(y) - sky) >= Math.abs(least)) tip = y;
  return tip;
}

/**
 * The column drawn with a ruler in place of its traced lines: a pointed nose, straight sides, the photo's edges
 * (`edges`: its areas' borders and its finer lines) running across it as straight bands, and a base as a mount flaring to a pad (or a pad alone). Returns the lines
 * and the subject's outline among them (drawn bolder by the caller).
 */
export function columnLines(edges: Bitmap, column: StandingColumn, stroke: number, ageGroup: AgeGroup): { lines: Bitmap; outline: Bitmap } {
  const { width, height } = edges;
  const out = new Uint8Array(width * height);
  const outline = new Uint8Array(width * height);
  const { centre, halfWidth, tip, noseBase, foot, bottom, baseHalfWidth } = column;
  const segment = (x0: number, y0: number, x1: number, y1: number, isOutline: boolean) => {
    const clampX = (x: number) => Math.min(width - 1, Math.max(0, Math.round(x)));
    const clampY = (y: number) => Math.min(height - 1, Math.max(0, Math.round(y)));
    const [from, to] = [clampY(y0) * width + clampX(x0), clampY(y1) * width + clampX(x1)];
    drawSegment(out, width, from, to);
    if (isOutline) drawSegment(outline, width, from, to);
  };
  // A tangent ogive: pointed at the tip, meeting the sides without a kink.
  const length = noseBase - tip;
  const radius = (halfWidth * halfWidth + length * length) / (2 * halfWidth);
  let previous = 0;
  for (let y = tip + 1; y <= noseBase; y++) {
    const along = y - tip;
    const half = Math.sqrt(Math.max(0, radius * radius - (length - along) ** 2)) + halfWidth - radius;
    segment(centre - previous, y - 1, centre - half, y, true);
    segment(centre + previous, y - 1, centre + half, y, true);
    previous = half;
  }
  const hasPad = bottom - foot >= PAD_MIN_STROKES * stroke;
  const padHeight = hasPad ? Math.max(PAD_MIN_STROKES * stroke, Math.round(PAD_HEIGHT_SHARE * (bottom - tip))) : 0;
  const padTop = bottom - padHeight;
  const [left, right] = [centre - halfWidth, centre + halfWidth];
  // The column runs down to the pad, its sides bold all the way (the mount stands beside it, not round it): bold
  // above the mount and fine inside it, the side was traced as a wedge.
  const sideEnd = hasPad ? padTop : bottom;
  const padHalf = Math.max(baseHalfWidth, halfWidth + 2 * stroke);
  const hasMount = hasPad && baseHalfWidth >= MOUNT_MIN_GROWTH * halfWidth && padTop - foot >= BAND_MIN_STROKES * stroke;
  segment(left, noseBase, left, sideEnd, true);
  segment(right, noseBase, right, sideEnd, true);
  const gap = BAND_MIN_STROKES * stroke + BAND_MIN_WIDTHS[ageGroup] * 2 * halfWidth;
  if (hasMount) {
    const shoulder = halfWidth + MOUNT_SHOULDER * 2 * halfWidth;
    const spread = Math.min(padHalf - stroke, Math.max(shoulder + 2 * halfWidth, MOUNT_FOOT_SHARE * baseHalfWidth));
    for (const side of [-1, 1]) {
      segment(centre + side * halfWidth, foot, centre + side * shoulder, foot, true);
      segment(centre + side * shoulder, foot, centre + side * spread, padTop, true);
    }
    if (MOUNT_BANDS[ageGroup]) {
      const mountGap = BAND_MIN_STROKES * stroke + halfWidth;
      const rows = [-1, 1].flatMap((side) => {
        const [from, to] = [centre + side * (halfWidth + stroke), centre + side * (shoulder - stroke)];
        return bandsAcross(edges, Math.round(Math.min(from, to)), Math.round(Math.max(from, to)), foot, padTop, mountGap);
      });
      for (const band of distinct(rows, mountGap)) {
        const reach = shoulder + ((spread - shoulder) * (band - foot)) / (padTop - foot);
        for (const side of [-1, 1]) segment(centre + side * halfWidth, band, centre + side * reach, band, false);
      }
    }
  }
  if (hasPad) {
    segment(centre - padHalf, padTop, centre + padHalf, padTop, true);
    segment(centre - padHalf, padTop, centre - padHalf, bottom, true);
    segment(centre + padHalf, padTop, centre + padHalf, bottom, true);
    segment(centre - padHalf, bottom, centre + padHalf, bottom, true);
  } else {
    segment(left, bottom, right, bottom, true);
  }
  for (const band of bandsAcross(edges, Math.round(left) + stroke, Math.round(right) - stroke, noseBase, sideEnd, gap)) segment(left, band, right, band, false);
  return { lines: { data: out, width, height }, outline: { data: outline, width, height } };
}

/**
 * Rows where a traced line runs across the column (covering most of its inside within a few rows), one per run
 * of such rows, at least `gap` apart and from `top` and `bottom`: a stage's joint, the fairing's foot.
 */
function bandsAcross(lines: Bitmap, left: number, right: number, top: number, bottom: number, gap: number): number[] {
  const { data, width } = lines;
  const span = right - left + 1;
  if (span <= 0) return [];
  const covered: number[] = [];
  for (let y = Math.max(BAND_ROWS, top); y <= bottom && y < lines.height - BAND_ROWS; y++) {
    let count = 0;
    for (let x = left; x <= right; x++) {
      for (let dy = -BAND_ROWS; dy <= BAND_ROWS; dy++) {
        if (data[(y + dy) * width + x]) {
          count++;
          break;
        }
      }
    }
    if (count >= BAND_COVER * span) covered.push(y);
  }
  const bands: number[] = [];
  let run: number[] = [];
  const flush = () => {
    if (!run.length) return;
    const y = Math.round((run[0]! + run[run.length - 1]!) / 2);
    if (y - top >= gap && bottom - y >= gap && (!bands.length || y - bands[bands.length - 1]! >= gap)) bands.push(y);
    run = [];
  };
  for (const y of covered) {
    if (run.length && y - run[run.length - 1]! > 1) flush();
    run.push(y);
  }
  flush();
  return bands;
}

/** The subject's areas (all but the backdrop) as a mask. */
export function subjectArea(regions: Regions): Bitmap {
  const data = new Uint8Array(regions.labels.length);
  for (let i = 0; i < data.length; i++) data[i] = regions.labels[i] === regions.backdrop ? 0 : 1;
  return { data, width: regions.width, height: regions.height };
}

/** `rows` sorted, each at least `gap` after the one kept before it. */
function distinct(rows: number[], gap: number): number[] {
  const kept: number[] = [];
  for (const row of [...rows].sort((a, b) => a - b)) if (!kept.length || row - kept[kept.length - 1]! >= gap) kept.push(row);
  return kept;
}
