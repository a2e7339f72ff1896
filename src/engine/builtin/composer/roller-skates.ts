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
