import { fmt, type Box } from '../drawing';
import type { Point } from '../figure/geometry';

/** The net's pole leans this many degrees ahead of straight up. */
const POLE_LEAN = 38;

/**
 * A butterfly net held up in the raised fist: a pole up and ahead to a round hoop seen a little from the side, and the
 * net's bag hanging from it in a soft point. Returns the hoop's centre and radius, for the butterfly just above it.
 */
export function butterflyNet(fist: Point, facing: 1 | -1, length: number, linePx: number): { markup: string; box: Box; hoop: Point; hoopRadius: number } {
  const angle = (POLE_LEAN * Math.PI) / 180;
  const along = { x: facing * Math.sin(angle), y: -Math.cos(angle) };
  const hoopRadius = length * 0.32;
  const poleEnd = { x: fist.x + along.x * length, y: fist.y + along.y * length };
  const hoop = { x: poleEnd.x + along.x * hoopRadius, y: poleEnd.y + along.y * hoopRadius };
  // The hoop a little turned from us (an ellipse a bit narrower than tall), drawn over the bag's mouth; the bag hangs
  // from its sides to a soft point below, swinging back towards the pole.
  const rx = hoopRadius * 0.8;
  const ry = hoopRadius;
  const tip = { x: hoop.x - facing * hoopRadius * 0.45, y: hoop.y + hoopRadius * 2.6 };
  const bag =
    `M${fmt(hoop.x - rx)} ${fmt(hoop.y)}Q${fmt(hoop.x - rx * 1.05)} ${fmt(tip.y - hoopRadius * 0.3)} ${fmt(tip.x)} ${fmt(tip.y)}` +
    `Q${fmt(hoop.x + rx * 1.05)} ${fmt(tip.y - hoopRadius * 0.6)} ${fmt(hoop.x + rx)} ${fmt(hoop.y)}Z`;
  const stroke = `stroke="#000" stroke-width="${fmt(linePx)}" stroke-linecap="round" stroke-linejoin="round"`;
  const markup =
    `<path d="M${fmt(fist.x)} ${fmt(fist.y)}L${fmt(poleEnd.x)} ${fmt(poleEnd.y)}" fill="none" stroke="#000" stroke-width="${fmt(linePx * 2.2)}" stroke-linecap="round"/>` +
    `<path d="${bag}" fill="#fff" ${stroke}/>` +
    `<ellipse cx="${fmt(hoop.x)}" cy="${fmt(hoop.y)}" rx="${fmt(rx)}" ry="${fmt(ry)}" fill="#fff" ${stroke}/>`;
  const xs = [fist.x, hoop.x - rx, hoop.x + rx, tip.x];
  const ys = [fist.y, hoop.y - ry, tip.y];
  const box = { x: Math.min(...xs) - linePx, y: Math.min(...ys) - linePx, width: Math.max(...xs) - Math.min(...xs) + linePx * 2, height: Math.max(...ys) - Math.min(...ys) + linePx * 2 };
  return { markup, box, hoop, hoopRadius };
}
