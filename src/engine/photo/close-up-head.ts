import { inkPieces, type Bitmap } from '../linework/bitmap-ops';
import type { Regions } from './photo-regions';

/** The head is kept this share of the picture's side clear of its edges: drawn along them, it was a torn rectangle. */
const HEAD_MARGIN = 0.03;
/** The head's crown lies this share of the picture's height below its top; the ears stand above it. */
const CROWN_DROP = 0.22;
/** Exponent of the head's superellipse: a rounded box, fuller than an ellipse, as a cat's cheeks are. */
const HEAD_ROUNDNESS = 2.6;
/** An ear's base is at least this share of the head's width. */
const EAR_LEAST_BASE = 0.2;
/** An ear's base sinks this share of the picture's height into the head, so ear and head are one shape. */
const EAR_ROOT = 0.1;
/** An ear's outer edge meets the head's side this share of the head's height below its crown. */
const EAR_FLANK = 0.25;
/** An ear's tip leans out from its base's middle by this share of the base: a cat's ears point outwards. */
const EAR_LEAN = 0.2;

/**
 * A close-up's head as a cat's head is drawn: a rounded box inside the picture with an ear at each of its upper
 * corners, where the subject's parts running out of the picture's top are (the ears the photo cuts). Traced, the
 * head was the photo's rectangle cut straight at its top, side and foot, with no ears: not a cat.
 */
export function closeUpHead(subject: Bitmap, parts: Bitmap): Bitmap {
  const { width, height } = subject;
  const margin = Math.round(HEAD_MARGIN * Math.max(width, height));
  // The head's sides are where most rows of the subject end, not its widest row: the room's blurred blobs
  // joined to a cheek made the outline lumpy.
  const lefts: number[] = [];
  const rights: number[] = [];
  for (let y = 0; y < height; y++) {
    let first = -1;
    let last = -1;
    for (let x = 0; x < width; x++) {
      if (!subject.data[y * width + x]) continue;
      if (first < 0) first = x;
      last = x;
    }
    if (first < 0) continue;
    lefts.push(first);
    rights.push(last);
  }
  let left = median(lefts) ?? 0;
  let right = median(rights) ?? width - 1;
  left = Math.max(left, margin);
  right = Math.min(right, width - 1 - margin);
  const top = Math.round(CROWN_DROP * height);
  const bottom = height - 1 - margin;
  const centreX = (left + right) / 2;
  const centreY = (top + bottom) / 2;
  const halfWidth = Math.max(1, (right - left) / 2);
  const halfHeight = Math.max(1, (bottom - top) / 2);
  const mask = new Uint8Array(width * height);
  for (let y = top; y <= bottom; y++) {
    const rest = 1 - Math.abs((y - centreY) / halfHeight) ** HEAD_ROUNDNESS;
    if (rest <= 0) continue;
    const reach = halfWidth * rest ** (1 / HEAD_ROUNDNESS);
    for (let x = Math.ceil(centreX - reach); x <= Math.floor(centreX + reach); x++) mask[y * width + x] = 1;
  }
  const base = Math.max(EAR_LEAST_BASE * (right - left), 1);
  const reachAt = (y: number) => halfWidth * Math.max(0, 1 - Math.abs((y - centreY) / halfHeight) ** HEAD_ROUNDNESS) ** (1 / HEAD_ROUNDNESS);
  const root = top + EAR_ROOT * height;
  // The ear's outer edge runs down into the head's side, as a cat's does: ending on the crown, its corner stood
  // out of the cheek as a notch.
  const flank = top + EAR_FLANK * (bottom - top);
  for (const ear of earPlaces(parts, centreX, left, right, base)) {
    const side = ear.middle < centreX ? -1 : 1;
    // The tip leans out towards the photo's own ear where it runs out of the top: halfway, as over it the ear
    // leant out like a horn.
    const leant = ear.middle + side * EAR_LEAN * base;
    const toward = side < 0 ? Math.min(leant, ear.outer) : Math.max(leant, ear.outer);
    const tip = { x: Math.min(Math.max((leant + toward) / 2, margin), width - 1 - margin), y: margin };
    const outer = { x: centreX + side * (reachAt(flank) - 1), y: flank };
    fillTriangle(mask, width, height, tip, { x: ear.middle - (side * base) / 2, y: root }, outer);
  }
  return { data: mask, width, height };
}

/**
 * Where the two ears stand across the head: over the outermost parts touching the picture's top, one each side of
 * the head's middle (`outer`, the part's outer end); a side without one mirrors the other, and with none the ears
 * stand at the head's upper corners. The base's middle is kept half a base inside the head so the ear rises from it.
 */
function earPlaces(parts: Bitmap, centreX: number, left: number, right: number, base: number): Array<{ middle: number; outer: number }> {
  const { width } = parts;
  const pieces = inkPieces(parts);
  const spans = new Map<number, { from: number; to: number }>();
  for (let x = 0; x < width; x++) {
    const piece = pieces[x]!;
    if (piece <= 0) continue;
    const span = spans.get(piece) ?? { from: x, to: x };
    span.to = x;
    spans.set(piece, span);
  }
  const found = [...spans.values()];
  const leftEar = found.filter((span) => span.from + span.to < 2 * centreX).sort((a, b) => a.from - b.from)[0];
  const rightEar = found.filter((span) => span.from + span.to >= 2 * centreX).sort((a, b) => b.to - a.to)[0];
  const inset = (x: number) => Math.min(Math.max(x, left + base / 2), right - base / 2);
  const mirrored = (span: { from: number; to: number }) => ({ from: 2 * centreX - span.to, to: 2 * centreX - span.from });
  const leftSpan = leftEar ?? (rightEar ? mirrored(rightEar) : { from: left, to: left + base });
  const rightSpan = rightEar ?? (leftEar ? mirrored(leftEar) : { from: right - base, to: right });
  return [
    { middle: inset((leftSpan.from + leftSpan.to) / 2), outer: leftSpan.from },
    { middle: inset((rightSpan.from + rightSpan.to) / 2), outer: rightSpan.to },
  ];
}

function fillTriangle(data: Uint8Array, width: number, height: number, a: { x: number; y: number }, b: { x: number; y: number }, c: { x: number; y: number }): void {
  const cross = (p: { x: number; y: number }, q: { x: number; y: number }, x: number, y: number) => (q.x - p.x) * (y - p.y) - (q.y - p.y) * (x - p.x);
  const area = cross(a, b, c.x, c.y);
  if (area === 0) return;
  const top = Math.max(0, Math.floor(Math.min(a.y, b.y, c.y)));
  const bottom = Math.min(height - 1, Math.ceil(Math.max(a.y, b.y, c.y)));
  const from = Math.max(0, Math.floor(Math.min(a.x, b.x, c.x)));
  const to = Math.min(width - 1, Math.ceil(Math.max(a.x, b.x, c.x)));
  for (let y = top; y <= bottom; y++) {
    for (let x = from; x <= to; x++) {
      const sign = Math.sign(area);
      if (sign * cross(a, b, x, y) >= 0 && sign * cross(b, c, x, y) >= 0 && sign * cross(c, a, x, y) >= 0) data[y * width + x] = 1;
    }
  }
}

/**
 * The subject's areas cut to the head: what lies outside it joins the backdrop, and the backdrop inside it takes
 * the subject's area nearest it (the photo's ears are pale as the room round them, and the room's blurred blobs
 * joined to a cheek made its outline lumpy).
 */
export function fitToHead(regions: Regions, head: Bitmap): void {
  const { labels, width, backdrop } = regions;
  for (let index = 0; index < labels.length; index++) if (!head.data[index]) labels[index] = backdrop;
  const isGap = (index: number) => index >= 0 && index < labels.length && head.data[index] === 1 && labels[index] === backdrop;
  const fill: number[] = [];
  for (let index = 0; index < labels.length; index++) {
    if (labels[index] === backdrop) continue;
    if (isGap(index - 1) || isGap(index + 1) || isGap(index - width) || isGap(index + width)) fill.push(index);
  }
  for (let at = 0; at < fill.length; at++) {
    const index = fill[at]!;
    const x = index % width;
    for (const next of [x > 0 ? index - 1 : -1, x < width - 1 ? index + 1 : -1, index - width, index + width]) {
      if (!isGap(next)) continue;
      labels[next] = labels[index]!;
      fill.push(next);
    }
  }
}

function median(values: number[]): number | undefined {
  return values.length ? values.sort((a, b) => a - b)[values.length >> 1] : undefined;
}
