import type { ComposedProp } from './composed-prop';
import { ellipse, shape } from './prop-shapes';

/**
 * A big toadstool to sit on ("a fairy sitting on a mushroom"): a wide domed cap, flat across its crown where one sits,
 * on a stout stem flared at its foot; a big spot on the cap's left, clear of the legs hanging down its right, and a
 * small one more for 9-12. Without it the fairy stood on the grass beside a mushroom no taller than her shin.
 */
export const sittingToadstool: ComposedProp = {
  name: 'sitting-toadstool',
  // Named by a mushroom the words sit someone on (`PLACED_MOTIFS`), not by a word of its own.
  words: [],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  includes: ['mushroom'],
  seatedHeight: 2,
  seatSize: 0.7,
  draw(detail) {
    const stem = shape('M48 150C60 140 62 112 62 80L98 80C98 112 100 140 112 150Z');
    const cap = shape('M4 84C6 50 30 30 80 30C130 30 154 50 156 84Q80 98 4 84Z');
    const shapes = [stem, cap, ellipse(32, 66, 12, 8)];
    if (detail === 'high') shapes.push(ellipse(58, 78, 7, 5));
    return { width: 160, height: 150, shapes, anchors: { seat: [80, 31] } };
  },
};
