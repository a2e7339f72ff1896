import { fmt, type Box } from '../drawing';
import type { Point } from '../figure/geometry';
import type { Detail } from '../motif-library';
import { flower } from './ground-dressing';

/** The mound of earth's height, as a share of the bed's size (a seedling's height). */
export const BED_HEIGHT = 0.34;

const outline = (linePx: number): string => `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round" stroke-linecap="round"`;

/**
 * A garden trowel in the fist, its blade pointing down ahead into the soil: a round-ended handle up behind the fist and
 * a pointed scoop below it with its midline. Returns the blade's tip (in the soil).
 */
export function heldTrowel(fist: Point, tip: Point, length: number, linePx: number): { markup: string; box: Box; tip: Point } {
  const towards = Math.hypot(tip.x - fist.x, tip.y - fist.y) || 1;
  const along = { x: (tip.x - fist.x) / towards, y: (tip.y - fist.y) / towards };
  const across = { x: -along.y, y: along.x };
  const at = (share: number, side: number): string => `${fmt(fist.x + along.x * length * share + across.x * side)} ${fmt(fist.y + along.y * length * share + across.y * side)}`;
  const handle = length * 0.09;
  const blade = length * 0.17;
  const line = outline(linePx);
  // The handle runs back out of the fist's top, so the fist shows closed round it; the blade's neck starts below it.
  const markup =
    `<path d="M${at(-0.34, -handle)}L${at(0.12, -handle)}L${at(0.12, handle)}L${at(-0.34, handle)}A${fmt(handle)} ${fmt(handle)} 0 0 1 ${at(-0.34, -handle)}Z" ${line}/>` +
    `<path d="M${at(0.12, -handle * 0.4)}L${at(0.3, -handle * 0.4)}L${at(0.3, handle * 0.4)}L${at(0.12, handle * 0.4)}Z" ${line}/>` +
    `<path d="M${at(0.3, -blade)}Q${at(0.72, -blade * 1.1)} ${at(1, 0)}Q${at(0.72, blade * 1.1)} ${at(0.3, blade)}Z" ${line}/>` +
    `<path d="M${at(0.36, 0)}L${at(0.8, 0)}" fill="none" stroke="#000" stroke-width="${fmt(linePx * 0.8)}" stroke-linecap="round"/>`;
  const end = { x: fist.x + along.x * length, y: fist.y + along.y * length };
  const start = { x: fist.x - along.x * length * 0.4, y: fist.y - along.y * length * 0.4 };
  const pad = blade + linePx;
  const box = { x: Math.min(start.x, end.x) - pad, y: Math.min(start.y, end.y) - pad, width: Math.abs(end.x - start.x) + pad * 2, height: Math.abs(end.y - start.y) + pad * 2 };
  return { markup, box, tip: end };
}

/** A seedling just planted: a short stem with two round leaves opening from its top. */
function seedling(cx: number, bottom: number, size: number, linePx: number): string {
  const line = outline(linePx);
  const stem = Math.max(linePx * 2.2, size * 0.1);
  const top = bottom - size * 0.55;
  const leaf = (side: number): string =>
    `<path d="M${fmt(cx)} ${fmt(top)}Q${fmt(cx + side * size * 0.15)} ${fmt(top - size * 0.42)} ${fmt(cx + side * size * 0.5)} ${fmt(top - size * 0.4)}Q${fmt(cx + side * size * 0.45)} ${fmt(top + size * 0.05)} ${fmt(cx)} ${fmt(top)}Z" ${line}/>`;
  return `<rect x="${fmt(cx - stem / 2)}" y="${fmt(top)}" width="${fmt(stem)}" height="${fmt(bottom - top)}" rx="${fmt(stem / 2)}" ${line}/>${leaf(-1)}${leaf(1)}`;
}

/**
 * The bed being planted, from `left` to `right` along the ground: a long mound of earth with flowers already planted at
 * its far end, seedlings in a row, and a hole dug by the trowel at `hole` with a little heap of earth beside it. Older
 * children get clods of earth on the mound to colour.
 */
export function plantingBed(left: number, right: number, groundY: number, hole: number, size: number, linePx: number, detail: Detail): { markup: string; box: Box; top: number } {
  const line = outline(linePx);
  const height = size * BED_HEIGHT;
  const top = groundY - height;
  const width = right - left;
  const mound = `<path d="M${fmt(left)} ${fmt(groundY)}Q${fmt(left + width * 0.02)} ${fmt(top)} ${fmt(left + width * 0.12)} ${fmt(top)}L${fmt(right - width * 0.12)} ${fmt(top)}Q${fmt(right - width * 0.02)} ${fmt(top)} ${fmt(right)} ${fmt(groundY)}Z" ${line}/>`;
  // The hole the trowel digs, and the earth it turned out heaped beside it (towards the bed's far end).
  const holeMarkup = `<ellipse cx="${fmt(hole)}" cy="${fmt(top + height * 0.32)}" rx="${fmt(size * 0.16)}" ry="${fmt(height * 0.22)}" ${line}/>`;
  const heap = `<path d="M${fmt(hole + size * 0.2)} ${fmt(top + height * 0.05)}Q${fmt(hole + size * 0.32)} ${fmt(top - height * 0.7)} ${fmt(hole + size * 0.46)} ${fmt(top + height * 0.05)}Z" ${line}/>`;
  const plants: string[] = [];
  const boxes: Box[] = [];
  // Seedlings from past the heap to the flowers, the flowers grown at the far end.
  const firstSeedling = hole + size * 0.64;
  const flowerSize = size * 0.9;
  const flowersFrom = right - flowerSize * (width > size * 5 ? 1.5 : 0.8);
  const seedlingSize = size * 0.5;
  for (let x = firstSeedling; x < flowersFrom - seedlingSize * 0.2; x += seedlingSize * 1.2) plants.push(seedling(x, top + height * 0.3, seedlingSize, linePx));
  // Two grown flowers where the bed is long, one where it is short, so the seedlings keep their room.
  for (const [index, back] of (width > size * 5 ? [0.5, 1.25] : [0.5]).entries()) {
    const placed = flower(right - flowerSize * back, top + height * 0.35, flowerSize * (index === 0 ? 1 : 0.86), linePx, index);
    plants.push(placed.markup);
    boxes.push(placed.box);
  }
  const clods =
    detail === 'low'
      ? ''
      : [0.08, 0.3, 0.55, 0.78]
          .map((share) => left + width * share)
          .filter((x) => Math.abs(x - hole) > size * 0.5)
          .map((x, index) => `<ellipse cx="${fmt(x)}" cy="${fmt(groundY - height * (index % 2 === 0 ? 0.35 : 0.5))}" rx="${fmt(size * 0.06)}" ry="${fmt(size * 0.035)}" ${line}/>`)
          .join('');
  const topOfAll = Math.min(top - seedlingSize, ...boxes.map((box) => box.y));
  return { markup: plants.join('') + mound + clods + holeMarkup + heap, box: { x: left, y: topOfAll, width, height: groundY - topOfAll }, top };
}
