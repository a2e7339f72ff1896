import { fmt, type Box } from '../drawing';
import { textOutline } from '../glyph-outlines';
import type { Detail } from '../motif-library';

const chalk = (linePx: number): string => `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"`;

/**
 * A hopscotch court chalked on the ground, seen from the side so it runs along the ground away to the right: a band of
 * boxes from `left` to `right` lying flat round `groundY` (its far edge `depth` above, its near edge as far below), the
 * single boxes across the band and the pairs split into a far and a near one, a half-round home at the end; a flat
 * stone tossed into one box. Each box has its number chalked in it, one outline per digit (with none, the court read
 * as a strip of blank boxes, judging 19). Returns each box's middle, in order, and the stone's.
 */
export function hopscotchCourt(left: number, right: number, groundY: number, depth: number, linePx: number, detail: Detail): { markup: string; box: Box; squares: Array<{ x: number; y: number }>; stone: { x: number; y: number } } {
  const line = chalk(linePx);
  // 1, 2, 3|4, 5, 6|7, 8, then home: a pair counts once along the band.
  const steps: Array<'one' | 'pair'> = ['one', 'one', 'pair', 'one', 'pair', 'one'];
  const homeShare = 0.7;
  const width = (right - left) / (steps.length + homeShare);
  const far = groundY - depth;
  const near = groundY + depth;
  // The band leans back a little to the right, as the ground seen from above.
  const slant = depth * 0.35;
  const at = (x: number, y: number): string => `${fmt(x + ((near - y) / (near - far)) * slant)} ${fmt(y)}`;
  const parts: string[] = [];
  const squares: Array<{ x: number; y: number }> = [];
  steps.forEach((step, index) => {
    const x0 = left + index * width;
    const x1 = x0 + width;
    const rows = step === 'one' ? [[far, near]] : [[far, groundY], [groundY, near]];
    for (const [top, bottom] of rows as Array<[number, number]>) {
      parts.push(`<path d="M${at(x0, bottom)}L${at(x1, bottom)}L${at(x1, top)}L${at(x0, top)}Z" ${line}/>`);
      const middleY = (top + bottom) / 2;
      const middle = { x: (x0 + x1) / 2 + ((near - middleY) / (near - far)) * slant, y: middleY };
      squares.push(middle);
      const size = Math.min(width, bottom - top) * 0.62;
      parts.push(`<path d="${textOutline(String(squares.length), middle.x, middle.y + size * 0.36, size, linePx)}" ${line} fill-rule="evenodd"/>`);
    }
  });
  const homeX = left + steps.length * width;
  parts.push(`<path d="M${at(homeX, near)}Q${fmt(homeX + width * homeShare * 1.4 + slant * 0.5)} ${fmt(groundY)} ${at(homeX, far)}Z" ${line}/>`);
  // The stone in the fifth box, where the hopper will not step, below its number: beside a pair's number it read as a dash.
  const target = { x: squares[4]!.x + width * 0.08, y: squares[4]!.y + depth * 0.66 };
  const stoneR = Math.min(width * 0.18, depth * 0.24);
  parts.push(`<ellipse cx="${fmt(target.x)}" cy="${fmt(target.y)}" rx="${fmt(stoneR)}" ry="${fmt(stoneR * 0.55)}" ${line}/>`);
  if (detail !== 'low') parts.push(`<path d="M${fmt(target.x - stoneR * 0.4)} ${fmt(target.y - stoneR * 0.1)}q${fmt(stoneR * 0.4)} ${fmt(-stoneR * 0.2)} ${fmt(stoneR * 0.7)} 0" fill="none" stroke="#000" stroke-width="${fmt(linePx * 0.8)}" stroke-linecap="round"/>`);
  return { markup: parts.join(''), box: { x: left, y: far - linePx, width: right - left + slant + width, height: near - far + linePx * 2 }, squares, stone: target };
}
