import type { ComposedProp } from './composed-prop';
import { curve, ellipse, polygon, shape } from './prop-shapes';

/** Where the water pours over the cliff's lip and where it lands in the pool, in the drawing's units. */
const LIP = 14;
const FOOT = 84;

/**
 * A waterfall the words name ("a waterfall in the forest"): water pouring over a lip between two rocky cliffs into a
 * pool, foaming where it lands. Streaks down the falling water, a ledge across each cliff and ripples on the pool for
 * 6-8; more ledges, cracks and stones at the pool's edge for 9-12.
 */
export const waterfall: ComposedProp = {
  name: 'waterfall',
  words: ['waterfall', 'waterfalls'],
  kind: 'place',
  size: 'large',
  stands: 'backdrop',
  draw(detail) {
    // Two cliffs of rock, their tops stepped and uneven, their feet under the pool drawn next.
    const shapes = [
      polygon([[5, 92], [3, 50], [8, 38], [6, 30], [14, 20], [24, 18], [30, 12], [38, 14], [44, 18], [44, 92]], 3),
      polygon([[56, 92], [56, 18], [62, 14], [72, 16], [78, 8], [90, 12], [94, 24], [98, 34], [96, 50], [97, 92]], 3),
    ];
    if (detail !== 'low') {
      // Ledges across each cliff, edge to edge, so each block of rock is closed.
      shapes.push(curve('M3.6 52Q20 46 44 54'), curve('M56 44Q76 38 97.4 46'));
      if (detail === 'high') shapes.push(curve('M4 74Q24 70 44 76'), curve('M56 70Q74 66 96.6 72'), curve('M24 48.6Q26 62 22 72'), curve('M76 40.4Q74 54 80 67'));
    }
    shapes.push(ellipse(50, 91, 49, 8.6));
    if (detail !== 'low') shapes.push(curve('M8 94Q14 92 20 94'), curve('M80 94Q86 92 92 94'));
    // The falling water over the cliffs' inner edges and tops, so no strip of what is behind shows between them; a
    // little wider where it lands.
    shapes.push(shape(`M36 ${LIP + 2}Q50 ${LIP - 4} 64 ${LIP + 2}L68 ${FOOT}H32Z`));
    if (detail !== 'low') {
      const streaks = detail === 'high' ? [42, 50, 58] : [45, 55];
      for (const x of streaks) shapes.push(curve(`M${x} ${LIP + 1}Q${x + (x - 50) * 0.1} 50 ${x + (x - 50) * 0.2} ${FOOT}`));
    }
    // Foam where it lands, over the foot of the water.
    shapes.push(shape(`M24 ${FOOT + 6}Q22 ${FOOT - 2} 30 ${FOOT - 2}Q32 ${FOOT - 9} 40 ${FOOT - 6}Q44 ${FOOT - 12} 50 ${FOOT - 8}Q56 ${FOOT - 12} 60 ${FOOT - 6}Q68 ${FOOT - 9} 70 ${FOOT - 2}Q78 ${FOOT - 2} 76 ${FOOT + 6}Z`));
    if (detail === 'high') for (const [cx, cy, rx] of [[6, 90, 5], [94, 90, 5], [16, 97, 4]] as const) shapes.push(ellipse(cx, cy, rx, rx * 0.6));
    return { width: 100, height: 100, shapes, anchors: {} };
  },
};
