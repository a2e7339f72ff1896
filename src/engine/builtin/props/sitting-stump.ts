import type { ComposedProp } from './composed-prop';
import { curve, ellipse, shape } from './prop-shapes';

/**
 * A tree stump to sit on ("a boy sitting on a stump"), seen from the front and a little from above: a short trunk flared
 * into roots at its foot, its cut top a ring to sit on; bark lines down its face for 6-8, and the growth rings on its top
 * for 9-12. Without it the page said it couldn't draw the stump and the boy sat on nothing, his knees in mid-air.
 */
export const sittingStump: ComposedProp = {
  name: 'sitting-stump',
  words: ['stump', 'stumps', 'tree stump', 'tree stumps'],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  seatedHeight: 3.6,
  seatSize: 0.36,
  draw(detail) {
    const shapes = [shape('M4 88C18 83 22 74 22 62L22 26L128 26L128 62C128 74 132 83 146 88Z'), ellipse(75, 26, 53, 14)];
    if (detail !== 'low') shapes.push(curve('M52 46Q47 64 54 82'), curve('M100 44Q105 62 97 82'));
    if (detail === 'high') shapes.push(ellipse(75, 26, 30, 7));
    return { width: 150, height: 90, shapes, anchors: { seat: [75, 24] } };
  },
};
