import type { ComposedProp } from './composed-prop';
import { circle, polygon, rect, shape } from './prop-shapes';

/** Where the houses stand on the ground, in the drawing's units. */
const GROUND = 70;

/** A cottage with a pitched roof and a door to one side, and for older children a window beside it and a chimney. */
function cottage(x: number, width: number, height: number, roof: number, hasDetail: boolean): string[] {
  const eaves = GROUND - height;
  const shapes = hasDetail ? [rect(x + width * 0.66, eaves - roof * 0.85, 4.5, roof * 0.6)] : [];
  shapes.push(rect(x, eaves, width, height), polygon([[x - 2.5, eaves], [x + width / 2, eaves - roof], [x + width + 2.5, eaves]], 1.2));
  shapes.push(rect(x + width - 10, GROUND - 10, 7, 10, 1));
  if (hasDetail) shapes.push(rect(x + 3, eaves + 4, 6, 6));
  return shapes;
}

/**
 * A village seen from above and afar, for a flyer over it ("a dragon flying over a village"): a row of cottages with
 * pitched roofs and doors, a church in the middle with its steeple rising over them, and round trees behind. Over a
 * meadow's hills the page said it could not draw the village (judging 23). It has no words: the village setting
 * stands it along the horizon.
 */
export const villageHouses: ComposedProp = {
  name: 'village-houses',
  words: [],
  kind: 'place',
  size: 'large',
  stands: 'backdrop',
  horizonShare: 0.84,
  draw(detail) {
    const hasDetail = detail !== 'low';
    // Round trees behind the houses, their trunks hidden by the walls.
    const shapes = [circle(31, 38, 9), circle(186, 36, 10)];
    shapes.push(...cottage(3, 24, 17, 11, hasDetail), ...cottage(37, 26, 21, 12, hasDetail), ...cottage(70, 22, 16, 10, hasDetail));
    // The church: its nave with a pitched roof, then the tower with its steeple in front of the nave's end.
    shapes.push(rect(120, 42, 32, 28), polygon([[117, 42], [136, 30], [155, 42]], 1.2), rect(99, 22, 22, 48), polygon([[96, 22], [110, 0], [124, 22]], 1.2));
    // The church's arched door and, for older children, a clock on the tower and an arched window in the nave.
    shapes.push(shape(`M104.5 ${GROUND} V62.5 A5.5 5.5 0 0 1 115.5 62.5 V${GROUND} Z`));
    if (hasDetail) shapes.push(circle(110, 32, 4.5), shape('M132.5 61 V53.5 A3.5 3.5 0 0 1 139.5 53.5 V61 Z'));
    shapes.push(...cottage(162, 24, 18, 11, hasDetail), ...cottage(194, 23, 15, 10, hasDetail));
    return { width: 220, height: GROUND, shapes, anchors: {} };
  },
};
