import type { ComposedProp } from './composed-prop';
import { ellipse, shape } from './prop-shapes';

/**
 * A rain puddle on the ground ("jumping in puddles"): a wide, flat pool with a wavy rim and a ring of ripple in it. (Drops
 * splashing up out of it sat against a jumper's boots as stubs.)
 */
export const puddle: ComposedProp = {
  name: 'puddle',
  words: ['puddle', 'rain puddle', 'mud puddle'],
  kind: 'thing',
  size: 'small',
  stands: 'ground',
  besideShare: 0.3,
  draw() {
    const shapes: string[] = [];
    shapes.push(shape('M6 18C0 10 10 4 24 5C36 0 52 2 64 4C80 1 98 6 96 15C100 24 84 28 68 26C54 30 36 29 24 27C10 28 0 24 6 18Z'));
    shapes.push(ellipse(52, 16, 22, 5));
    return { width: 100, height: 30, shapes, anchors: {} };
  },
};
