import type { ComposedProp } from './composed-prop';
import { circle, ellipse, line, polygon, rect, shape } from './prop-shapes';

/** The hull's top and bottom, and where its rounded ends give way to its straight middle, in the drawing's units. */
const HULL_TOP = 30;
const HULL_BOTTOM = 74;
const HULL_BACK = 30;
const HULL_FRONT = 126;

/** Portholes along the hull by age: three big ones for the youngest, four for older children. */
const PORTHOLES = { low: [48, 78, 108], medium: [42, 64, 86, 108], high: [42, 64, 86, 108] } as const;

/**
 * A submarine the words name ("a yellow submarine under the sea"): a long rounded hull with a tower and its periscope,
 * round portholes, fins and a propeller at the back. Ringed portholes, the hull's seams, a band along it and a hatch
 * give older children more to colour.
 */
export const submarine: ComposedProp = {
  name: 'submarine',
  words: ['submarine'],
  kind: 'vehicle',
  size: 'large',
  stands: 'ground',
  isAfloatUnderwater: true,
  draw(detail) {
    const middle = (HULL_TOP + HULL_BOTTOM) / 2;
    // Behind the hull: the periscope up out of the tower, the tower, the fins and the propeller.
    const shapes = [
      polygon([[97, 16], [97, 2], [110, 2], [110, 9], [103, 9], [103, 16]], 1.5),
      rect(70, 12, 38, 22, 5),
      polygon([[22, 34], [10, 18], [3, 21], [10, 40]], 2),
      polygon([[22, 70], [10, 86], [3, 83], [10, 64]], 2),
      ellipse(5, middle, 4, 14),
    ];
    if (detail !== 'low') shapes.push(line([70, 22], [108, 22]));
    shapes.push(shape(`M${HULL_BACK} ${HULL_TOP}H${HULL_FRONT}Q158 ${HULL_TOP} 158 ${middle}Q158 ${HULL_BOTTOM} ${HULL_FRONT} ${HULL_BOTTOM}H${HULL_BACK}Q8 ${HULL_BOTTOM} 8 ${middle}Q8 ${HULL_TOP} ${HULL_BACK} ${HULL_TOP}Z`));
    if (detail !== 'low') for (const x of [HULL_BACK, HULL_FRONT]) shapes.push(line([x, HULL_TOP], [x, HULL_BOTTOM]));
    // A band along the hull between its seams, below the portholes.
    if (detail === 'high') shapes.push(rect(HULL_BACK, 60, HULL_FRONT - HULL_BACK, 7));
    const radius = detail === 'low' ? 8 : 7;
    for (const x of PORTHOLES[detail]) {
      shapes.push(circle(x, 46, radius));
      if (detail !== 'low') shapes.push(circle(x, 46, radius - 2.6));
    }
    // The bow's window, for older children a round hatch at the front of the hull's top.
    if (detail === 'high') shapes.push(circle(142, 46, 5));
    return { width: 160, height: 88, shapes, anchors: {} };
  },
};
