import type { ComposedProp } from './composed-prop';
import { bar, ellipse, shape } from './prop-shapes';

/** Flames on two crossed logs, ringed by stones for older children. */
export const campfire: ComposedProp = {
  name: 'campfire',
  words: ['campfire', 'camp fire', 'bonfire'],
  kind: 'thing',
  size: 'small',
  stands: 'ground',
  draw(detail) {
    const shapes = [shape('M40 2 Q62 22 60 40 Q58 56 40 56 Q22 56 20 40 Q18 22 40 2 Z')];
    if (detail !== 'low') shapes.push(shape('M40 22 Q52 34 50 44 Q48 52 40 52 Q32 52 30 44 Q28 34 40 22 Z'));
    shapes.push(bar([8, 66], [72, 52], 12), bar([8, 52], [72, 66], 12));
    if (detail !== 'low') shapes.push(ellipse(8, 52, 5, 6), ellipse(72, 52, 5, 6));
    if (detail === 'high') {
      for (const x of [4, 22, 40, 58, 76]) shapes.unshift(ellipse(x, 70, 9, 6));
    }
    return { width: 85, height: 76, shapes, anchors: {} };
  },
};
