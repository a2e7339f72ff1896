import { fmt } from '../svg-number';
import type { ComposedProp } from './composed-prop';
import { curve, shape } from './prop-shapes';

/**
 * The moss's drapes under the crown: where each hangs from (x), how far down it reaches, and how wide it is. Wide apart,
 * and clear of the trunk: where a drape's ragged side touched the next it closed off a sliver.
 */
const MOSS: ReadonlyArray<readonly [number, number, number]> = [
  [16, 78, 12],
  [38, 92, 14],
  [90, 84, 14],
  [112, 72, 10],
];

/**
 * A swamp's bald cypress: a trunk that flares wide at its foot into buttresses standing in the water, a broad flat crown
 * and grey moss hanging from it in long ragged drapes. (A swamp drawn with round
 * park trees read as a pond in a park, round 19.) It has no words: the swamp stands it along its far water.
 */
export const swampCypressTree: ComposedProp = {
  name: 'swamp-cypress-tree',
  words: [],
  kind: 'thing',
  size: 'medium',
  stands: 'backdrop',
  draw(detail) {
    const shapes: string[] = [];
    // The trunk, narrow under the crown and flaring into buttresses at the water.
    shapes.push(shape('M56 40 L54 100 Q52 128 34 146 L30 150 H96 L92 146 Q74 128 72 100 L70 40 Z'));
    if (detail !== 'low') {
      // Grooves up the buttresses, each from the foot into the trunk and wide apart at their tops: bands to colour.
      const grooves = detail === 'high' ? [[46, 150, 58, 104], [63, 150, 63, 96], [80, 150, 68, 104]] : [[50, 150, 58, 104], [76, 150, 68, 104]];
      for (const [x1, y1, x2, y2] of grooves) shapes.push(curve(`M${x1} ${y1} Q${fmt((x1! + x2!) / 2)} ${fmt((y1! + y2!) / 2 + 4)} ${x2} ${y2}`));
    }
    // The moss, hanging from under the crown in long drapes that narrow to a wisp, ragged down both sides: square
    // ended, they were flags hung from the tree.
    for (const [x, bottom, width] of MOSS) {
      const half = width / 2;
      const top = 38;
      const at = (share: number): number => top + (bottom - top) * share;
      const side = (sign: number): string =>
        [[0.3, 1], [0.38, 1.25], [0.55, 0.75], [0.63, 0.95], [0.8, 0.45]].map(([share, spread]) => `${fmt(x + sign * half * spread!)} ${fmt(at(share!))}`).join(' L');
      shapes.push(shape(`M${fmt(x - half)} ${top} L${side(-1)} L${fmt(x)} ${fmt(bottom)} L${[...side(1).split(' L')].reverse().join(' L')} L${fmt(x + half)} ${top} Z`));
    }
    // The broad flat crown over the drapes' tops, so each hangs out from under it: a row of low lumps along its top, its
    // underside nearly flat.
    shapes.push(shape('M6 40 Q0 30 10 24 Q14 10 30 12 Q40 0 56 6 Q66 -2 78 6 Q94 2 100 14 Q118 14 120 28 Q128 36 118 44 Q100 48 84 44 Q64 50 44 44 Q24 50 6 40 Z'));
    return { width: 126, height: 150, shapes, anchors: {} };
  },
};
