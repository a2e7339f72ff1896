import type { ComposedProp } from './composed-prop';
import { polygon, rect, shape } from './prop-shapes';

/** Where the roof's scalloped hem meets the wall, and where the wall meets the ground, in the drawing's units. */
const EAVES = 46;
const GROUND = 100;
/** The roof's peak, the pole's top, and how far out the hem reaches each side. */
const PEAK: readonly [number, number] = [50, 12];
const LEFT = 2;
const RIGHT = 98;

/**
 * A circus the words name ("a lion at the circus"): its big top, a striped tent with a pointed roof, a scalloped hem,
 * a flag on its pole and the entrance's flaps tied back. Stripes are whole areas to colour, more of them for older
 * children; a pennant on every scallop for 9-12.
 */
export const bigTop: ComposedProp = {
  name: 'big-top',
  words: ['circus', 'big top', 'circus tent'],
  kind: 'place',
  size: 'large',
  stands: 'backdrop',
  draw(detail) {
    const stripes = detail === 'low' ? 4 : detail === 'medium' ? 6 : 8;
    const wallLeft = 8;
    const wallRight = 92;
    const shapes: string[] = [];
    // The wall, one stripe after another, each a closed band from the hem to the ground.
    for (let index = 0; index < stripes; index++) {
      const x0 = wallLeft + ((wallRight - wallLeft) * index) / stripes;
      const x1 = wallLeft + ((wallRight - wallLeft) * (index + 1)) / stripes;
      shapes.push(rect(x0, EAVES - 2, x1 - x0, GROUND - EAVES + 2));
    }
    // The doorway's dark inside, then its two flaps tied back to each side.
    shapes.push(shape(`M38 ${GROUND}V72Q50 60 62 72V${GROUND}Z`));
    // Each flap's top is half the doorway's arch, so the two meet at its crown with no gap or overlap.
    shapes.push(shape(`M38 ${GROUND}V72Q44 66 50 66Q42 78 42 ${GROUND}Z`), shape(`M62 ${GROUND}V72Q56 66 50 66Q58 78 58 ${GROUND}Z`));
    // The roof: stripes fanning from the peak down to under the hem's top, each closed.
    const hemY = EAVES + 2;
    for (let index = 0; index < stripes; index++) {
      const x0 = LEFT + ((RIGHT - LEFT) * index) / stripes;
      const x1 = LEFT + ((RIGHT - LEFT) * (index + 1)) / stripes;
      shapes.push(polygon([PEAK, [x0, hemY - 1], [x1, hemY - 1]], 0.5));
    }
    // A cap over the peak, where the stripes would narrow to slivers.
    shapes.push(shape(`M50 ${PEAK[1] - 2}L33.5 24Q50 30 66.5 24Z`));
    // The pole in front of the cap's tip, thick enough to colour inside at the youngest's heavy lines, and its flag.
    shapes.push(rect(48.2, 0, 3.6, PEAK[1] + 4, 1.5), polygon([[51.8, 1], [64, 4.5], [51.8, 8]], 1));
    // The hem: a band over the roof's foot, a scallop hanging under each roof stripe (hung from its top edge, the
    // scallops left wedges of roof between them).
    const scallops = stripes;
    let hem = `M${LEFT} ${hemY - 2}H${RIGHT}V${hemY + 1}`;
    for (let index = scallops - 1; index >= 0; index--) {
      const x0 = LEFT + ((RIGHT - LEFT) * index) / scallops;
      hem += `Q${x0 + (RIGHT - LEFT) / scallops / 2} ${hemY + 12} ${x0} ${hemY + 1}`;
    }
    shapes.push(shape(`${hem}Z`));
    if (detail === 'high') {
      for (let index = 0; index < scallops; index++) {
        const mid = LEFT + ((RIGHT - LEFT) * (index + 0.5)) / scallops;
        shapes.push(polygon([[mid - 2.4, hemY + 4], [mid + 2.4, hemY + 4], [mid, hemY + 11]], 0.5));
      }
    }
    return { width: 100, height: 100, shapes, anchors: { stand: [50, GROUND] } };
  },
};
