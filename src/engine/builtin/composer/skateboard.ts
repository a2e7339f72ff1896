import { fmt, type Box } from '../drawing';
import type { Detail } from '../motif-library';

/**
 * A skateboard under the feet, seen from the side: a long deck with both ends kicked up, on two trucks each with a
 * wheel under it; a grip-tape band along the deck for older children. `top` is the deck's top, where the soles stand.
 * Returns the wheels' bottom (the ground under it).
 */
export function skateboard(cx: number, top: number, length: number, linePx: number, detail: Detail): { markup: string; box: Box; bottom: number } {
  const thick = length * 0.07;
  const half = length / 2;
  const kick = length * 0.07;
  const flat = half - length * 0.12;
  const stroke = `stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round" stroke-linecap="round"`;
  // The deck: flat between the trucks, curling up at each end, as one thick band with rounded tips.
  const deck =
    `M${fmt(cx - flat)} ${fmt(top)}L${fmt(cx + flat)} ${fmt(top)}Q${fmt(cx + half - thick * 0.4)} ${fmt(top)} ${fmt(cx + half)} ${fmt(top - kick)}` +
    `A${fmt(thick / 2)} ${fmt(thick / 2)} 0 0 1 ${fmt(cx + half + thick * 0.1)} ${fmt(top - kick + thick)}` +
    `Q${fmt(cx + half - thick * 0.6)} ${fmt(top + thick)} ${fmt(cx + flat)} ${fmt(top + thick)}L${fmt(cx - flat)} ${fmt(top + thick)}` +
    `Q${fmt(cx - half + thick * 0.6)} ${fmt(top + thick)} ${fmt(cx - half - thick * 0.1)} ${fmt(top - kick + thick)}` +
    `A${fmt(thick / 2)} ${fmt(thick / 2)} 0 0 1 ${fmt(cx - half)} ${fmt(top - kick)}Q${fmt(cx - half + thick * 0.4)} ${fmt(top)} ${fmt(cx - flat)} ${fmt(top)}Z`;
  const wheel = length * 0.075;
  const truckY = top + thick;
  const wheelY = truckY + thick * 0.7 + wheel;
  const trucks = [-1, 1]
    .map((side) => {
      const x = cx + side * (flat - wheel * 0.6);
      const hanger = `<path d="M${fmt(x - wheel * 0.8)} ${fmt(truckY)}L${fmt(x - wheel * 0.45)} ${fmt(truckY + thick * 0.8)}L${fmt(x + wheel * 0.45)} ${fmt(truckY + thick * 0.8)}L${fmt(x + wheel * 0.8)} ${fmt(truckY)}Z" fill="#fff" ${stroke}/>`;
      const hub = detail === 'low' ? '' : `<circle cx="${fmt(x)}" cy="${fmt(wheelY)}" r="${fmt(wheel * 0.35)}" fill="#fff" ${stroke}/>`;
      return `${hanger}<circle cx="${fmt(x)}" cy="${fmt(wheelY)}" r="${fmt(wheel)}" fill="#fff" ${stroke}/>${hub}`;
    })
    .join('');
  const band = detail === 'high' ? `<path d="M${fmt(cx - flat)} ${fmt(top + thick * 0.45)}L${fmt(cx + flat)} ${fmt(top + thick * 0.45)}" fill="none" ${stroke}/>` : '';
  const markup = `${trucks}<path d="${deck}" fill="#fff" ${stroke}/>${band}`;
  const bottom = wheelY + wheel;
  const box = { x: cx - half - thick - linePx, y: top - kick - thick - linePx, width: length + thick * 2 + linePx * 2, height: bottom - top + kick + thick + linePx * 2 };
  return { markup, box, bottom };
}
