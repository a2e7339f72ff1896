import type { ComposedProp } from './composed-prop';
import { rect } from './prop-shapes';

/**
 * A sofa to sit on, seen from the front as the park bench is: its padded back, a round arm at either end, the seat
 * cushion and short legs ("a mom and her baby sitting on a sofa"); older children get the back and the seat as two
 * cushions each. Without it the words drew no sofa and the two sat on nothing on the grass.
 */
export const sittingSofa: ComposedProp = {
  name: 'sitting-sofa',
  words: ['sofa', 'settee', 'couch'],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  isIndoors: true,
  seatedHeight: 1.8,
  seatSize: 1.15,
  sharedSeats: [[0.24, 0.76], [0.15, 0.5, 0.85]],
  draw(detail) {
    const shapes = [rect(22, 66, 8, 12, 2.5), rect(170, 66, 8, 12, 2.5), rect(12, 0, 176, 48, 10)];
    if (detail !== 'low') shapes.push(rect(20, 6, 80, 38, 8), rect(100, 6, 80, 38, 8));
    shapes.push(rect(14, 38, 172, 30, 6));
    if (detail !== 'low') shapes.push(rect(18, 40, 82, 16, 5), rect(100, 40, 82, 16, 5));
    shapes.push(rect(0, 24, 24, 46, 11), rect(176, 24, 24, 46, 11));
    return { width: 200, height: 78, shapes, anchors: { seat: [100, 41] } };
  },
};
