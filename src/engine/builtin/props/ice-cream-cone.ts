import type { Detail } from '../motif-library';
import { fmt } from '../svg-number';
import type { ComposedProp } from './composed-prop';
import { circle, curve, line, polygon, shape } from './prop-shapes';

/** The cone's rim (hidden under the lowest scoop) and its tip, in the drawing's units. */
const CONE_TOP = 118;
const CONE_LEFT = 22;
const CONE_RIGHT = 78;
const CONE_TIP: [number, number] = [50, 192];

/** The scoops from the cone up, [middle y, radius]: each sits on the one below, its dripping rim over that one's top. */
const SCOOPS: Array<[number, number]> = [
  [104, 32],
  [70, 29],
  [40, 25],
];

/** Waffle lines each way across the cone, by age: the youngest get a few big diamonds. */
const WAFFLE_LINES: Record<Detail, number> = { low: 2, medium: 4, high: 5 };

/** A round scoop whose lower edge drips over what is under it in `drips` scallops. */
function scoop(cy: number, r: number, drips: number): string {
  const rim = cy + r * 0.45;
  const half = Math.sqrt(r * r - (r * 0.45) ** 2);
  const step = (half * 2) / drips;
  let d = `M${fmt(50 - half)} ${fmt(rim)} A${fmt(r)} ${fmt(r)} 0 1 1 ${fmt(50 + half)} ${fmt(rim)}`;
  for (let index = 1; index <= drips; index++) {
    const x = 50 + half - step * index;
    d += ` Q${fmt(x + step / 2)} ${fmt(rim + r * 0.32)} ${fmt(x)} ${fmt(rim)}`;
  }
  return shape(`${d} Z`);
}

/**
 * An ice cream cone ("an ice cream cone with three scoops"): three round scoops stacked on a waffle cone, each dripping
 * over the one below, a cherry on top, where the page drew a small soft-serve swirl on a table and said "Couldn't draw:
 * scoops". The cone's waffle lines run from its rim to its other side, so every diamond between them is closed.
 */
export const iceCreamCone: ComposedProp = {
  name: 'ice-cream-cone',
  words: ['ice cream cone', 'icecream cone', 'ice cream scoop', 'scoop'],
  kind: 'thing',
  size: 'large',
  stands: 'ground',
  draw(detail) {
    const shapes = [polygon([[CONE_LEFT, CONE_TOP], [CONE_RIGHT, CONE_TOP], CONE_TIP], 3)];
    const span = CONE_RIGHT - CONE_LEFT;
    const lines = WAFFLE_LINES[detail];
    for (let index = 1; index <= lines; index++) {
      // From the rim parallel to one side until the line meets the other side.
      const share = index / (lines + 1);
      const rest = 1 - share;
      const leftRim: [number, number] = [CONE_LEFT + span * share, CONE_TOP];
      const rightRim: [number, number] = [CONE_RIGHT - span * share, CONE_TOP];
      shapes.push(line(leftRim, [CONE_RIGHT - (CONE_RIGHT - CONE_TIP[0]) * rest, CONE_TOP + (CONE_TIP[1] - CONE_TOP) * rest]));
      shapes.push(line(rightRim, [CONE_LEFT + (CONE_TIP[0] - CONE_LEFT) * rest, CONE_TOP + (CONE_TIP[1] - CONE_TOP) * rest]));
    }
    if (detail !== 'low') shapes.push(curve('M50 12Q52 2 60 -2'));
    shapes.push(circle(50, 16, 7));
    const drips = detail === 'low' ? 4 : 5;
    for (const [cy, r] of SCOOPS) shapes.push(scoop(cy, r, drips));
    return { width: 100, height: 196, shapes, anchors: { top: [50, 9] } };
  },
};
