import type { ComposedProp } from './composed-prop';
import { bar, circle, rect, shape } from './prop-shapes';

/**
 * A witch's cauldron the words name ("a witch with a cauldron"): a round-bellied pot on two stubby feet under a thick
 * rim, its brew heaped over the rim with a paddle standing in it and bubbles rising from it. More bubbles for 6-8,
 * and a log under it for 9-12, give older children more to colour.
 */
export const cauldron: ComposedProp = {
  name: 'cauldron',
  words: ['cauldron', 'witch pot'],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  besideShare: 0.34,
  draw(detail) {
    const shapes: string[] = [];
    // Bubbles rising clear of the brew, the far ones first: touching it they read as a heap of coins.
    shapes.push(circle(34, 5, 5), circle(62, 5, 4.5));
    if (detail !== 'low') shapes.push(circle(18, 8, 3), circle(48, 3.5, 2.5));
    // A log it stands on over the fire, its feet flat on the log's top.
    if (detail === 'high') shapes.push(rect(6, 88, 88, 9, 4.5));
    shapes.push(rect(22, 76, 12, 12, 4), rect(66, 76, 12, 12, 4));
    // A paddle stirring it, standing up out of the brew.
    shapes.push(bar([60, 24], [84, 2], 5));
    // The brew heaped up over the rim in one smooth mound, its sides rising straight out of the rim: sloping, they met
    // the rim's top in thin white wedges.
    shapes.push(shape('M16 30L16 18Q50 12 84 18L84 30Z'));
    shapes.push(shape('M16 30C0 48 4 78 28 84L72 84C96 78 100 48 84 30Z'));
    shapes.push(rect(8, 22, 84, 12, 6));
    return { width: 100, height: detail === 'high' ? 97 : 88, shapes, anchors: {} };
  },
};
