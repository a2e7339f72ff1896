import type { ComposedProp } from './composed-prop';
import { curve, ellipse, shape } from './prop-shapes';

/**
 * A big rock to sit on ("a girl sitting on a rock"): a boulder seen from the front, rounded at the sides and flatter
 * along its top where one sits, the legs hanging down its face, a ridge down its side; cracks across it for 6-8, and a pebble at its foot
 * and more cracks for 9-12. Without it the words drew no rock and the girl stood in a meadow.
 */
export const sittingRock: ComposedProp = {
  name: 'sitting-rock',
  // Named by a rock the words sit someone on (`PLACED_MOTIFS`), not by a word of its own.
  words: [],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  includes: ['rock'],
  seatedHeight: 2,
  seatSize: 0.75,
  draw(detail) {
    // A ridge down its left side splits it into two faces, so it reads as stone, not a mound of earth.
    const shapes = [shape('M8 110C-2 84 10 56 34 44C52 32 72 30 100 30C130 30 150 32 168 44C192 58 204 86 192 110Z'), curve('M62 35Q50 70 64 110')];
    if (detail !== 'low') shapes.push(curve('M24 70L36 80L32 94'));
    if (detail === 'high') shapes.push(curve('M96 88L110 96L126 94'), curve('M64 48L74 56'), ellipse(210, 104, 12, 7));
    return { width: detail === 'high' ? 224 : 200, height: 112, shapes, anchors: { seat: [100, 32] } };
  },
};
