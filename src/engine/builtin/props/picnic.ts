import type { ComposedProp } from './composed-prop';
import { circle, ellipse, line, polygon, shape } from './prop-shapes';

/** x along the blanket's slanted side at height y (the blanket lies on the grass, seen from the front). */
function edgeAt(y: number, side: -1 | 1): number {
  const t = (y - BACK) / (FRONT - BACK);
  return 50 + side * (40 + t * 10);
}

/**
 * The blanket's far and near edges: deep enough that a strip in front of the children is left for food (shallower, the
 * only place left for it was their laps, round 13).
 */
const BACK = 22;
const FRONT = 56;

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
  seatedHeight: 2.6,
  draw(detail) {
    const shapes = [polygon([[edgeAt(BACK, -1), BACK], [edgeAt(BACK, 1), BACK], [edgeAt(FRONT, 1), FRONT], [edgeAt(FRONT, -1), FRONT]], 2)];
    if (detail !== 'low') {
      const columns = detail === 'high' ? 6 : 4;
      for (let column = 1; column < columns; column++) {
        const t = column / columns;
        shapes.push(line([edgeAt(BACK, -1) + 80 * t, BACK], [edgeAt(FRONT, -1) + 100 * t, FRONT]));
      }
      for (const y of detail === 'high' ? [31, 43] : [37]) shapes.push(line([edgeAt(y, -1), y], [edgeAt(y, 1), y]));
    }
    // The basket, with its handle standing up behind the lid, inside the prop's box so nothing is planted on top of it.
    shapes.push(shape('M40 17 Q40 1 51 1 Q62 1 62 17 L57 17 Q57 6 51 6 Q45 6 45 17 Z'));
    shapes.push(polygon([[36, 16], [66, 16], [62, 35], [40, 35]], 3));
    if (detail !== 'low') shapes.push(line([37, 22], [65, 22]));
    if (detail === 'high') shapes.push(line([38.6, 28.5], [63.4, 28.5]), line([51, 22], [51, 35]));
    // A plate in front of the basket with a bun on it.
    shapes.push(ellipse(51, 39.5, 10, 3.6), circle(51, 36.5, 3.8));
    return { width: 100, height: FRONT + 1, shapes, anchors: { seat: [12, 40] } };
  },
};
