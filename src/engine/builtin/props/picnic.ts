import type { ComposedProp } from './composed-prop';
import { circle, ellipse, line, polygon, shape } from './prop-shapes';

/** x along the blanket's slanted side at height y (the blanket lies on the grass, seen from the front). */
function edgeAt(y: number, side: -1 | 1): number {
  const t = (y - 22) / 22;
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
    const shapes = [polygon([[10, 22], [90, 22], [100, 44], [0, 44]], 2)];
    if (detail !== 'low') {
      const columns = detail === 'high' ? 6 : 4;
      for (let column = 1; column < columns; column++) {
        const t = column / columns;
        shapes.push(line([10 + 80 * t, 22], [100 * t, 44]));
      }
      for (const y of detail === 'high' ? [29, 36] : [33]) shapes.push(line([edgeAt(y, -1), y], [edgeAt(y, 1), y]));
    }
    // The basket, with its handle standing up behind the lid, inside the prop's box so nothing is planted on top of it.
    shapes.push(shape('M40 17 Q40 1 51 1 Q62 1 62 17 L57 17 Q57 6 51 6 Q45 6 45 17 Z'));
    shapes.push(polygon([[36, 16], [66, 16], [62, 35], [40, 35]], 3));
    if (detail !== 'low') shapes.push(line([37, 22], [65, 22]));
    if (detail === 'high') shapes.push(line([38.6, 28.5], [63.4, 28.5]), line([51, 22], [51, 35]));
    // A plate in front of the basket with a bun on it.
    shapes.push(ellipse(51, 39.5, 10, 3.6), circle(51, 36.5, 3.8));
    return { width: 100, height: 47, shapes, anchors: { seat: [12, 38] } };
  },
};
