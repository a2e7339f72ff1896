import type { ComposedProp } from './composed-prop';
import { circle, ellipse, line, rect } from './prop-shapes';

/** A kitchen stove: burners on top, knobs on the back panel, an oven door with a window and handle. */
export const stove: ComposedProp = {
  name: 'stove',
  words: ['stove', 'oven', 'cooker'],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  draw(detail) {
    const shapes = [rect(2, 0, 76, 16, 3)];
    if (detail !== 'low') for (const x of [16, 32, 48, 64]) shapes.push(circle(x, 8, 4));
    shapes.push(rect(0, 16, 80, 84, 4), rect(0, 16, 80, 8, 2));
    // The burners seen from the front: flat ellipses on the cooktop.
    shapes.push(ellipse(22, 20, 13, 3.5), ellipse(58, 20, 13, 3.5));
    shapes.push(rect(8, 30, 64, 62, 4), rect(16, 44, 48, 28, 4), rect(14, 34, 52, 5, 2.5));
    if (detail === 'high') shapes.push(line([22, 50], [34, 62]), line([30, 48], [44, 62]));
    return { width: 80, height: 100, shapes, anchors: { top: [22, 20] } };
  },
};
