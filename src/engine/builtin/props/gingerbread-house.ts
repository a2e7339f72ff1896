import { fmt } from '../svg-number';
import type { ComposedProp } from './composed-prop';
import { bar, circle, line, polygon, rect, shape, type Point } from './prop-shapes';

/** Where the roof's lower edge meets the wall, and the wall's sides, in the drawing's units. */
const EAVES = 46;
const WALL_LEFT = 10;
const WALL_RIGHT = 90;

/** Icing hanging from the eaves across the wall's top: a strip whose lower edge is a row of round drips. */
function icingDrips(drips: number): string {
  const width = (WALL_RIGHT - WALL_LEFT) / drips;
  let d = `M${WALL_LEFT} ${EAVES - 2}H${WALL_RIGHT}V${EAVES + 2}`;
  for (let index = drips - 1; index >= 0; index--) d += `A${fmt(width / 2)} ${fmt(width / 2)} 0 0 1 ${fmt(WALL_LEFT + index * width)} ${EAVES + 2}`;
  return shape(`${d}Z`);
}

/** A round candy; for the oldest, a peppermint's stripes crossing it from rim to rim. */
function candy([x, y]: Point, radius: number, isStriped: boolean): string[] {
  const shapes = [circle(x, y, radius)];
  if (isStriped) shapes.push(line([x - radius, y], [x + radius, y]), line([x, y - radius], [x, y + radius]));
  return shapes;
}

/** Candies on the roof, by age: three in a triangle (two side by side read as a face's eyes), two rows for the oldest. */
const ROOF_CANDIES: Record<'low' | 'medium' | 'high', Point[]> = {
  low: [[34, 32], [50, 20], [66, 32]],
  medium: [[34, 32], [50, 20], [66, 32]],
  high: [[28, 36], [42, 36], [58, 36], [72, 36], [50, 22]],
};

/**
 * A gingerbread house the words name ("a gingerbread house"): a house of biscuit under a roof edged with thick icing,
 * icing dripping from the eaves, a door between two lollipops, windows with icing sills and candies on the roof,
 * where the word drew a plain cottage. Candies on the walls and peppermint stripes give older children more to colour.
 */
export const gingerbreadHouse: ComposedProp = {
  name: 'gingerbread-house',
  words: ['gingerbread house', 'candy house', 'gingerbread cottage'],
  kind: 'place',
  size: 'large',
  stands: 'backdrop',
  draw(detail) {
    const isStriped = detail === 'high';
    const shapes = [rect(70, 8, 11, 30, 1.5), rect(67, 4, 17, 7, 3.5), rect(WALL_LEFT, EAVES, WALL_RIGHT - WALL_LEFT, 100 - EAVES, 1.5)];
    // The roof edged with a band of icing: the biscuit roof drawn inside the icing one.
    shapes.push(polygon([[0, EAVES + 2], [50, 0], [100, EAVES + 2]], 3), polygon([[9, EAVES - 2], [50, 9], [91, EAVES - 2]], 2));
    for (const at of ROOF_CANDIES[detail]) shapes.push(...candy(at, 4.5, isStriped));
    shapes.push(icingDrips(detail === 'low' ? 5 : 8));
    // Candies dotted on the walls, for older children.
    if (detail !== 'low') for (const at of [[27, 89], [73, 89]] as Point[]) shapes.push(...candy(at, 3.5, isStriped));
    shapes.push(shape('M39 100V75A11 11 0 0 1 61 75V100Z'), circle(56, 86, 1.8));
    for (const x of [16, 68]) {
      shapes.push(rect(x, 56, 16, 16, 3), line([x + 8, 56], [x + 8, 72]), line([x, 64], [x + 16, 64]), rect(x - 2, 71, 20, 5, 2.5));
    }
    // Lollipops at the house's corners, their sticks over the wall's edges (beside them a thin strip of wall was left),
    // striped at every age so they read as sweets.
    for (const x of [WALL_LEFT, WALL_RIGHT]) shapes.push(bar([x, 100], [x, 88], 3), ...candy([x, 84], 6.5, true));
    return { width: 100, height: 100, shapes, anchors: { stand: [50, 100] } };
  },
};
