import { figurePropShapes } from '../figure/draw-figure';
import type { FigureSpec } from '../figure/figure-context';
import type { FigureKindName } from '../figure/kinds';
import type { Detail } from '../motif-library';
import type { ComposedProp, PropArt } from './composed-prop';
import { rect } from './prop-shapes';

/**
 * Units per unit of the cage's plan: the animal is laid out in them, and at one unit a step its curves showed as facets.
 */
const UNIT = 4;
const WIDTH = 200 * UNIT;
const HEIGHT = 230 * UNIT;
/** The roof's underside and the floor's top, in the drawing's units. */
const ROOF = 24 * UNIT;
const FLOOR = 204 * UNIT;
/**
 * The bars' middles: none down the middle, so the animal's face looks out between two of them and is not cut in two.
 */
const BARS = [14, 44, 74, 126, 156, 186].map((x) => x * UNIT);
/**
 * The page's line in this drawing's units, by age, at the size scenes draw it (about 1400 px high): the animal lays out
 * its face for it. The youngest's a little thicker, for solid dot eyes.
 */
const LINE_UNITS: Record<Detail, number> = { low: 2.8 * UNIT, medium: 9 / (1400 / HEIGHT), high: 6 / (1400 / HEIGHT) };

/** The animal standing in the cage, facing out, the bars in front of it. */
function drawZooCage(detail: Detail, kind: FigureKindName, faceTurn: number): PropArt {
  const spec: FigureSpec = { kind, hair: null, hasBeard: false, outfit: null, accessories: [], prop: null };
  const shapes = [rect(4 * UNIT, ROOF - 6 * UNIT, WIDTH - 8 * UNIT, FLOOR - ROOF + 12 * UNIT, 2 * UNIT)];
  shapes.push(...figurePropShapes(spec, { pose: 'standing', expression: 'happy', cx: WIDTH / 2 - faceTurn * UNIT, height: FLOOR - ROOF - 20 * UNIT, facing: 1, linePx: LINE_UNITS[detail], detail, groundY: FLOOR }, 3 * UNIT).shapes);
  for (const x of BARS) shapes.push(rect(x - 3 * UNIT, ROOF, 6 * UNIT, FLOOR - ROOF, 3 * UNIT));
  // The roof over the bars' tops, the floor under their feet.
  shapes.push(rect(0, 0, WIDTH, ROOF + 2 * UNIT, 6 * UNIT), rect(0, FLOOR - 2 * UNIT, WIDTH, HEIGHT - FLOOR + 2 * UNIT, 4 * UNIT));
  if (detail !== 'low') shapes.push(rect(10 * UNIT, 6 * UNIT, WIDTH - 20 * UNIT, ROOF - 12 * UNIT, 3 * UNIT));
  return { width: WIDTH, height: HEIGHT, shapes, anchors: {} };
}

/**
 * A zoo animal the words put in a cage ("a lion in a cage at the zoo"): it stood beside a hamster's cage. `faceTurn` is
 * how far right of its body the animal facing out turns its face: the body stands that far left, the face between two
 * bars, and no edge of it runs along a bar's close by.
 */
function zooCage(kind: FigureKindName, faceTurn: number): ComposedProp {
  return { name: `${kind}-in-cage`, words: [], kind: 'thing', size: 'large', stands: 'ground', includes: [kind, 'cage'], draw: (detail) => drawZooCage(detail, kind, faceTurn) };
}

export const lionInCage = zooCage('lion', 7);
export const monkeyInCage = zooCage('monkey', 7);
