import type { ComposedProp } from './composed-prop';
import { circle, curve, polygon, rect } from './prop-shapes';

/** Where the school stands on the ground, in the drawing's units. */
const GROUND = 120;

/**
 * A school seen from the street it stands on ("a girl riding her bike to school", "kids on a school bus"): two wings of
 * classrooms with rows of windows either side of a taller middle with a pointed gable, a clock in the gable, a blank
 * sign board over a double door, and a bell on the ridge. Without it "to school" put the rider in a classroom, indoors
 * among bookshelves (judging 23).
 */
export const schoolBuilding: ComposedProp = {
  name: 'school-building',
  words: ['school building', 'schoolhouse', 'school house'],
  kind: 'place',
  size: 'large',
  stands: 'backdrop',
  horizonShare: 0.62,
  draw(detail) {
    const hasDetail = detail !== 'low';
    const shapes: string[] = [];
    // The wings, each under a flat roof ledge, three windows a row.
    for (const left of [4, 136]) {
      shapes.push(rect(left, 58, 60, GROUND - 58), rect(left - 4, 52, 68, 7, 1.5));
      for (const top of hasDetail ? [66, 92] : [74]) for (const column of [0, 1, 2]) shapes.push(rect(left + 7 + column * 17.5, top, 11, 15, 1.5));
    }
    // The bell on the ridge behind the gable's point, then the middle with its gable, clock, sign and door.
    shapes.push(rect(93, 6, 14, 14, 2), polygon([[89, 7], [100, 0], [111, 7]], 1), circle(100, 14, 3));
    shapes.push(rect(64, 40, 72, GROUND - 40), polygon([[58, 40], [100, 12], [142, 40]], 2), circle(100, 30, 6));
    if (hasDetail) shapes.push(curve('M100 26 L100 30 L103 31.5'));
    shapes.push(rect(76, 56, 48, 14, 2), rect(86, 84, 28, GROUND - 84, 3), curve(`M100 84 L100 ${GROUND}`));
    return { width: 200, height: GROUND, shapes, anchors: {} };
  },
};
