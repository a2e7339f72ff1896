import { textOutline } from '../glyph-outlines';
import type { ComposedProp } from './composed-prop';
import { circle, ellipse, rect, shape } from './prop-shapes';

/** Where the gate's bars start under the sign, in the drawing's units. */
const BARS_TOP = 40;

/**
 * A zoo the words name ("a lion at the zoo"): its entrance, two pillars under an arched sign that says ZOO in letters
 * to colour, a barred gate between them. Ball tops on the pillars, paw prints on the sign and more bars give older
 * children more to colour.
 */
export const zooGate: ComposedProp = {
  name: 'zoo-gate',
  words: ['zoo'],
  kind: 'place',
  size: 'large',
  stands: 'backdrop',
  draw(detail) {
    const shapes: string[] = [];
    // The bars first, their ends under the rails and the pillars drawn over them.
    const bars = detail === 'low' ? 5 : 7;
    for (let index = 0; index < bars; index++) shapes.push(rect(24 + (index * 52) / (bars - 1) - 1.5, BARS_TOP, 3, 100 - BARS_TOP, 1.5));
    shapes.push(rect(16, BARS_TOP + 6, 68, 4, 1.5), rect(16, 90, 68, 4, 1.5));
    for (const x of [2, 82]) {
      if (detail !== 'low') shapes.push(circle(x + 8, 10, 4.5));
      shapes.push(rect(x, 18, 16, 82, 1.5), rect(x - 2, 14, 20, 6, 1.5));
    }
    // The sign arches between the pillars' tops, over the gate.
    shapes.push(shape(`M14 ${BARS_TOP}V16Q50 2 86 16V${BARS_TOP}Z`));
    shapes.push(shape(textOutline('ZOO', 50, 35, 20)));
    if (detail === 'high') {
      // A paw print each side of the word: a pad and three toes.
      for (const x of [22, 78]) {
        shapes.push(ellipse(x, 30, 3.2, 2.6));
        for (const dx of [-3, 0, 3]) shapes.push(circle(x + dx, 25 - (dx === 0 ? 1 : 0), 1.3));
      }
    }
    return { width: 100, height: 100, shapes, anchors: { stand: [50, 100] } };
  },
};
