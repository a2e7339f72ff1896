import type { ComposedProp } from './composed-prop';
import { rect } from './prop-shapes';

/**
 * A wooden chair to sit on, seen from the front as the park bench is: two slats on its back between its posts, the seat
 * and four legs ("a boy sitting on a chair"); older children get a rung between the legs. Without it the boy sat on
 * the grass beside a chair icon smaller than his hand. A child sits back from the seat's middle and down into it, so his
 * shins hang clear in front of the front leg with his shoes on the chair's floor: sat on the middle, they crossed that leg
 * in a tangle of slivers and a stub of it poked out under the shoes.
 */
export const sittingChair: ComposedProp = {
  name: 'sitting-chair',
  words: ['chair', 'wooden chair', 'kitchen chair', 'dining chair'],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  seatedHeight: 1.8,
  seatSize: 0.41,
  draw(detail) {
    const shapes = [rect(6, 0, 9, 62, 3), rect(65, 0, 9, 62, 3), rect(2, 5, 76, 11, 3.5), rect(2, 25, 76, 9, 3)];
    shapes.push(rect(7, 60, 9, 38, 3), rect(64, 60, 9, 38, 3));
    if (detail !== 'low') shapes.push(rect(12, 78, 56, 6, 2.5));
    shapes.push(rect(0, 54, 80, 11, 3.3));
    return { width: 80, height: 98, shapes, anchors: { seat: [58, 61], perch: [40, 55] } };
  },
};
