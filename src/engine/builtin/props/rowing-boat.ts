import type { ComposedProp } from './composed-prop';
import { curve, rect, shape } from './prop-shapes';

/** The gunwale's height at the middle of the boat, where the rower sits, in the boat's units. */
export const RIM_Y = 26;
/** Where the rowlocks stand on the gunwale, either side of the rower's seat. */
export const ROWLOCKS = [62, 138] as const;
/** Where the lake meets the hull, in the boat's units: low on its side, so it floats. */
const WATER_Y = 47;

/** The near side of the hull, the gunwale sweeping up to bow and stern and a round bottom under the water: drawn again over the crew's legs. */
export const NEAR_HULL = `M8 10 Q100 ${2 * RIM_Y - 6} 194 2 Q190 30 170 44 Q150 56 100 56 Q44 56 28 46 Q12 36 8 10 Z`;

/**
 * A wooden rowing boat seen from the side, its bow to the right: a hull whose gunwale sweeps up at both ends, planks
 * along its side, a rowlock on the gunwale at each end of the rower's seat. Someone sits at `seat` inside it, their legs
 * hidden behind the near side of the hull; `water` is its water line.
 */
export const rowingBoat: ComposedProp = {
  name: 'rowing-boat',
  words: ['boat', 'rowing boat', 'rowboat', 'row boat', 'canoe', 'kayak', 'dinghy'],
  kind: 'vehicle',
  size: 'large',
  stands: 'ground',
  draw(detail) {
    const hasDetail = detail !== 'low';
    const shapes = [
      // The far gunwale, seen over the seat: the inside of the boat between it and the near one.
      shape(`M14 14 Q100 ${2 * RIM_Y - 27} 188 8 L186 16 Q100 ${2 * RIM_Y - 15} 16 22 Z`),
      shape(NEAR_HULL),
    ];
    // Planks along the side, each a band to colour; the youngest get one.
    for (const depth of hasDetail ? [10, 20] : [15]) shapes.push(curve(`M${9 + depth * 0.3} ${10 + depth} Q100 ${2 * RIM_Y - 6 + depth} ${193 - depth * 0.2} ${2 + depth}`));
    // A rowlock on the gunwale either side of the seat.
    shapes.push(rect(ROWLOCKS[0] - 4, RIM_Y - 7, 8, 8, 2), rect(ROWLOCKS[1] - 4, RIM_Y - 7, 8, 8, 2));
    return { width: 200, height: 58, shapes, anchors: { seat: [100, RIM_Y], water: [100, WATER_Y] } };
  },
};
