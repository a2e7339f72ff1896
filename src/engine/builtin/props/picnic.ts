import type { ComposedProp } from './composed-prop';
import { circle, ellipse, line, polygon, shape } from './prop-shapes';

/** x along the blanket's slanted side at height y (the blanket lies on the grass, seen from the front). */
function edgeAt(y: number, side: -1 | 1): number {
  const t = (y - 18) / 22;
  return 50 + side * (40 + t * 10);
}

/** A picnic: a checked blanket on the grass with a basket, a plate and an apple on it. */
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
      shapes.push(ellipse(30, 30, 11, 4.5), circle(30, 26, 4.5));
    }
    // The basket, with its handle standing up behind the lid.
    shapes.push(shape('M64 16 Q64 0 76 0 Q88 0 88 16 L83 16 Q83 5 76 5 Q69 5 69 16 Z'));
    shapes.push(polygon([[60, 15], [92, 15], [88, 36], [64, 36]], 3));
    if (detail !== 'low') shapes.push(line([61, 21], [91, 21]));
    if (detail === 'high') shapes.push(line([62.5, 28], [89.5, 28]), line([76, 21], [76, 36]));
    return { width: 100, height: 40, shapes, anchors: { seat: [30, 34] } };
  },
};
