import type { ComposedProp } from './composed-prop';
import { circle, line, polygon, rect, shape, type Point } from './prop-shapes';

/** The wheels' centres and the tyres' radius, in the drawing's units: huge, as tall as the truck's body. */
const WHEELS = [38, 122] as const;
const AXLE_Y = 80;
const TYRE = 28;
/** Where the tyre's treads start, and the hub's radius. */
const TREAD = 21;
const HUB = 11;

/** Tread blocks round each tyre by age: none for the youngest, ten for older children, sixteen for the oldest. */
const TREADS = { low: 0, medium: 10, high: 16 } as const;

function onWheel(cx: number, degrees: number, distance: number): Point {
  const radians = (degrees * Math.PI) / 180;
  return [cx + Math.cos(radians) * distance, AXLE_Y + Math.sin(radians) * distance];
}

/**
 * A monster truck the words name ("a monster truck"): a pickup's body lifted high on its frame over two huge tyres,
 * where the words drew a plain pickup. Tread blocks round the tyres, a stripe along the body and, for the oldest,
 * flames along its side and spokes in the hubs give older children more to colour.
 */
export const monsterTruck: ComposedProp = {
  name: 'monster-truck',
  words: ['monster truck'],
  kind: 'vehicle',
  size: 'large',
  stands: 'ground',
  draw(detail) {
    // The frame and its springs, behind the wheels, holding the body high.
    const shapes = [rect(24, 50, 112, 9, 2)];
    for (const x of WHEELS) shapes.push(rect(x - 5, 56, 10, 18, 2));
    shapes.push(polygon([[14, 51], [14, 30], [46, 28], [60, 1], [104, 1], [119, 28], [146, 30], [150, 51]], 3));
    // A tall, square cab window: a driver is drawn in it under a square frame of the composer's own.
    shapes.push(rect(65, 6, 39, 21, 2));
    if (detail === 'medium') shapes.push(line([14, 40], [148, 40]));
    // Flames licking back along the side from the front, starting on its front edge and standing on its lower edge,
    // so no thin strip is left between them and the body's outline.
    if (detail === 'high') shapes.push(shape('M148.7 44Q136 46 130 38Q128 44 122 44Q118 36 110 36Q112 44 104 48Q100 42 92 44Q96 48 94 51H150Z'));
    if (detail !== 'low') shapes.push(circle(141, 36, 3.2), rect(68, 33, 8, 3, 1.5));
    for (const cx of WHEELS) {
      shapes.push(circle(cx, AXLE_Y, TYRE));
      if (TREADS[detail] > 0) {
        shapes.push(circle(cx, AXLE_Y, TREAD));
        for (let index = 0; index < TREADS[detail]; index++) {
          const degrees = (index * 360) / TREADS[detail];
          shapes.push(line(onWheel(cx, degrees, TREAD), onWheel(cx, degrees, TYRE)));
        }
      }
      shapes.push(circle(cx, AXLE_Y, HUB));
      if (detail === 'high') for (const degrees of [0, 60, 120, 180, 240, 300]) shapes.push(line(onWheel(cx, degrees, 4), onWheel(cx, degrees, HUB)));
      if (detail !== 'low') shapes.push(circle(cx, AXLE_Y, 4));
    }
    return { width: 160, height: 108, shapes, anchors: {} };
  },
};
