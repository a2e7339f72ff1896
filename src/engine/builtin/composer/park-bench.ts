import { fmt, type Box } from '../drawing';
import type { Detail } from '../motif-library';

/**
 * A park bench seen from the front: two slats on its back between two posts, the seat plank, and
 * legs standing on the grass; older children get the planks' ends as separate boards.
 */
export function parkBench(cx: number, bottom: number, width: number, linePx: number, detail: Detail): { markup: string; box: Box } {
  const outline = `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"`;
  const left = cx - width / 2;
  const seatY = bottom - width * 0.26;
  const plank = width * 0.075;
  const leg = width * 0.07;
  const slat = width * 0.08;
  const top = bottom - width * 0.62;
  const post = width * 0.06;
  const rect = (x: number, y: number, w: number, h: number): string => `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(w)}" height="${fmt(h)}" rx="${fmt(Math.min(w, h) * 0.3)}" ${outline}/>`;
  const parts = [
    // Back posts first, the slats across them, then the legs and the seat in front.
    rect(left + width * 0.1, top, post, seatY - top),
    rect(left + width * 0.9 - post, top, post, seatY - top),
    rect(left + width * 0.02, top + width * 0.04, width * 0.96, slat),
    rect(left + width * 0.02, top + width * 0.04 + slat * 1.9, width * 0.96, slat),
    rect(left + width * 0.08, seatY, leg, bottom - seatY),
    rect(left + width * 0.92 - leg, seatY, leg, bottom - seatY),
    rect(left, seatY - plank * 0.5, width, plank),
  ];
  if (detail === 'high') {
    // Each slat is two boards butted in the middle.
    const joint = `M${fmt(cx)} ${fmt(top + width * 0.04)}v${fmt(slat)}M${fmt(cx)} ${fmt(top + width * 0.04 + slat * 1.9)}v${fmt(slat)}`;
    parts.push(`<path d="${joint}" fill="none" stroke="#000" stroke-width="${fmt(linePx * 0.8)}"/>`);
  }
  return { markup: parts.join(''), box: { x: left, y: top, width, height: bottom - top } };
}
