import { fmt, type Box } from '../drawing';
import type { Point } from '../figure/geometry';
import type { Detail } from '../motif-library';

/**
 * Ice skates and the ice under them: a blade under each shoe on two short posts, its toe curled up (facing right),
 * and a frozen pond, a wide flat oval round the standing foot with a few shine strokes across it (more for older
 * children). `soles` is the standing foot's sole. Returns the blades' bottoms.
 */
export function iceSkates(feet: { back: Point; front: Point }, soles: number, shoe: number, pondWidth: number, linePx: number, detail: Detail): { ice: string; blades: string; box: Box; bladeBottoms: Point[] } {
  const stroke = `stroke="#000" stroke-width="${fmt(linePx)}" stroke-linecap="round" stroke-linejoin="round"`;
  const post = shoe * 0.22;
  const blades = [feet.back, feet.front].map((foot) => {
    // The standing foot's shoe ends at the soles; a lifted one's about the same way below its ankle.
    const sole = foot === feet.front ? soles : foot.y + (soles - feet.front.y);
    const bottom = sole + post;
    const heel = foot.x - shoe * 0.45;
    const toe = foot.x + shoe * 0.6;
    const markup =
      `<path d="M${fmt(heel + shoe * 0.15)} ${fmt(sole)}L${fmt(heel + shoe * 0.15)} ${fmt(bottom)}M${fmt(toe - shoe * 0.2)} ${fmt(sole)}L${fmt(toe - shoe * 0.2)} ${fmt(bottom)}" fill="none" ${stroke}/>` +
      `<path d="M${fmt(heel)} ${fmt(bottom)}L${fmt(toe)} ${fmt(bottom)}Q${fmt(toe + shoe * 0.22)} ${fmt(bottom)} ${fmt(toe + shoe * 0.12)} ${fmt(bottom - post * 0.9)}" fill="none" stroke="#000" stroke-width="${fmt(linePx * 1.5)}" stroke-linecap="round"/>`;
    return { markup, bottom: { x: foot.x, y: bottom } };
  });
  const rx = pondWidth / 2;
  const ry = pondWidth * 0.1;
  const cx = feet.front.x;
  const cy = blades[1]!.bottom.y;
  const shines = (detail === 'low' ? [[-0.55, -0.2, 0.18]] : detail === 'medium' ? [[-0.55, -0.2, 0.18], [0.45, 0.35, 0.14]] : [[-0.55, -0.2, 0.18], [-0.3, 0.45, 0.1], [0.45, 0.35, 0.14], [0.6, -0.35, 0.1]])
    .map(([x, y, length]) => `M${fmt(cx + rx * x!)} ${fmt(cy + ry * y!)}L${fmt(cx + rx * (x! + length!))} ${fmt(cy + ry * y!)}`)
    .join('');
  const ice = `<ellipse cx="${fmt(cx)}" cy="${fmt(cy)}" rx="${fmt(rx)}" ry="${fmt(ry)}" fill="#fff" ${stroke}/><path d="${shines}" fill="none" ${stroke}/>`;
  const box = { x: cx - rx - linePx, y: cy - ry - linePx, width: rx * 2 + linePx * 2, height: ry * 2 + linePx * 2 };
  return { ice, blades: blades.map((blade) => blade.markup).join(''), box, bladeBottoms: blades.map((blade) => blade.bottom) };
}
