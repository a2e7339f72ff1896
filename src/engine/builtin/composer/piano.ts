import { fmt, type Box } from '../drawing';
import type { Detail } from '../motif-library';

const outline = (linePx: number): string => `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"`;

/**
 * An upright piano seen from the front, the player sitting side on at its left end, and her stool: the keyboard runs
 * across the front from `keysLeft` at `keysY` (white keys' lines and black keys, more for older children) between two
 * cheeks, over a rail on two turned legs; above it the tall case under a lid, a music stand across it with a sheet of
 * music with two notes on a staff; below, the lower panel down to two pedals on the floor at `floorY`. The case seen
 * from the side was a blank box with a strip of keys sticking out of it and a slab for a stand (judging 19). `width` is
 * the piano's across the page. A round stool under the seat at `seatX`, `seatY`. Returns where the hands play.
 */
export function uprightPiano(keysLeft: number, width: number, keysY: number, floorY: number, size: number, seatX: number, seatY: number, linePx: number, detail: Detail): { markup: string; box: Box; keys: { x: number; y: number } } {
  const line = outline(linePx);
  const left = keysLeft - width * 0.06;
  const right = left + width;
  const top = keysY - size * 0.6;
  const keyHeight = size * 0.11;
  const railBottom = keysY + keyHeight + size * 0.05;
  const cheek = width * 0.06;
  const rect = (x: number, y: number, w: number, h: number, r = 0): string => `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(w)}" height="${fmt(h)}"${r > 0 ? ` rx="${fmt(r)}"` : ''} ${line}/>`;
  const parts: string[] = [];
  // The case behind everything, from the lid down to the floor, its lower panel set in under the rail.
  parts.push(rect(left, top, width, floorY - top));
  parts.push(rect(left + width * 0.1, railBottom + size * 0.05, width * 0.8, floorY - railBottom - size * 0.12, size * 0.02));
  parts.push(rect(left - size * 0.03, top - size * 0.05, width + size * 0.06, size * 0.06, size * 0.02));
  // The music stand across the case above the keys, a sheet of music on it.
  const sheetWidth = width * 0.36;
  const sheetLeft = left + (width - sheetWidth) / 2;
  const sheetTop = top + size * 0.1;
  const sheetBottom = keysY - size * 0.1;
  parts.push(rect(sheetLeft, sheetTop, sheetWidth, sheetBottom - sheetTop, size * 0.01));
  parts.push(rect(left + width * 0.12, sheetBottom, width * 0.76, size * 0.04, size * 0.015));
  const staffGap = (sheetBottom - sheetTop) * 0.12;
  const staff = Array.from({ length: 3 }, (_, index) => sheetTop + (sheetBottom - sheetTop) * 0.3 + index * staffGap);
  parts.push(`<path d="${staff.map((y) => `M${fmt(sheetLeft + sheetWidth * 0.12)} ${fmt(y)}H${fmt(sheetLeft + sheetWidth * 0.88)}`).join('')}" fill="none" stroke="#000" stroke-width="${fmt(Math.max(3, linePx * 0.6))}"/>`);
  for (const [share, row] of [[0.32, 1.5], [0.62, 0.5]] as const) {
    const x = sheetLeft + sheetWidth * share;
    const y = staff[0]! + staffGap * row;
    parts.push(`<ellipse cx="${fmt(x)}" cy="${fmt(y)}" rx="${fmt(staffGap * 0.7)}" ry="${fmt(staffGap * 0.5)}" fill="#000"/><path d="M${fmt(x + staffGap * 0.62)} ${fmt(y)}V${fmt(y - staffGap * 2.6)}" stroke="#000" stroke-width="${fmt(Math.max(3, linePx * 0.6))}"/>`);
  }
  // The keyboard between its cheeks, over the rail.
  parts.push(rect(left, keysY + keyHeight, width, railBottom - keysY - keyHeight));
  parts.push(rect(left + cheek, keysY, width - cheek * 2, keyHeight));
  const keys = detail === 'low' ? 9 : detail === 'medium' ? 14 : 18;
  const keyWidth = (width - cheek * 2) / keys;
  const keyLines = Array.from({ length: keys - 1 }, (_, index) => `M${fmt(left + cheek + keyWidth * (index + 1))} ${fmt(keysY)}V${fmt(keysY + keyHeight)}`).join('');
  parts.push(`<path d="${keyLines}" fill="none" stroke="#000" stroke-width="${fmt(Math.max(3, linePx * 0.7))}"/>`);
  // Black keys in twos and threes, none after the third and the seventh white key of each seven.
  for (let index = 0; index < keys - 1; index++) {
    if (index % 7 === 2 || index % 7 === 6) continue;
    const x = left + cheek + keyWidth * (index + 1);
    parts.push(`<rect x="${fmt(x - keyWidth * 0.28)}" y="${fmt(keysY)}" width="${fmt(keyWidth * 0.56)}" height="${fmt(keyHeight * 0.6)}" fill="#000"/>`);
  }
  for (const x of [left, right - cheek]) parts.push(rect(x, keysY - size * 0.04, cheek, keyHeight + size * 0.04, size * 0.01));
  // Two turned legs under the rail's ends, and the pedals on the floor between them.
  const legWidth = width * 0.07;
  for (const x of [left + width * 0.02, right - width * 0.02 - legWidth]) {
    parts.push(rect(x, railBottom, legWidth, floorY - railBottom - size * 0.03, legWidth * 0.3));
    parts.push(rect(x - legWidth * 0.15, floorY - size * 0.04, legWidth * 1.3, size * 0.04, size * 0.01));
  }
  for (const x of [left + width * 0.44, left + width * 0.56]) parts.push(`<ellipse cx="${fmt(x)}" cy="${fmt(floorY - size * 0.02)}" rx="${fmt(width * 0.035)}" ry="${fmt(size * 0.018)}" ${line}/>`);
  // The stool: a round padded seat on one post and a foot.
  const stoolHalf = size * 0.16;
  const stool =
    `<rect x="${fmt(seatX - size * 0.025)}" y="${fmt(seatY)}" width="${fmt(size * 0.05)}" height="${fmt(floorY - seatY)}" ${line}/>` +
    `<path d="M${fmt(seatX - stoolHalf * 0.7)} ${fmt(floorY)}Q${fmt(seatX)} ${fmt(floorY - size * 0.06)} ${fmt(seatX + stoolHalf * 0.7)} ${fmt(floorY)}Z" ${line}/>` +
    `<rect x="${fmt(seatX - stoolHalf)}" y="${fmt(seatY - size * 0.02)}" width="${fmt(stoolHalf * 2)}" height="${fmt(size * 0.06)}" rx="${fmt(size * 0.03)}" ${line}/>`;
  const x = Math.min(left - size * 0.03, seatX - stoolHalf);
  return { markup: parts.join('') + stool, box: { x, y: top - size * 0.05, width: right + size * 0.03 - x, height: floorY - top + size * 0.05 }, keys: { x: keysLeft + keyWidth, y: keysY } };
}
