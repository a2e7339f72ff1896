import { fmt } from '../svg-number';
import type { ComposedProp } from './composed-prop';
import { bar, circle, curve, line, polygon, rect, shape, type Point } from './prop-shapes';

/** The sheet's left and right edges and its top and bottom rolls, in the drawing's units. */
const LEFT = 10;
const RIGHT = 110;
const TOP_ROLL = 12;
const BOTTOM_ROLL = 84;
const ROLL_HALF = 7;

/** The trail from the island's beach to the X, dash by dash: long dashes, so the youngest's are lines, not specks. */
const TRAIL: Array<[Point, Point]> = [
  [[30, 66], [35, 63]],
  [[39, 62], [44, 62]],
  [[48, 61], [52, 59]],
];
const X_MARK: Point = [62, 54];

/** Where the palm's leaves spring from its trunk. */
const CROWN: Point = [80, 42];

/** A broad leaf from the palm's crown to its tip: two arcs that bulge apart, wide enough to colour inside. */
function leaf(from: Point, tip: Point): string {
  const [mx, my] = [(from[0] + tip[0]) / 2, (from[1] + tip[1]) / 2];
  const length = Math.hypot(tip[0] - from[0], tip[1] - from[1]);
  const [nx, ny] = [(-(tip[1] - from[1]) / length) * 5, ((tip[0] - from[0]) / length) * 5];
  return shape(`M${fmt(from[0])} ${fmt(from[1])}Q${fmt(mx + nx)} ${fmt(my + ny)} ${fmt(tip[0])} ${fmt(tip[1])}Q${fmt(mx - nx)} ${fmt(my - ny)} ${fmt(from[0])} ${fmt(from[1])}Z`);
}

/** A compass rose's four points round its middle, for older children. */
function compassRose([cx, cy]: Point, reach: number): string {
  const waist = reach * 0.28;
  const points: Point[] = [];
  for (let index = 0; index < 8; index++) {
    const angle = -Math.PI / 2 + (index * Math.PI) / 4;
    const distance = index % 2 === 0 ? reach : waist;
    points.push([cx + Math.cos(angle) * distance, cy + Math.sin(angle) * distance]);
  }
  return polygon(points, 0.6);
}

/**
 * A treasure map the words name ("a treasure map"): a sheet rolled at top and bottom with an island on it, a dashed
 * trail across it to a big X where the treasure is, where the word "treasure" drew a gem. A palm on the island and a
 * compass rose for 6-8, waves on the sea and a hill on the island for 9-12, give older children more to colour.
 */
export const treasureMap: ComposedProp = {
  name: 'treasure-map',
  words: ['treasure map', 'pirate map'],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  draw(detail) {
    // The sheet's sides wave a little, as old paper does.
    const shapes = [shape(`M${LEFT} ${TOP_ROLL}L${RIGHT} ${TOP_ROLL}Q${RIGHT - 4} 36 ${RIGHT} 48Q${RIGHT + 4} 62 ${RIGHT} ${BOTTOM_ROLL}L${LEFT} ${BOTTOM_ROLL}Q${LEFT + 4} 66 ${LEFT} 50Q${LEFT - 4} 34 ${LEFT} ${TOP_ROLL}Z`)];
    // The island: a wide bumpy blob across the sheet's middle.
    shapes.push(shape('M22 62C18 50 30 38 44 42C52 34 70 34 78 42C92 40 98 52 90 62C86 72 70 72 60 70C48 74 28 74 22 62Z'));
    if (detail === 'high') shapes.push(shape('M30 56Q37 42 44 56Z'), curve('M42 27Q46 24 50 27Q54 30 58 27'), curve('M92 30Q96 27 100 30Q104 33 106 30'));
    if (detail !== 'low') {
      // A palm on the island's far end: a trunk leaning up from the sand under three broad leaves.
      shapes.push(bar([84, 62], [80, 42], 4.5));
      for (const tip of [[68, 39], [95, 44], [85, 28]] as Point[]) shapes.push(leaf(CROWN, tip));
      shapes.push(compassRose([26, 30], 10), circle(26, 30, 2.5));
    }
    for (const [from, to] of TRAIL) shapes.push(line(from, to));
    shapes.push(bar([X_MARK[0] - 7, X_MARK[1] - 7], [X_MARK[0] + 7, X_MARK[1] + 7], 5), bar([X_MARK[0] - 7, X_MARK[1] + 7], [X_MARK[0] + 7, X_MARK[1] - 7], 5));
    // The rolls over the sheet's ends, each with its curled end showing at the side.
    for (const y of [TOP_ROLL, BOTTOM_ROLL]) {
      shapes.push(rect(LEFT - 6, y - ROLL_HALF, RIGHT - LEFT + 12, ROLL_HALF * 2, ROLL_HALF));
      if (detail !== 'low') shapes.push(circle(RIGHT + 6 - ROLL_HALF, y, ROLL_HALF - 2.5));
    }
    return { width: 120, height: BOTTOM_ROLL + ROLL_HALF + 1, shapes, anchors: {} };
  },
};
