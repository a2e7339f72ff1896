import type { ComposedProp } from './composed-prop';
import { bar, circle } from './prop-shapes';

/**
 * A baby's rattle ("a baby with a rattle"), lying on the ground beside it: a round ball on a short handle with a ring at
 * its end, a band round the ball; beads showing through the ball for 6-8 and 9-12.
 */
export const rattle: ComposedProp = {
  name: 'rattle',
  words: ['rattle', 'baby rattle'],
  kind: 'thing',
  size: 'small',
  stands: 'ground',
  draw(detail) {
    const shapes: string[] = [];
    shapes.push(circle(18, 78, 14), circle(18, 78, 7));
    shapes.push(bar([26, 70], [52, 44], 9));
    shapes.push(circle(68, 32, 28));
    shapes.push(bar([44, 18], [84, 50], 7));
    if (detail !== 'low') shapes.push(circle(60, 40, 4), circle(76, 24, 4));
    return { width: 100, height: 94, shapes, anchors: {} };
  },
};
