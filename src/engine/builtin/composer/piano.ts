import { fmt, type Box } from '../drawing';
import type { Detail } from '../motif-library';

const outline = (linePx: number): string => `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"`;

/**
 * An upright piano seen from the player's side, and the stool: the piano's tall case stands from `left` to its back on
 * the floor, the keyboard a shelf out from its front at `keysY` with the white keys' lines and the black keys along its
 * top (more of them for older children), a music stand with a sheet above, and a round stool under the seat at `seatY`.
 * The keyboard comes apart from the rest (`over`), to go in front of the player's knees. Returns where the hands play.
 */
export function uprightPiano(left: number, keysY: number, floorY: number, size: number, seatX: number, seatY: number, linePx: number, detail: Detail): { under: string; over: string; box: Box; keys: { x: number; y: number } } {
  const line = outline(linePx);
  const caseWidth = size * 0.55;
  const top = keysY - size * 0.62;
  const shelf = size * 0.32;
  const keysLeft = left - shelf;
  const keyDepth = size * 0.07;
  const body = `<path d="M${fmt(left)} ${fmt(floorY)}L${fmt(left)} ${fmt(top + size * 0.04)}Q${fmt(left)} ${fmt(top)} ${fmt(left + size * 0.04)} ${fmt(top)}L${fmt(left + caseWidth)} ${fmt(top)}L${fmt(left + caseWidth)} ${fmt(floorY)}Z" ${line}/>`;
  const lid = `<rect x="${fmt(left - size * 0.03)}" y="${fmt(top - size * 0.04)}" width="${fmt(caseWidth + size * 0.06)}" height="${fmt(size * 0.05)}" rx="${fmt(size * 0.015)}" ${line}/>`;
  // The keyboard shelf out towards the player: its top face with the keys on it, its front under them.
  const keyboard = `<path d="M${fmt(keysLeft)} ${fmt(keysY)}L${fmt(left)} ${fmt(keysY)}L${fmt(left)} ${fmt(keysY + keyDepth * 2.2)}L${fmt(keysLeft)} ${fmt(keysY + keyDepth * 2.2)}Z" ${line}/>`;
  const keyTop = `<path d="M${fmt(keysLeft)} ${fmt(keysY)}L${fmt(left)} ${fmt(keysY)}L${fmt(left)} ${fmt(keysY - keyDepth)}L${fmt(keysLeft + keyDepth * 0.6)} ${fmt(keysY - keyDepth)}Z" ${line}/>`;
  const keys = detail === 'low' ? 5 : detail === 'medium' ? 7 : 9;
  const keyLines = Array.from({ length: keys - 1 }, (_, index) => {
    const x = keysLeft + ((left - keysLeft) * (index + 1)) / keys;
    return `M${fmt(x)} ${fmt(keysY)}V${fmt(keysY + keyDepth * 2.2)}`;
  }).join('');
  const blacks = Array.from({ length: keys - 1 }, (_, index) => index)
    .filter((index) => index % 7 !== 2 && index % 7 !== 6)
    .map((index) => {
      const x = keysLeft + ((left - keysLeft) * (index + 1)) / keys;
      const w = ((left - keysLeft) / keys) * 0.5;
      return `<rect x="${fmt(x - w / 2)}" y="${fmt(keysY)}" width="${fmt(w)}" height="${fmt(keyDepth * 1.3)}" fill="#000"/>`;
    })
    .join('');
  // The music stand with a sheet of music on it, leaning back against the case above the keys.
  const sheetTop = keysY - size * 0.4;
  const sheet = `<path d="M${fmt(left - size * 0.02)} ${fmt(keysY - size * 0.06)}L${fmt(left - size * 0.12)} ${fmt(sheetTop)}L${fmt(left - size * 0.02)} ${fmt(sheetTop - size * 0.02)}L${fmt(left + size * 0.02)} ${fmt(keysY - size * 0.08)}Z" ${line}/>`;
  const panel = detail === 'low' ? '' : `<rect x="${fmt(left + caseWidth * 0.2)}" y="${fmt(keysY + size * 0.12)}" width="${fmt(caseWidth * 0.6)}" height="${fmt((floorY - keysY) * 0.55)}" rx="${fmt(size * 0.02)}" ${line}/>`;
  // The stool: a round padded seat on one post and a foot.
  const stoolHalf = size * 0.16;
  const stool =
    `<rect x="${fmt(seatX - size * 0.025)}" y="${fmt(seatY)}" width="${fmt(size * 0.05)}" height="${fmt(floorY - seatY)}" ${line}/>` +
    `<path d="M${fmt(seatX - stoolHalf * 0.7)} ${fmt(floorY)}Q${fmt(seatX)} ${fmt(floorY - size * 0.06)} ${fmt(seatX + stoolHalf * 0.7)} ${fmt(floorY)}Z" ${line}/>` +
    `<rect x="${fmt(seatX - stoolHalf)}" y="${fmt(seatY - size * 0.02)}" width="${fmt(stoolHalf * 2)}" height="${fmt(size * 0.06)}" rx="${fmt(size * 0.03)}" ${line}/>`;
  // The keyboard in front of the player's knees, which go in under it; the case and the stool behind her.
  const under = stool + body + panel + lid + sheet;
  const over = keyboard + keyTop + `<path d="${keyLines}" fill="none" stroke="#000" stroke-width="${fmt(linePx * 0.8)}"/>` + blacks;
  const x = Math.min(keysLeft, seatX - stoolHalf);
  return { under, over, box: { x, y: top - size * 0.04, width: left + caseWidth - x, height: floorY - top + size * 0.04 }, keys: { x: keysLeft + (left - keysLeft) * 0.3, y: keysY } };
}
