import { fmt, type Box } from '../drawing';
import type { Point } from '../figure/geometry';
import type { Detail } from '../motif-library';

const outline = (linePx: number): string => `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round" stroke-linecap="round"`;

/**
 * A broom swept along the ground: a long handle on the line through both fists (`high`, `low`), run on down to the
 * bristles, which fan out from a tied band and lie flat along the ground at `groundY`; a little heap of dust swept up
 * ahead of them. Returns where the bristles meet the ground.
 */
export function sweptBroom(high: Point, low: Point, groundY: number, size: number, linePx: number, detail: Detail): { markup: string; box: Box; bristles: Point; handleTop: Point } {
  const run = Math.hypot(low.x - high.x, low.y - high.y) || 1;
  const along = { x: (low.x - high.x) / run, y: (low.y - high.y) / run };
  const bristleLength = size * 0.3;
  // The band where the handle meets the bristles: as far down the line as leaves the bristles' length to the ground.
  const toBand = Math.max(run, (groundY - bristleLength * 0.9 - high.y) / Math.max(along.y, 0.2));
  const band = { x: high.x + along.x * toBand, y: high.y + along.y * toBand };
  const handleTop = { x: high.x - along.x * size * 0.1, y: high.y - along.y * size * 0.1 };
  const handle = size * 0.045;
  const across = { x: -along.y, y: along.x };
  const at = (base: Point, side: number, ahead = 0): string => `${fmt(base.x + across.x * side + along.x * ahead)} ${fmt(base.y + across.y * side + along.y * ahead)}`;
  const line = outline(linePx);
  const handleMarkup = `<path d="M${at(handleTop, -handle)}L${at(band, -handle)}L${at(band, handle)}L${at(handleTop, handle)}A${fmt(handle)} ${fmt(handle)} 0 0 1 ${at(handleTop, -handle)}Z" ${line}/>`;
  // The bristles: from the band they spread into a fan whose foot lies along the ground, wider ahead than behind.
  const bandHalf = size * 0.09;
  const footBack = band.x - size * 0.2;
  const footAhead = band.x + size * 0.34;
  const bandBottom = { x: band.x + along.x * size * 0.06, y: band.y + along.y * size * 0.06 };
  const fan =
    `<path d="M${at(bandBottom, -bandHalf)}Q${fmt(footBack - size * 0.02)} ${fmt(groundY - size * 0.14)} ${fmt(footBack)} ${fmt(groundY)}` +
    `L${fmt(footAhead)} ${fmt(groundY)}Q${fmt(footAhead)} ${fmt(groundY - size * 0.12)} ${at(bandBottom, bandHalf)}Z" ${line}/>`;
  const strokes = detail === 'low' ? 3 : 5;
  const bristleLines = Array.from({ length: strokes }, (_, index) => {
    const share = (index + 1) / (strokes + 1);
    const foot = footBack + (footAhead - footBack) * share;
    const from = { x: bandBottom.x + across.x * bandHalf * (share * 2 - 1) * 0.6, y: bandBottom.y + across.y * bandHalf * (share * 2 - 1) * 0.6 };
    const startY = from.y + (groundY - from.y) * 0.25;
    const startX = from.x + (foot - from.x) * 0.25;
    return `M${fmt(startX)} ${fmt(startY)}L${fmt(foot)} ${fmt(groundY - size * 0.03)}`;
  }).join('');
  // The tied band over the top of the fan.
  const bandMarkup = `<path d="M${at(band, -bandHalf * 0.9)}L${at(band, bandHalf * 0.9)}L${at(band, bandHalf, size * 0.07)}L${at(band, -bandHalf, size * 0.07)}Z" ${line}/>`;
  // Dust swept ahead: a low heap at the bristles' front.
  const heapX = footAhead + size * 0.18;
  const heap = `<path d="M${fmt(heapX - size * 0.16)} ${fmt(groundY)}Q${fmt(heapX)} ${fmt(groundY - size * 0.16)} ${fmt(heapX + size * 0.16)} ${fmt(groundY)}Z" ${line}/>`;
  const markup = handleMarkup + fan + `<path d="${bristleLines}" fill="none" stroke="#000" stroke-width="${fmt(linePx * 0.8)}" stroke-linecap="round"/>` + bandMarkup + heap;
  const left = Math.min(handleTop.x, footBack) - handle;
  const top = handleTop.y - handle;
  const right = heapX + size * 0.2;
  return { markup, box: { x: left, y: top, width: right - left, height: groundY - top + linePx }, bristles: { x: (footBack + footAhead) / 2, y: groundY }, handleTop };
}
