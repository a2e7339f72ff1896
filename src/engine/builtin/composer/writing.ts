import { fmt, type Box } from '../drawing';
import type { Point } from '../figure/geometry';
import type { Detail } from '../motif-library';

const outline = (linePx: number): string => `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round" stroke-linecap="round"`;

/**
 * What lies on a desk being written at, and the pencil: a sheet of paper flat on the top under the writing hand (the
 * lines written on it for older children), an envelope beside it where the top reaches to `right`, and a pencil in the
 * fist, its point down on the sheet. Returns the pencil's point.
 */
export function writingThings(fist: Point, topY: number, right: number, size: number, linePx: number, detail: Detail): { markup: string; box: Box; point: Point } {
  const line = outline(linePx);
  const sheetLeft = fist.x - size * 0.2;
  const sheetRight = Math.min(fist.x + size * 0.75, right - size * 0.06);
  const sheetH = size * 0.1;
  const sheet = `<path d="M${fmt(sheetLeft)} ${fmt(topY)}L${fmt(sheetRight)} ${fmt(topY)}L${fmt(sheetRight - size * 0.08)} ${fmt(topY - sheetH)}L${fmt(sheetLeft + size * 0.1)} ${fmt(topY - sheetH)}Z" ${line}/>`;
  const written =
    detail === 'low'
      ? ''
      : `<path d="${[0.35, 0.7].map((share) => `M${fmt(sheetLeft + size * 0.35)} ${fmt(topY - sheetH * share)}H${fmt(sheetRight - size * 0.12)}`).join('')}" fill="none" stroke="#000" stroke-width="${fmt(linePx * 0.7)}" stroke-linecap="round"/>`;
  // The envelope standing against nothing, lying past the sheet: a flat box with its flap's V.
  const envLeft = sheetRight + size * 0.06;
  const envW = size * 0.36;
  const envH = size * 0.22;
  const hasEnvelope = envLeft + envW < right;
  const envelope = !hasEnvelope ? '' : `<rect x="${fmt(envLeft)}" y="${fmt(topY - envH)}" width="${fmt(envW)}" height="${fmt(envH)}" rx="${fmt(size * 0.01)}" ${line}/><path d="M${fmt(envLeft)} ${fmt(topY - envH)}L${fmt(envLeft + envW / 2)} ${fmt(topY - envH * 0.45)}L${fmt(envLeft + envW)} ${fmt(topY - envH)}" fill="none" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"/>`;
  // The pencil: from its end up ahead of the fist down through it to its point on the sheet (slanting back towards
  // the writer, its end came up at her chin).
  const point = { x: fist.x - size * 0.05, y: topY - sheetH * 0.5 };
  const back = { x: fist.x + size * 0.14, y: fist.y - size * 0.26 };
  const length = Math.hypot(point.x - back.x, point.y - back.y) || 1;
  const along = { x: (point.x - back.x) / length, y: (point.y - back.y) / length };
  const across = { x: -along.y, y: along.x };
  const half = Math.max(linePx * 1.6, size * 0.03);
  const at = (share: number, side: number): string => `${fmt(back.x + along.x * length * share + across.x * side)} ${fmt(back.y + along.y * length * share + across.y * side)}`;
  const tipStart = 1 - (half * 3) / length;
  const pencil =
    `<path d="M${at(0, -half)}L${at(tipStart, -half)}L${fmt(point.x)} ${fmt(point.y)}L${at(tipStart, half)}L${at(0, half)}Z" ${line}/>` +
    `<path d="M${at(0.12, -half)}L${at(0.12, half)}M${at(tipStart, -half)}L${at(tipStart, half)}" fill="none" stroke="#000" stroke-width="${fmt(linePx)}"/>`;
  const markup = sheet + written + envelope + pencil;
  const left = Math.min(sheetLeft, back.x) - half;
  const top = Math.min(back.y, topY - envH) - half;
  return { markup, box: { x: left, y: top, width: (hasEnvelope ? envLeft + envW : sheetRight) - left + linePx, height: topY - top + linePx }, point };
}

/** A plain stool under a seat: a flat top on two splayed legs with a rung. */
export function stool(cx: number, seatY: number, floorY: number, width: number, linePx: number): string {
  const line = outline(linePx);
  const half = width / 2;
  const leg = width * 0.12;
  return (
    `<path d="M${fmt(cx - half * 0.7)} ${fmt(seatY)}L${fmt(cx - half * 0.9)} ${fmt(floorY)}L${fmt(cx - half * 0.9 + leg)} ${fmt(floorY)}L${fmt(cx - half * 0.7 + leg)} ${fmt(seatY)}Z" ${line}/>` +
    `<path d="M${fmt(cx + half * 0.7)} ${fmt(seatY)}L${fmt(cx + half * 0.9)} ${fmt(floorY)}L${fmt(cx + half * 0.9 - leg)} ${fmt(floorY)}L${fmt(cx + half * 0.7 - leg)} ${fmt(seatY)}Z" ${line}/>` +
    `<rect x="${fmt(cx - half * 0.8)}" y="${fmt(seatY + (floorY - seatY) * 0.55)}" width="${fmt(width * 0.8)}" height="${fmt(leg * 0.7)}" ${line}/>` +
    `<rect x="${fmt(cx - half)}" y="${fmt(seatY - width * 0.08)}" width="${fmt(width)}" height="${fmt(width * 0.12)}" rx="${fmt(width * 0.03)}" ${line}/>`
  );
}
