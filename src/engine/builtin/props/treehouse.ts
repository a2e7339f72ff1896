import type { ComposedProp } from './composed-prop';
import { circle, line, polygon, rect } from './prop-shapes';

/** A little wooden house on a platform in a leafy tree, with a ladder up to it. */
export const treehouse: ComposedProp = {
  name: 'treehouse',
  words: ['treehouse', 'tree house', 'tree fort'],
  kind: 'place',
  size: 'large',
  stands: 'ground',
  draw(detail) {
    const shapes = [circle(24, 44, 22), circle(76, 44, 22), circle(50, 28, 28), circle(34, 66, 18), circle(66, 66, 18)];
    if (detail === 'high') shapes.push(circle(12, 64, 10), circle(88, 64, 10));
    shapes.push(polygon([[40, 134], [44, 70], [56, 70], [60, 134]], 3));
    if (detail !== 'low') shapes.push(polygon([[44, 92], [28, 80], [30, 76], [45, 86]], 1.5));
    shapes.push(rect(24, 44, 52, 28, 2));
    if (detail === 'high') for (const y of [51, 58, 65]) shapes.push(line([24, y], [76, y]));
    shapes.push(polygon([[18, 46], [50, 22], [82, 46]], 3), rect(44, 52, 13, 20, 5), rect(29, 51, 11, 10, 2));
    if (detail !== 'low') shapes.push(line([34.5, 51], [34.5, 61]));
    shapes.push(rect(14, 70, 72, 7, 2));
    // The ladder: two rails and rungs as bold single lines.
    shapes.push(line([70, 77], [76, 134]), line([80, 77], [86, 134]));
    for (const y of detail === 'low' ? [94, 116] : [88, 100, 112, 124]) {
      const t = (y - 77) / 57;
      shapes.push(line([70 + t * 6, y], [80 + t * 6, y]));
    }
    return { width: 100, height: 134, shapes, anchors: { stand: [28, 70] } };
  },
};
