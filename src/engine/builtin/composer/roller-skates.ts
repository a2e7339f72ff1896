import { fmt, type Box } from '../drawing';
import type { Point } from '../figure/geometry';
import type { Detail } from '../motif-library';

/**
 * Roller skates: under each shoe (facing right) a plate with a rubber stopper at its toe and two wheels, each a circle
 * to colour with a hub for older children. `soles` is the standing foot's sole; a lifted foot's skate sits as far below
 * its ankle. Returns the wheels' bottoms under each foot.
 */
export function rollerSkates(feet: { back: Point; front: Point }, soles: number, shoe: number, linePx: number, detail: Detail): { markup: string; box: Box; wheelBottoms: Point[] } {
  const line = `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"`;
  const plate = shoe * 0.12;
  const wheel = shoe * 0.2;
  const boxes: Box[] = [];
  const skates = [feet.back, feet.front].map((foot) => {
    const sole = foot === feet.front ? soles : foot.y + (soles - feet.front.y);
    const heel = foot.x - shoe * 0.45;
    const toe = foot.x + shoe * 0.6;
    const wheelY = sole + plate + wheel * 0.75;
    const wheels = [heel + wheel * 1.1, toe - wheel * 1.3];
    const stopper = `<path d="M${fmt(toe - shoe * 0.02)} ${fmt(sole)}q${fmt(shoe * 0.2)} 0 ${fmt(shoe * 0.2)} ${fmt(plate * 1.6)}l${fmt(-shoe * 0.18)} 0Z" ${line}/>`;
    const markup =
      stopper +
      `<rect x="${fmt(heel)}" y="${fmt(sole)}" width="${fmt(toe - heel)}" height="${fmt(plate)}" rx="${fmt(plate / 2)}" ${line}/>` +
      wheels.map((x) => `<circle cx="${fmt(x)}" cy="${fmt(wheelY)}" r="${fmt(wheel)}" ${line}/>` + (detail === 'low' ? '' : `<circle cx="${fmt(x)}" cy="${fmt(wheelY)}" r="${fmt(wheel * 0.35)}" ${line}/>`)).join('');
    boxes.push({ x: heel - linePx, y: sole - linePx, width: toe - heel + shoe * 0.22 + linePx * 2, height: wheelY + wheel - sole + linePx * 2 });
    return { markup, bottom: { x: foot.x, y: wheelY + wheel } };
  });
  const x = Math.min(...boxes.map((box) => box.x));
  const y = Math.min(...boxes.map((box) => box.y));
  const box = { x, y, width: Math.max(...boxes.map((one) => one.x + one.width)) - x, height: Math.max(...boxes.map((one) => one.y + one.height)) - y };
  return { markup: skates.map((skate) => skate.markup).join(''), box, wheelBottoms: skates.map((skate) => skate.bottom) };
}

/**
 * A paved park path running across the page under a roller skater, from `left` to `right`, its far edge at `top` and
 * near edge at `bottom` bowed a little as the path curves by; paving joints across it, closer together towards the
 * page's sides as it runs away (a few wide slabs for the youngest). Skating on the grass
 * of a meadow read as wrong: skates need a path (judging 19).
 */
export function skatingPath(left: number, right: number, top: number, bottom: number, linePx: number, detail: Detail): { markup: string; box: Box } {
  const bow = (bottom - top) * 0.18;
  const middle = (left + right) / 2;
  const edgeY = (y: number, x: number): number => y + bow * ((x - middle) / ((right - left) / 2)) ** 2 - bow;
  const d = `M${fmt(left)} ${fmt(edgeY(top, left))}Q${fmt(middle)} ${fmt(top - bow * 2)} ${fmt(right)} ${fmt(edgeY(top, right))}L${fmt(right)} ${fmt(edgeY(bottom, right))}Q${fmt(middle)} ${fmt(bottom - bow * 2)} ${fmt(left)} ${fmt(edgeY(bottom, left))}Z`;
  const parts = [`<path d="${d}" fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"/>`];
  // An odd number of slabs, so no joint runs up the middle into the skater's wheels.
  const joints = detail === 'high' ? 9 : detail === 'medium' ? 7 : 5;
  const joint = Math.max(3, linePx * 0.7);
  for (let index = 1; index < joints; index++) {
    const x = left + ((right - left) * index) / joints;
    // Slanted away from the middle a little, as lines running back across a path seen from above its near edge.
    const lean = ((x - middle) / (right - left)) * (bottom - top) * 0.5;
    parts.push(`<path d="M${fmt(x - lean)} ${fmt(edgeY(top, x - lean) + linePx)}L${fmt(x)} ${fmt(edgeY(bottom, x) - linePx)}" stroke="#000" stroke-width="${fmt(joint)}" stroke-linecap="round"/>`);
  }
  return { markup: parts.join(''), box: { x: left, y: top - bow, width: right - left, height: bottom - top + bow } };
}
