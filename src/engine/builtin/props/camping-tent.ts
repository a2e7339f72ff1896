import type { ComposedProp } from './composed-prop';
import { line, polygon, rect, shape } from './prop-shapes';

/** Where the tent's canvas meets the ground, in the drawing's units. */
const GROUND = 70;

/**
 * A camping tent the words name ("kids camping in a tent"): an A-frame with its door flap tied back and guy lines
 * pegged out each side. Canvas seams and a ground sheet's hem give older children more to colour.
 */
export const campingTent: ComposedProp = {
  name: 'camping-tent',
  words: ['tent', 'camping tent'],
  kind: 'place',
  size: 'large',
  stands: 'backdrop',
  draw(detail) {
    const shapes: string[] = [];
    // Guy lines leave the canvas low and wide, so the gap between line and slope never narrows to a sliver.
    for (const [from, peg] of [[[32, 45], [2, GROUND]], [[88, 45], [118, GROUND]]] as const) {
      shapes.push(line(from, [peg[0], GROUND - 4]), polygon([[peg[0] - 3, GROUND - 6], [peg[0] + 3, GROUND - 6], [peg[0], GROUND]], 1));
    }
    shapes.push(polygon([[60, 6], [14, GROUND], [106, GROUND]], 4), rect(58, 0, 4, 14, 1.5));
    if (detail === 'high') {
      // Seams across the canvas from slope to slope (none near the top, where a corner would be too small to colour)
      // and a hem along the ground.
      for (const y of [22, 52]) {
        const half = ((y - 6) / (GROUND - 6)) * 46;
        shapes.push(line([60 - half, y], [60 + half, y]));
      }
      shapes.push(line([17, GROUND - 5], [103, GROUND - 5]));
    }
    shapes.push(shape(`M46 ${GROUND}L54 34Q60 26 66 34L74 ${GROUND}Z`));
    // The flap pulled back over the left of the door and tied at its waist; its top follows the door's arch.
    shapes.push(shape(`M54 34Q57 30 60 30Q53 40 54 50Q53 60 58 ${GROUND}L40 ${GROUND}Q46 60 46 50Q50 42 54 34Z`));
    if (detail !== 'low') shapes.push(rect(45, 48, 10, 4, 1.5));
    return { width: 120, height: GROUND, shapes, anchors: {} };
  },
};
