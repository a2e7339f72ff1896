import { fmt, type Box } from '../drawing';
import { starPath } from './space';

/** How deep the boards along the stands' foot are, as a share of the art's height. */
const BOARD_DEPTH = 0.045;

/** Where the pitch behind the play starts: just below the boards along the stands' foot. */
export function pitchFarEdge(art: Box, horizonY: number): number {
  return horizonY + art.height * BOARD_DEPTH;
}

/** A point at `angle` and `reach` from (cx, cy), as path data. */
function at(cx: number, cy: number, angle: number, reach: number): string {
  return `${fmt(cx + Math.cos(angle) * reach)} ${fmt(cy + Math.sin(angle) * reach)}`;
}

/**
 * The emblems on the boards, one per panel in turn, each closed path data within `r` of (cx, cy): a star, a ball with
 * its middle patch, a heart, a lightning bolt and a diamond.
 */
const EMBLEMS: ReadonlyArray<(cx: number, cy: number, r: number) => string> = [
  (cx, cy, r) => starPath(cx, cy, r),
  (cx, cy, r) => `M${fmt(cx - r)} ${fmt(cy)}a${fmt(r)} ${fmt(r)} 0 1 0 ${fmt(2 * r)} 0a${fmt(r)} ${fmt(r)} 0 1 0 ${fmt(-2 * r)} 0ZM${Array.from({ length: 5 }, (_, index) => at(cx, cy, -Math.PI / 2 + (index * 2 * Math.PI) / 5, r * 0.45)).join('L')}Z`,
  (cx, cy, r) => `M${fmt(cx)} ${fmt(cy + r * 0.85)}C${fmt(cx - r * 1.3)} ${fmt(cy - r * 0.1)} ${fmt(cx - r * 0.6)} ${fmt(cy - r * 1.05)} ${fmt(cx)} ${fmt(cy - r * 0.45)}C${fmt(cx + r * 0.6)} ${fmt(cy - r * 1.05)} ${fmt(cx + r * 1.3)} ${fmt(cy - r * 0.1)} ${fmt(cx)} ${fmt(cy + r * 0.85)}Z`,
  (cx, cy, r) => `M${[[0.25, -1], [-0.6, 0.15], [-0.05, 0.15], [-0.3, 1], [0.6, -0.2], [0.05, -0.2]].map(([x, y]) => `${fmt(cx + x! * r)} ${fmt(cy + y! * r)}`).join('L')}Z`,
  (cx, cy, r) => `M${fmt(cx)} ${fmt(cy - r)}L${fmt(cx + r * 0.8)} ${fmt(cy)}L${fmt(cx)} ${fmt(cy + r)}L${fmt(cx - r * 0.8)} ${fmt(cy)}Z`,
];

/**
 * The advertising boards along the foot of a stadium's stands, panel after panel each with an emblem to colour, so
 * the stands stop at a fence on the pitch's far edge and the band of grass below them reads as pitch, not a blank
 * wall (round 15, 02). An emblem `isHidden` finds behind a figure is left out.
 */
export function pitchBoards(art: Box, horizonY: number, linePx: number, hasPatterns: boolean, isHidden: (emblem: Box) => boolean): string {
  const bottom = pitchFarEdge(art, horizonY);
  const depth = bottom - horizonY;
  const panels = hasPatterns ? 9 : 6;
  const width = art.width / panels;
  const stroke = `stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"`;
  let joints = '';
  let emblems = '';
  for (let index = 0; index < panels; index++) {
    if (index > 0) joints += `M${fmt(art.x + width * index)} ${fmt(horizonY)}V${fmt(bottom)}`;
    const [cx, cy, r] = [art.x + width * (index + 0.5), horizonY + depth / 2, depth * 0.36];
    if (isHidden({ x: cx - r, y: cy - r, width: 2 * r, height: 2 * r })) continue;
    emblems += `<path d="${EMBLEMS[index % EMBLEMS.length]!(cx, cy, r)}" fill="#fff" ${stroke}/>`;
  }
  return `<rect x="${fmt(art.x - 50)}" y="${fmt(horizonY)}" width="${fmt(art.width + 100)}" height="${fmt(depth)}" fill="#fff" ${stroke}/><path d="${joints}" fill="none" ${stroke}/>${emblems}`;
}
