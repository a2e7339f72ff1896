import type { ComposedProp } from './composed-prop';
import { circle, curve } from './prop-shapes';

/**
 * A snowball: a plain white ball of packed snow with two short creases where it was pressed together. Thrown, the
 * stitched softball stood in for it ("a snowman and kids throwing snowballs" threw baseballs, judging 22).
 */
export const snowball: ComposedProp = {
  name: 'snowball',
  words: ['snowball', 'snow ball'],
  kind: 'thing',
  size: 'small',
  stands: 'ground',
  draw(detail) {
    const shapes = [circle(50, 50, 46)];
    if (detail !== 'low') shapes.push(curve('M24 34Q34 24 46 26'), curve('M58 70Q68 72 74 62'));
    return { width: 100, height: 100, shapes, anchors: {} };
  },
};
