import type { ComposedProp } from './composed-prop';
import { rect, shape } from './prop-shapes';

/** How high a table's top stands, as a share of its width (54 of its 100 units). */
export const TABLE_TOP = 0.54;

/** A table seen from the front: top, legs, and a cloth for older children. */
export const table: ComposedProp = {
  name: 'table',
  words: ['table', 'desk', 'kitchen table', 'dining table'],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  draw(detail) {
    const shapes = [rect(20, 18, 8, 34, 3), rect(72, 18, 8, 34, 3), rect(6, 18, 10, 46, 3), rect(84, 18, 10, 46, 3), rect(0, 10, 100, 12, 4)];
    if (detail !== 'low') shapes.push(shape('M4 14 L96 14 L96 30 Q88 38 80 30 Q72 38 64 30 Q56 38 48 30 Q40 38 32 30 Q24 38 16 30 Q10 36 4 30 Z'));
    return { width: 100, height: 64, shapes, anchors: { top: [50, 10] } };
  },
};
