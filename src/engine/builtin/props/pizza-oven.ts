import type { ComposedProp } from './composed-prop';
import { circle, curve, ellipse, line, rect, shape } from './prop-shapes';

/** Where the dome meets its brick base, in the drawing's units. */
const BASE_TOP = 60;

/**
 * A wood-fired pizza oven: a round brick dome with its chimney, the arched mouth with a fire of logs burning inside, on
 * a brick base with firewood stacked in its alcove. A cook tossing pizza dough stood at a stirring pot's stove (judging
 * 23). The dome's brick rings and the base's courses are for 6-8 and up; the oldest get the joints between the bricks.
 */
export const pizzaOven: ComposedProp = {
  name: 'pizza-oven',
  words: ['pizza oven', 'brick oven', 'wood-fired oven', 'wood fired oven', 'pizzeria'],
  kind: 'thing',
  size: 'large',
  stands: 'ground',
  isIndoors: true,
  draw(detail) {
    const shapes = [rect(56, 2, 14, 26, 2), rect(53, 0, 20, 6, 2)];
    shapes.push(shape(`M8 ${BASE_TOP}Q8 14 50 12Q92 14 92 ${BASE_TOP}Z`));
    if (detail !== 'low') {
      // Rings of bricks round the dome, each a band wide enough to colour.
      shapes.push(curve(`M20 ${BASE_TOP}Q20 26 50 25Q80 26 80 ${BASE_TOP}`));
      if (detail === 'high') {
        for (const [from, to] of [[[14, 36], [24, 38]], [[86, 36], [76, 38]], [[50, 12.5], [50, 25]], [[30, 17], [35, 27.5]], [[70, 17], [65, 27.5]]] as const) shapes.push(line(from, to));
      }
    }
    // The mouth, its fire burning on two logs inside.
    shapes.push(shape(`M33 ${BASE_TOP}L33 46Q33 34 50 34Q67 34 67 46L67 ${BASE_TOP}Z`));
    shapes.push(shape(`M40 ${BASE_TOP - 4}Q38 50 44 44Q44 49 47 46Q47 39 52 36Q53 43 57 45Q58 48 56 50Q61 49 60 44Q64 51 60 ${BASE_TOP - 4}Z`));
    shapes.push(rect(36, BASE_TOP - 6, 28, 4.5, 2.2));
    shapes.push(rect(2, BASE_TOP - 2, 96, 6, 2));
    shapes.push(rect(6, BASE_TOP + 4, 88, 34, 2));
    if (detail !== 'low') {
      for (const y of [BASE_TOP + 15, BASE_TOP + 26]) shapes.push(line([6, y], [30, y]), line([70, y], [94, y]));
      if (detail === 'high') for (const [x, y] of [[18, BASE_TOP + 4], [82, BASE_TOP + 4], [12, BASE_TOP + 15], [24, BASE_TOP + 15], [76, BASE_TOP + 15], [88, BASE_TOP + 15], [18, BASE_TOP + 26], [82, BASE_TOP + 26]] as const) shapes.push(line([x, y], [x, y + 11]));
    }
    // The firewood alcove under the hearth, three logs stacked in it, their cut ends to us.
    shapes.push(shape(`M30 ${BASE_TOP + 38}L30 ${BASE_TOP + 20}Q30 ${BASE_TOP + 11} 50 ${BASE_TOP + 11}Q70 ${BASE_TOP + 11} 70 ${BASE_TOP + 20}L70 ${BASE_TOP + 38}Z`));
    for (const [x, y] of [[41, BASE_TOP + 31], [59, BASE_TOP + 31], [50, BASE_TOP + 22]] as const) {
      shapes.push(circle(x, y, 7.5));
      if (detail !== 'low') shapes.push(ellipse(x, y, 3, 3));
    }
    return { width: 100, height: BASE_TOP + 38, shapes, anchors: { top: [50, 12], mouth: [50, BASE_TOP - 2] } };
  },
};
