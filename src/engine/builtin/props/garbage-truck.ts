import type { ComposedProp } from './composed-prop';
import { circle, line, polygon, rect, shape } from './prop-shapes';

/** The wheels' centres and radius, in the drawing's units. */
const WHEELS = [72, 118, 184] as const;
const AXLE_Y = 94;
const TYRE = 14;

/**
 * A garbage truck ("a garbage truck in the street"): a tall box body for the rubbish behind the cab, the back's
 * hopper sloping down to where the bins are tipped in, a lamp on the cab's roof, three wheels, and a wheelie bin
 * waiting at the back. Ribs along the body, the bin's lid and wheel, a stripe, steps and a headlight give older children
 * more to colour.
 */
export const garbageTruck: ComposedProp = {
  name: 'garbage-truck',
  words: ['garbage truck', 'rubbish truck', 'trash truck', 'bin lorry', 'garbage lorry', 'refuse truck', 'dustcart', 'bin truck'],
  kind: 'vehicle',
  size: 'large',
  stands: 'ground',
  draw(detail) {
    const hasDetail = detail !== 'low';
    // A wheelie bin waiting behind the truck: its body narrowing to the foot, its lid, and its wheel.
    const shapes = [polygon([[6, 64], [28, 64], [26, 104], [8, 104]], 2), rect(3, 59, 28, 7, 2)];
    if (hasDetail) shapes.push(shape('M12 59 Q17 53 22 59 Z'), circle(24, 104, 4));
    // The frame under it all, then the box body and the hopper at the back, sloping down to its mouth.
    shapes.push(rect(56, 78, 150, 10, 2));
    shapes.push(polygon([[76, 14], [164, 14], [164, 80], [66, 80], [66, 40]], 4));
    shapes.push(polygon([[66, 40], [44, 52], [44, 80], [66, 80]], 3));
    shapes.push(rect(48, 58, 14, 14, 2));
    if (hasDetail) for (const x of [94, 116, 138]) shapes.push(line([x, 14], [x, 80]));
    if (detail === 'high') shapes.push(rect(70, 50, 94, 10));
    // The cab, its window and the lamp on its roof.
    shapes.push(rect(176, 18, 14, 8, 3));
    shapes.push(polygon([[166, 26], [196, 26], [210, 52], [210, 88], [166, 88]], 4));
    shapes.push(polygon([[174, 32], [194, 32], [204, 52], [174, 52]], 2));
    if (hasDetail) shapes.push(rect(202, 62, 8, 6, 2), line([170, 70], [182, 70]));
    if (detail === 'high') shapes.push(rect(168, 76, 16, 7, 2));
    for (const cx of WHEELS) {
      shapes.push(circle(cx, AXLE_Y, TYRE), circle(cx, AXLE_Y, hasDetail ? 6 : 5));
      if (detail === 'high') shapes.push(circle(cx, AXLE_Y, 2));
    }
    return { width: 212, height: 110, shapes, anchors: {} };
  },
};
