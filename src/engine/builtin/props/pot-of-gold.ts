import type { ComposedProp } from './composed-prop';
import { ellipse, rect, shape } from './prop-shapes';

/**
 * A leprechaun's pot of gold ("a leprechaun with a pot of gold"): a round-bellied pot on two stubby feet under a thick
 * rim, heaped over the rim with gold coins, each coin a flat oval to colour. More coins on the heap for 6-8, and a few
 * spilled on the ground before it for 9-12. (A honey pot was drawn for it, or nothing.)
 */
export const potOfGold: ComposedProp = {
  name: 'pot-of-gold',
  words: ['pot of gold', 'crock of gold'],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  besideShare: 0.3,
  draw(detail) {
    const shapes: string[] = [];
    shapes.push(rect(22, 76, 12, 12, 4), rect(66, 76, 12, 12, 4));
    // The heap of gold, one smooth mound over the rim, and the coins lying on it apart from each other: touching,
    // they pinched white slivers between them.
    shapes.push(shape('M12 30C14 -6 86 -6 88 30Z'));
    const coins: Array<[number, number]> = [[27, 19], [50, 19], [73, 19], [50, 8]];
    if (detail !== 'low') coins.splice(3, 1, [38.5, 8], [61.5, 8]);
    for (const [x, y] of coins) shapes.push(ellipse(x, y, 8, 4));
    shapes.push(shape('M16 30C0 48 4 78 28 84L72 84C96 78 100 48 84 30Z'));
    shapes.push(rect(8, 24, 84, 12, 6));
    if (detail === 'high') for (const x of [4, 92]) shapes.push(ellipse(x, 90, 5, 2.8));
    return { width: 100, height: detail === 'high' ? 93 : 88, shapes, anchors: {} };
  },
};
