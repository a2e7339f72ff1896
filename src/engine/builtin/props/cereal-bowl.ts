import type { ComposedProp } from './composed-prop';
import { bar, circle, line, polygon, shape, type Point } from './prop-shapes';

/** The bowl's rim height, its depth below the rim and its half-width, in the drawing's units. */
const RIM = 52;
const DEPTH = 32;
const HALF = 45;

function bowlHalf(y: number): number {
  return HALF * Math.sqrt(Math.max(0, 1 - ((y - RIM) / DEPTH) ** 2));
}

/** Cereal rings heaped over the milk, back to front; the youngest get the first few, bigger. */
const RINGS: Array<{ at: Point; r: number }> = [
  { at: [42, 34], r: 7 },
  { at: [24, 44], r: 7 },
  { at: [58, 40], r: 7 },
  { at: [38, 46], r: 7 },
  { at: [74, 46], r: 6 },
  { at: [54, 28], r: 5.5 },
  { at: [14, 49], r: 5 },
  { at: [30, 34], r: 5 },
  { at: [86, 50], r: 4.5 },
];

/**
 * A bowl of cereal the words name ("a bowl of cereal"): a round bowl on a foot, heaped with cereal rings over the
 * milk and a spoon standing in it, where the words drew a steaming bowl of soup and the page said "Couldn't draw:
 * cereal". More rings and a band round the bowl for 6-8, two bands for 9-12.
 */
export const cerealBowl: ComposedProp = {
  name: 'cereal-bowl',
  words: ['bowl of cereal', 'cereal', 'cereal bowl', 'cornflake', 'bowl of cornflake'],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  draw(detail) {
    // The spoon's handle rising out of the milk behind the rings.
    const shapes = [bar([66, 44], [90, 6], 6)];
    // The milk's top, a low mound rising steeply from the rim's ends: rising gently, it left a thin wedge over the rim.
    shapes.push(shape(`M${50 - HALF} ${RIM}C${53 - HALF} ${RIM - 12} ${47 + HALF} ${RIM - 12} ${50 + HALF} ${RIM}Z`));
    const count = detail === 'low' ? 4 : detail === 'medium' ? 7 : RINGS.length;
    for (const { at, r } of RINGS.slice(0, count)) {
      const grown = detail === 'low' ? r * 1.25 : r;
      shapes.push(circle(at[0], at[1], grown), circle(at[0], at[1], grown * 0.38));
    }
    const sides = Array.from({ length: 25 }, (_, index) => RIM + DEPTH * Math.sin((index / 24) * (Math.PI / 2)));
    shapes.push(polygon([[36, RIM + DEPTH - 4], [64, RIM + DEPTH - 4], [64, RIM + DEPTH + 6], [36, RIM + DEPTH + 6]], 3));
    shapes.push(polygon([...sides.map((y): Point => [50 + bowlHalf(y), y]), ...[...sides].reverse().map((y): Point => [50 - bowlHalf(y), y])]));
    for (const y of detail === 'high' ? [60, 68] : detail === 'medium' ? [62] : []) shapes.push(line([50 - bowlHalf(y), y], [50 + bowlHalf(y), y]));
    return { width: 100, height: RIM + DEPTH + 6, shapes, anchors: {} };
  },
};
