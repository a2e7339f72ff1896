import type { ComposedProp } from './composed-prop';
import { circle, ellipse, shape } from './prop-shapes';

/**
 * A muddy wallow a pig rolls in ("a pig rolling in the mud"): a splotchy pool with a lumpy rim, blobs of mud in it and
 * drops splashing up at either end. The composer lays it under the one in the mud; without it the pig stood on clean grass.
 */
export const mudPuddle: ComposedProp = {
  name: 'mud-puddle',
  words: [],
  kind: 'thing',
  size: 'small',
  stands: 'ground',
  draw(detail) {
    // Flat and wide with a rim of small lumps: a tall one of big bulges read as a cloud lying on the grass.
    const shapes = [shape('M6 25C2 19 10 15 20 16C26 12 36 14 40 15C48 11 58 12 62 15C70 12 82 13 86 17C96 16 100 23 94 28C98 34 86 37 74 35C64 38 50 38 40 36C28 38 14 37 10 33C2 33 0 28 6 25Z')];
    // Splashes flung up off the pool's ends, clear of whoever wallows in the middle.
    shapes.push(circle(5, 9, 2.4), ellipse(12, 5, 1.6, 2.4), circle(95, 9, 2.4), ellipse(88, 5, 1.6, 2.4));
    // Lumps of mud in the pool, to colour darker, at its front ends.
    if (detail !== 'low') shapes.push(ellipse(17, 30, 5, 2), ellipse(83, 30, 5.5, 2.2));
    if (detail === 'high') shapes.push(ellipse(50, 34.5, 4, 1.4));
    return { width: 100, height: 40, shapes, anchors: {} };
  },
};
