import { figurePropShapes } from '../figure/draw-figure';
import type { FigureSpec, HairStyle } from '../figure/figure-context';
import type { Detail } from '../motif-library';
import type { ComposedProp, PropArt } from './composed-prop';
import { fmt } from '../svg-number';
import { curve, polygon, shape, type Point } from './prop-shapes';

/** The carpet's top seen from a little above, in the drawing's units: its near edge rippling in the wind, its far edge the same ripple further back. */
const NEAR_EDGE: Point[] = [[30, 120], [70, 110], [112, 120], [154, 130], [196, 122]];
const FAR_SHIFT: Point = [30, -40];
/** The middle of the near edge, which the borders inside it are narrowed towards. */
const MIDDLE_X = 113;

/**
 * A band across the carpet's top with the edges' ripple, as one closed shape: from `near` to `far` of the way back,
 * narrowed to `narrowing` of the width. The whole top is (1, 0, 1); a border inside it is narrower and shallower.
 */
function carpetBand(narrowing: number, near: number, far: number): string {
  const at = ([x, y]: Point, share: number): string => `${MIDDLE_X + (x - MIDDLE_X) * narrowing + FAR_SHIFT[0] * share} ${y + FAR_SHIFT[1] * share}`;
  const [a, b, c, d, e] = NEAR_EDGE as [Point, Point, Point, Point, Point];
  return shape(`M${at(a, near)}Q${at(b, near)} ${at(c, near)}Q${at(d, near)} ${at(e, near)}L${at(e, far)}Q${at(d, far)} ${at(c, far)}Q${at(b, far)} ${at(a, far)}Z`);
}

/**
 * The carpet's near corners, where tassels hang. It is drawn as its top alone, a rug as thin as a line: a band of its
 * thickness under the near edge made it a thick tray (round 19), and a thinner band was a sliver no crayon fits in.
 */
const TASSELS: Point[] = [
  [30, 120],
  [196, 122],
];

/** How far a tassel leans back from hanging straight down, streaming in the wind as the carpet flies, in radians. */
const TASSEL_LEAN = 0.75;

/** A tassel streaming back in the wind from a corner at `corner`: a cord, its knot and a bell-shaped tuft, its strands for the oldest. */
function tassel(corner: Point, size: number, hasStrands: boolean): string[] {
  // Drawn hanging down from the corner, then leant back.
  const [cos, sin] = [Math.cos(TASSEL_LEAN), Math.sin(TASSEL_LEAN)];
  const at = (x: number, y: number): string => `${fmt(corner[0] + (x * cos - y * sin) * size)} ${fmt(corner[1] + (x * sin + y * cos) * size)}`;
  const shapes = [curve(`M${at(0, 0)}L${at(0, 6)}`), shape(`M${at(-2, 8)}L${at(-6, 20)}Q${at(0, 23)} ${at(6, 20)}L${at(2, 8)}Z`), shape(`M${at(-3, 6)}A${3 * size} ${3 * size} 0 1 0 ${at(3, 6)}A${3 * size} ${3 * size} 0 1 0 ${at(-3, 6)}Z`)];
  if (hasStrands) shapes.push(curve(`M${at(0, 10)}L${at(0, 20)}`));
  return shapes;
}

/** The carpet and its rider, `hair` the rider's: a boy or a girl the words put on it is drawn as the rider. */
function carpetWithRider(detail: Detail, hair: HairStyle): PropArt {
  const rider: FigureSpec = { kind: 'child', hair, hasBeard: false, outfit: null, accessories: [], prop: null };
  const hasDetail = detail !== 'low';
  // Wind streaming past behind the carpet, and the far corner's tassel behind it.
  const shapes = hasDetail ? [curve('M4 70 Q22 64 40 70'), curve('M2 88 Q16 82 30 88'), ...tassel([226, 82], 1, false)] : [];
  shapes.push(carpetBand(1, 0, 1));
  // A border inside the edges, and a diamond in the middle beside the rider.
  if (hasDetail) shapes.push(carpetBand(0.84, 0.18, 0.82), polygon([[158, 96], [174, 102], [160, 110], [144, 104]], 1));
  if (hasDetail) shapes.push(polygon([[180, 106], [188, 109], [182, 113], [174, 110]], 1), polygon([[134, 100], [142, 103], [136, 107], [128, 104]], 1));
  // The rider, sitting on the carpet.
  shapes.push(...figurePropShapes(rider, { pose: 'sitting-on-ground', cx: 100, groundY: 104, height: 112, facing: 1, linePx: 2, detail: hasDetail ? 'medium' : 'low' }, 3).shapes);
  for (const point of TASSELS) shapes.push(...tassel(point, hasDetail ? 1 : 1.4, detail === 'high'));
  return { width: 236, height: 140, shapes, anchors: {} };
}

/**
 * A flying carpet ("a flying carpet", "a magic carpet"): a carpet rippling in the wind as it flies, tassels streaming back
 * from its corners, a child sitting on it. A border and a diamond, wind streaming past behind it, a tassel at its far corner
 * and, for the oldest, smaller diamonds and the tassels' strands give older children more to colour. A boy or a girl the
 * words put with it ("a girl on a flying carpet") is its rider, not a second child flying beside a small carpet.
 */
export const flyingCarpet: ComposedProp = {
  name: 'flying-carpet',
  words: ['flying carpet', 'magic carpet', 'flying rug', 'magic rug'],
  kind: 'vehicle',
  size: 'large',
  stands: 'sky',
  // High over the town's domes, and narrower so the sky round it shows it flying: low and wide, it sat on the hills.
  flightHeight: 0.3,
  loneShare: 0.64,
  includes: ['child'],
  houses: { boy: 'boy-on-flying-carpet', girl: 'girl-on-flying-carpet' },
  draw: (detail) => carpetWithRider(detail, 'short'),
};

export const boyOnFlyingCarpet: ComposedProp = { ...flyingCarpet, name: 'boy-on-flying-carpet', words: [], includes: ['boy', 'flying-carpet'], houses: {} };
export const girlOnFlyingCarpet: ComposedProp = { ...flyingCarpet, name: 'girl-on-flying-carpet', words: [], includes: ['girl', 'flying-carpet'], houses: {}, draw: (detail) => carpetWithRider(detail, 'ponytail') };
