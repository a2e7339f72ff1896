import type { Detail } from '../motif-library';
import type { ComposedProp } from './composed-prop';
import { circle, polygon, shape, type Point } from './prop-shapes';

/** A bucket-shaped tower with battlements: narrower at the top, as a turned-out bucket of sand is. */
function tower(left: number, right: number, top: number, bottom: number): string {
  const inset = (right - left) * 0.08;
  const topLeft = left + inset;
  const topRight = right - inset;
  const merlon = (topRight - topLeft) / 5;
  const points: Point[] = [[left, bottom], [topLeft, top + 6]];
  for (let index = 0; index < 5; index++) {
    const x = topLeft + index * merlon;
    const y = index % 2 === 0 ? top : top + 6;
    points.push([x, y], [x + merlon, y]);
  }
  points.push([topRight, top + 6], [right, bottom]);
  return polygon(points, 1);
}

/** A sandcastle of three bucket towers on a mound, with a door, windows and shells. */
export const sandcastle: ComposedProp = {
  name: 'sandcastle',
  words: ['sandcastle', 'sand castle'],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  draw(detail: Detail) {
    const shapes = [shape('M0 84 Q4 66 16 64 L84 64 Q96 66 100 84 Z'), tower(4, 30, 26, 66), tower(70, 96, 26, 66), tower(16, 84, 44, 66), tower(36, 64, 8, 50)];
    shapes.push(shape('M43 66 L43 56 Q50 46 57 56 L57 66 Z'));
    if (detail !== 'low') shapes.push(shape('M14 50 L14 44 Q17 39 20 44 L20 50 Z'), shape('M80 50 L80 44 Q83 39 86 44 L86 50 Z'), shape('M46 32 L46 24 Q50 19 54 24 L54 32 Z'));
    if (detail === 'high') shapes.push(circle(12, 74, 3), circle(30, 76, 2.5), circle(70, 76, 2.5), circle(88, 74, 3));
    return { width: 100, height: 84, shapes, anchors: { top: [50, 8], stand: [50, 84] } };
  },
};
