import { fmt, type Box } from '../drawing';
import type { Detail } from '../motif-library';

const line = (linePx: number): string => `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round" stroke-linecap="round"`;

/**
 * A fallen log lying along the ground from `left` to `right`, resting on `groundY`, `thickness` tall: its bark side a
 * long body with the far end rounded off, the near (left) end sawn flat and seen as an oval of growth rings. Bark
 * lines run along it for 6-8 and 9-12, and a broken-off branch stub stands up from its top for 9-12.
 */
export function fallenLog(left: number, right: number, groundY: number, thickness: number, linePx: number, detail: Detail): { markup: string; box: Box; top: { x: number; y: number } } {
  const style = line(linePx);
  const top = groundY - thickness;
  const middleY = groundY - thickness / 2;
  const endRx = thickness * 0.26;
  const parts: string[] = [];
  const stubX = left + (right - left) * 0.2;
  if (detail === 'high') {
    // Drawn first so the log's body covers its foot: it grows out of the bark, not stuck on it.
    const stubW = thickness * 0.22;
    parts.push(`<path d="M${fmt(stubX - stubW)} ${fmt(top + linePx * 3)}L${fmt(stubX - stubW * 0.4)} ${fmt(top - thickness * 0.38)}L${fmt(stubX + stubW * 0.7)} ${fmt(top - thickness * 0.34)}L${fmt(stubX + stubW)} ${fmt(top + linePx * 3)}Z" ${style}/>`);
  }
  // The bark side: straight top and bottom, the far end rounded as a log's broken end seen from the side.
  parts.push(`<path d="M${fmt(left)} ${fmt(top)}H${fmt(right - endRx)}Q${fmt(right + endRx)} ${fmt(top)} ${fmt(right + endRx)} ${fmt(middleY)}Q${fmt(right + endRx)} ${fmt(groundY)} ${fmt(right - endRx)} ${fmt(groundY)}H${fmt(left)}Z" ${style}/>`);
  if (detail !== 'low') {
    // Bark lines along its length, broken so they read as grooves, not stripes of a pipe.
    const length = right - left;
    const grooves: Array<[number, number, number]> = [
      [0.2, 0.32, 0.56],
      [0.45, 0.62, 0.9],
      [0.68, 0.25, 0.5],
    ];
    for (const [depth, from, to] of grooves) {
      const y = top + thickness * depth;
      parts.push(`<path d="M${fmt(left + length * from)} ${fmt(y)}q${fmt((length * (to - from)) / 2)} ${fmt(thickness * 0.05)} ${fmt(length * (to - from))} 0" fill="none" stroke="#000" stroke-width="${fmt(linePx * 0.8)}" stroke-linecap="round"/>`);
    }
  }
  // The sawn near end: an oval with rings round its heart.
  parts.push(`<ellipse cx="${fmt(left)}" cy="${fmt(middleY)}" rx="${fmt(endRx)}" ry="${fmt(thickness / 2)}" ${style}/>`);
  const rings = detail === 'low' ? [0.45] : [0.62, 0.3];
  for (const share of rings) parts.push(`<ellipse cx="${fmt(left)}" cy="${fmt(middleY)}" rx="${fmt(endRx * share)}" ry="${fmt((thickness / 2) * share)}" fill="none" stroke="#000" stroke-width="${fmt(linePx * 0.8)}"/>`);
  const stubTop = detail === 'high' ? top - thickness * 0.38 : top;
  return { markup: parts.join(''), box: { x: left - endRx - linePx, y: stubTop - linePx, width: right - left + endRx * 2 + linePx * 2, height: groundY - stubTop + linePx * 2 }, top: { x: (left + right) / 2, y: top } };
}
