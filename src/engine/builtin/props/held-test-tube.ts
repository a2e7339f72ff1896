import type { ComposedProp } from './composed-prop';
import { circle, curve, rect, shape } from './prop-shapes';

/**
 * A test tube held upright in the hands: a straight glass tube with a rounded foot, a rim and the
 * liquid's level to colour. The icon's tube lay slanted with a wide cap, reading as a T through both hands.
 */
export const heldTestTube: ComposedProp = {
  name: 'held-test-tube',
  words: [],
  kind: 'thing',
  size: 'small',
  stands: 'ground',
  draw(detail) {
    const shapes = [shape('M7 6 L7 86 A9 9 0 0 0 25 86 L25 6 Z'), rect(2, 0, 28, 9, 3), curve('M7 66 Q16 71 25 66')];
    if (detail !== 'low') shapes.push(circle(13, 77, 2.6), circle(19, 86, 2.2));
    return { width: 32, height: 96, shapes, anchors: {} };
  },
};
