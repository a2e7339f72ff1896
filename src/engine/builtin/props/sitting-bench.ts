import type { ComposedProp } from './composed-prop';
import { rect } from './prop-shapes';

/**
 * A park bench to sit on, seen from the front: two slats on its back between two posts, the seat plank and legs on
 * the grass ("a girl sitting on a bench"); older children get each slat as two boards. Without it the words drew no
 * bench and the girl sat on the grass.
 */
export const sittingBench: ComposedProp = {
  name: 'park-bench',
  words: ['bench', 'park bench', 'garden bench'],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  seatedHeight: 1.45,
  sharedSeats: [[0.2, 0.8]],
  draw(detail) {
    const shapes = [rect(12, 0, 8, 58, 2.4), rect(120, 0, 8, 58, 2.4), rect(3, 6, 134, 10, 3), rect(3, 28, 134, 10, 3)];
    if (detail === 'high') shapes.push(rect(3, 6, 67, 10, 3), rect(3, 28, 67, 10, 3));
    shapes.push(rect(12, 58, 10, 30, 3), rect(118, 58, 10, 30, 3), rect(0, 51, 140, 11, 3.3));
    return { width: 140, height: 88, shapes, anchors: { seat: [70, 52] } };
  },
};
