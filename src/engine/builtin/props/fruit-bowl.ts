import type { ComposedProp } from './composed-prop';
import { circle, line, polygon, rect, shape, type Point } from './prop-shapes';

/** The bowl's rim height, its depth below the rim and its half-width, in the drawing's units. */
const RIM = 50;
const DEPTH = 30;
const HALF = 44;

/** Half the bowl's width at height y below the rim: a half-ellipse. */
function bowlHalf(y: number): number {
  return HALF * Math.sqrt(Math.max(0, 1 - ((y - RIM) / DEPTH) ** 2));
}

/** Grapes in a bunch behind the apple and the orange, for older children: one big grape for the youngest is a ball. */
const GRAPES: Point[] = [[44, 34], [54, 34], [49, 26], [59, 26], [64, 34], [39, 27]];

/**
 * A bowl of fruit the words name ("a bowl of fruit"): a round bowl on a foot piled with a banana, an apple with its leaf
 * and an orange, where the words drew a steaming bowl of soup. Grapes, and bands round the bowl, give older children
 * more to colour.
 */
export const fruitBowl: ComposedProp = {
  name: 'fruit-bowl',
  words: ['bowl of fruit', 'fruit bowl', 'bowl of fruits'],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  draw(detail) {
    // Back to front: the banana arching over the pile, the grapes, then the apple and orange, the bowl over their feet.
    const shapes = [shape('M20 42Q26 0 86 12Q93 14 89 21Q40 14 28 46Z')];
    if (detail !== 'low') for (const [x, y] of GRAPES) shapes.push(circle(x, y, 6));
    shapes.push(line([30, 30], [32, 19]), polygon([[31, 25], [40, 20], [36, 28]], 1.5));
    // The apple's top dips in round its stem.
    shapes.push(shape('M30 29C36 23 46 27 44 40C43 50 36 55 30 53C24 55 17 50 16 40C14 27 24 23 30 29Z'));
    shapes.push(circle(68, 40, 14), polygon([[66, 27], [72, 22], [74, 27]], 1.5));
    // Heights down the side in even steps of angle round the half-ellipse, so its bottom is round, not a point.
    const sides = Array.from({ length: 25 }, (_, index) => RIM + DEPTH * Math.sin((index / 24) * (Math.PI / 2)));
    shapes.push(rect(36, RIM + DEPTH - 4, 28, 10, 3));
    shapes.push(polygon([...sides.map((y): Point => [50 + bowlHalf(y), y]), ...[...sides].reverse().map((y): Point => [50 - bowlHalf(y), y])]));
    // Bands round the bowl, rim to rim.
    for (const y of detail === 'high' ? [58, 66] : detail === 'medium' ? [60] : []) shapes.push(line([50 - bowlHalf(y), y], [50 + bowlHalf(y), y]));
    return { width: 100, height: RIM + DEPTH + 6, shapes, anchors: {} };
  },
};
