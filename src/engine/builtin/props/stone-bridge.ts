import type { ComposedProp } from './composed-prop';
import { line, shape } from './prop-shapes';

const WIDTH = 160;
const BOTTOM = 80;
/** Ends and middle height of the deck's curve, and of the parapet's top above it. */
const DECK = { end: 44, middle: 12 };
const PARAPET = { end: 32, middle: 0 };

/** Height of a symmetric quadratic curve at x (its control point sits in the middle). */
function curveAt(x: number, curve: { end: number; middle: number }): number {
  const t = x / WIDTH;
  return curve.end * ((1 - t) ** 2 + t ** 2) + 2 * curve.middle * t * (1 - t);
}

/** A humped stone bridge with its parapet and one big arch over a band of water. */
export const stoneBridge: ComposedProp = {
  name: 'stone-bridge',
  words: ['bridge', 'stone bridge', 'arch bridge'],
  kind: 'place',
  size: 'large',
  stands: 'ground',
  includes: ['water-wave'],
  draw(detail) {
    let water = `M0 ${BOTTOM - 14}`;
    for (let x = 0; x < WIDTH; x += 20) water += ` Q${x + 5} ${BOTTOM - 19} ${x + 10} ${BOTTOM - 14} Q${x + 15} ${BOTTOM - 9} ${x + 20} ${BOTTOM - 14}`;
    const shapes = [shape(`${water} L${WIDTH} ${BOTTOM} L0 ${BOTTOM} Z`)];
    shapes.push(shape(`M0 ${PARAPET.end} Q80 ${PARAPET.middle} ${WIDTH} ${PARAPET.end} L${WIDTH} ${DECK.end + 2} L0 ${DECK.end + 2} Z`));
    if (detail !== 'low') {
      for (let x = 16; x < WIDTH; x += 16) shapes.push(line([x, curveAt(x, PARAPET)], [x, curveAt(x, DECK)]));
    }
    shapes.push(shape(`M0 ${DECK.end} Q80 ${DECK.middle} ${WIDTH} ${DECK.end} L${WIDTH} ${BOTTOM} L136 ${BOTTOM} Q136 40 80 40 Q24 40 24 ${BOTTOM} L0 ${BOTTOM} Z`));
    if (detail === 'high') {
      // Courses of stone on the piers, each running from the bridge's end to the arch.
      for (const y of [52, 62, 72]) {
        // The arch is two quadratic curves from the piers (x 24 and 136) up to its crown at y 40.
        const t = 1 - Math.sqrt((y - 40) / 40);
        const archHalf = 56 * (1 - t * t);
        shapes.push(line([0, y], [80 - archHalf, y]), line([WIDTH, y], [80 + archHalf, y]));
      }
    }
    // `water` is on the river under the arch, near its right-hand side: where an angler's float lands.
    return { width: WIDTH, height: BOTTOM, shapes, anchors: { stand: [80, curveAt(80, DECK)], water: [118, BOTTOM - 12] } };
  },
};
