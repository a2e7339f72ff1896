import type { ComposedProp } from './composed-prop';
import { ellipse, line, type Point } from './prop-shapes';

/** The pizza's middle and the cheese's half-width and half-depth inside the crust, in the drawing's units. */
const CHEESE = { cx: 50, cy: 25, rx: 34, ry: 14 } as const;

/** A point on the cheese, `share` of the way out from the middle at `degrees` round it (the circle seen flat). */
function onCheese(degrees: number, share: number): Point {
  const radians = (degrees * Math.PI) / 180;
  return [CHEESE.cx + Math.cos(radians) * CHEESE.rx * share, CHEESE.cy + Math.sin(radians) * CHEESE.ry * share];
}

/**
 * A whole round pizza ("a pizza") lying flat on a plate, seen from a little above: the plate's rim round it, the crust
 * a ring round the cheese, the cuts between its slices running from edge to edge and a slice of pepperoni on each.
 * The icon was one slice, which stood on its tip on the table's edge (judging 20). Four big slices for 3-5, six older.
 */
export const wholePizza: ComposedProp = {
  name: 'whole-pizza',
  words: ['pizza', 'whole pizza', 'pizza pie'],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  isOnTable: true,
  draw(detail) {
    const shapes = [ellipse(50, 27, 50, 23)];
    if (detail !== 'low') shapes.push(ellipse(50, 26.5, 45, 19.5));
    shapes.push(ellipse(CHEESE.cx, CHEESE.cy, 41, 18), ellipse(CHEESE.cx, CHEESE.cy, CHEESE.rx, CHEESE.ry));
    const slices = detail === 'low' ? 4 : 6;
    const step = 360 / slices;
    for (let cut = 0; cut < slices / 2; cut++) shapes.push(line(onCheese(cut * step, 1), onCheese(cut * step + 180, 1)));
    for (let slice = 0; slice < slices; slice++) {
      const [x, y] = onCheese(slice * step + step / 2, 0.58);
      shapes.push(ellipse(x, y, detail === 'low' ? 5.5 : 4.5, detail === 'low' ? 2.6 : 2.1));
    }
    // Its foot a little above the plate's front edge, which so comes down over the table's top edge: the plate lies on
    // the table, not touching it at one point with thin white wedges either side.
    return { width: 100, height: 45, shapes, anchors: {} };
  },
};
