import type { ComposedProp } from './composed-prop';
import { bar, line, rect, shape } from './prop-shapes';

/** A playground slide: ladder up to a platform, and a curved chute down to the ground. */
export const slide: ComposedProp = {
  name: 'slide',
  words: ['slide', 'playground slide', 'water slide'],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  draw(detail) {
    const shapes = [bar([12, 90], [24, 20], 5), bar([30, 90], [42, 20], 5)];
    const rungs = detail === 'low' ? [40, 64] : [34, 48, 62, 76];
    for (const y of rungs) {
      const t = (90 - y) / 70;
      shapes.push(line([12 + t * 12 + 2, y], [30 + t * 12 - 2, y]));
    }
    shapes.push(line([20, 20], [20, 4]), line([46, 20], [46, 4]), line([20, 6], [46, 6]));
    shapes.push(rect(16, 18, 34, 7, 2));
    shapes.push(shape('M44 18 L54 18 Q68 20 78 52 Q84 72 100 74 L100 86 Q76 86 68 58 Q60 30 46 27 Z'));
    shapes.push(rect(88, 84, 7, 6, 1.5));
    return { width: 100, height: 90, shapes, anchors: { seat: [50, 18], top: [32, 18] } };
  },
};
