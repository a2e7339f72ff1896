import type { ComposedProp } from './composed-prop';
import { bar, curve, line, polygon, rect, shape } from './prop-shapes';

/**
 * A bucket and spade the words name ("a girl with a bucket and spade"): a seaside pail with a handle and a rim, and
 * a spade stuck upright in the sand beside it, where the page drew the bucket alone and said "Couldn't draw: spade".
 * A band round the pail for 6-8, and a star on it and the sand heaped in it for 9-12, give older children more to
 * colour.
 */
export const bucketAndSpade: ComposedProp = {
  name: 'bucket-and-spade',
  words: ['bucket and spade', 'pail and spade', 'bucket and shovel', 'pail and shovel', 'beach spade', 'sand spade'],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  besideShare: 0.24,
  includes: ['bucket'],
  draw(detail) {
    // The spade behind the pail's right side: its grip, shaft and blade, its point in the sand.
    const shapes = [bar([84, 14], [84, 64], 6), rect(73, 6, 22, 9, 4.5), shape('M72 62Q72 58 76 58H92Q96 58 96 62V78Q96 92 84 98Q72 92 72 78Z')];
    if (detail !== 'low') shapes.push(curve('M84 62V90'));
    // The handle, an arc from one side of the rim to the other, and the pail.
    shapes.push(curve('M10 46Q36 2 62 46'));
    if (detail === 'high') shapes.push(shape('M10 44Q20 30 36 34Q50 28 62 44Z'));
    shapes.push(polygon([[10, 48], [62, 48], [55, 98], [17, 98]], 3));
    if (detail !== 'low') shapes.push(line([13.6, 72], [58.4, 72]), line([14.8, 80], [57.2, 80]));
    if (detail === 'high') shapes.push(polygon([[36, 54], [38.4, 59.5], [44, 60], [39.8, 63.5], [41, 69], [36, 66], [31, 69], [32.2, 63.5], [28, 60], [33.6, 59.5]], 0.8));
    shapes.push(rect(6, 40, 60, 10, 5));
    return { width: 100, height: 98, shapes, anchors: {} };
  },
};
