import type { ComposedProp } from './composed-prop';
import { circle, ellipse, line, polygon, shape } from './prop-shapes';

/** x along the blanket's slanted side at height y (the blanket lies on the grass, seen from the front). */
function edgeAt(y: number, side: -1 | 1): number {
  const t = (y - 18) / 22;
  return 50 + side * (40 + t * 10);
}

/**
 * A picnic: a checked blanket on the grass with the basket in the middle at the back and a plate of
 * food in front of it, room to sit on either side facing the basket.
 */
export const picnic: ComposedProp = {
  name: 'picnic',
  words: ['picnic', 'picnic blanket', 'picnic basket', 'blanket'],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  draw(detail) {
    const shapes = [polygon([[10, 18], [90, 18], [100, 40], [0, 40]], 2)];
    if (detail !== 'low') {
      const columns = detail === 'high' ? 6 : 4;
      for (let column = 1; column < columns; column++) {
        const t = column / columns;
        shapes.push(line([10 + 80 * t, 18], [100 * t, 40]));
      }
      for (const y of detail === 'high' ? [25, 32] : [29]) shapes.push(line([edgeAt(y, -1), y], [edgeAt(y, 1), y]));
    }
    // The basket, with its handle standing up behind the lid.
    shapes.push(shape('M40 13 Q40 -3 51 -3 Q62 -3 62 13 L57 13 Q57 2 51 2 Q45 2 45 13 Z'));
    shapes.push(polygon([[36, 12], [66, 12], [62, 31], [40, 31]], 3));
    if (detail !== 'low') shapes.push(line([37, 18], [65, 18]));
    if (detail === 'high') shapes.push(line([38.6, 24.5], [63.4, 24.5]), line([51, 18], [51, 31]));
    // A plate in front of the basket with a bun on it.
    shapes.push(ellipse(51, 35.5, 10, 3.6), circle(51, 32.5, 3.8));
    return { width: 100, height: 43, shapes, anchors: { seat: [12, 34] } };
  },
};
