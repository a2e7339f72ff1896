import type { ComposedProp } from './composed-prop';
import { ellipse } from './prop-shapes';

/**
 * A round of pizza dough spun flat, seen from a little below as it flies: a thin disc with its thicker rim round it (the
 * rim's ring only for 6-8 and up, where the lines are thin enough to leave it room to colour).
 */
export const pizzaDough: ComposedProp = {
  name: 'pizza-dough',
  words: ['pizza dough', 'pizza base', 'pizza bases'],
  kind: 'thing',
  size: 'small',
  stands: 'ground',
  draw(detail) {
    const shapes = [ellipse(50, 14, 50, 14)];
    if (detail !== 'low') shapes.push(ellipse(50, 13, 40, 9));
    return { width: 100, height: 28, shapes, anchors: {} };
  },
};
