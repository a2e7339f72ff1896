import type { ComposedProp } from './composed-prop';
import { circle, polygon, rect } from './prop-shapes';

/** A king's chair: a tall crowned back, cushions, armrests and short legs. */
export const throne: ComposedProp = {
  name: 'throne',
  words: ['throne', 'royal chair'],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  draw(detail) {
    const back = polygon(
      [
        [10, 62],
        [10, 18],
        [20, 6],
        [28, 16],
        [35, 2],
        [42, 16],
        [50, 6],
        [60, 18],
        [60, 62],
      ],
      3,
    );
    const shapes = [back];
    if (detail !== 'low') shapes.push(rect(19, 22, 32, 32, 8));
    if (detail !== 'low') shapes.push(circle(35, 12, 3.5));
    shapes.push(rect(9, 86, 11, 14, 3), rect(50, 86, 11, 14, 3), rect(7, 64, 56, 24, 4));
    if (detail === 'high') shapes.push(rect(27, 70, 16, 12, 3));
    shapes.push(rect(0, 44, 15, 22, 6), rect(55, 44, 15, 22, 6), rect(4, 56, 62, 12, 5));
    return { width: 70, height: 100, shapes, anchors: { seat: [35, 56] } };
  },
};
