import type { ComposedProp } from './composed-prop';
import { circle, line, polygon, rect, shape } from './prop-shapes';

/** A flag waving on a pole, on a small base. */
export const flag: ComposedProp = {
  name: 'flag',
  words: ['flag', 'banner', 'flagpole', 'flag pole'],
  kind: 'thing',
  size: 'small',
  stands: 'ground',
  draw(detail) {
    const shapes = [
      rect(8, 6, 9, 110, 3),
      shape('M16 12 Q32 2 46 12 Q56 18 66 12 L66 50 Q56 56 46 50 Q32 40 16 50 Z'),
      circle(12.5, 6, 6),
      rect(2, 110, 21, 10, 3),
    ];
    if (detail !== 'low') {
      // A star on the cloth: one more region to colour.
      const star = Array.from({ length: 10 }, (_, index): readonly [number, number] => {
        const angle = -Math.PI / 2 + (index * Math.PI) / 5;
        const radius = index % 2 === 0 ? 11 : 5;
        return [41 + Math.cos(angle) * radius, 30 + Math.sin(angle) * radius];
      });
      shapes.splice(2, 0, polygon(star, 1));
    }
    if (detail === 'high') shapes.push(line([2, 115], [23, 115]));
    return { width: 68, height: 120, shapes, anchors: { top: [12.5, 0] } };
  },
};
