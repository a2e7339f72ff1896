import type { ComposedProp } from './composed-prop';
import { circle, curve, line, polygon, type Point } from './prop-shapes';

const WIDTH = 128;
const HEIGHT = 146;
const BOTTOM: Point = [40, 96];
/** Where the string is tied, as a share of the drawn box: the kite's lower point. */
export const KITE_STRING_AT = { x: BOTTOM[0] / WIDTH, y: BOTTOM[1] / HEIGHT };

/**
 * A kite up in the wind: a diamond crossed by its two spars, its tail streaming down and away downwind with a bow
 * tied on it every so often. The icon's tail curled back up above the kite, its bows piled on one another.
 */
export const flownKite: ComposedProp = {
  name: 'flown-kite',
  words: [],
  kind: 'thing',
  size: 'small',
  stands: 'sky',
  draw(detail) {
    const corners: Point[] = [[34, 0], [68, 28], BOTTOM, [4, 34]];
    const bows: Array<{ at: Point; along: Point }> = [
      { at: [62, 112], along: [0.86, 0.5] },
      { at: [100, 126], along: [0.86, 0.5] },
    ];
    const shapes = [curve(`M${BOTTOM[0]} ${BOTTOM[1]} C46 106 54 108 62 112 S80 112 88 118 S94 126 100 126 S116 136 124 142`), polygon(corners, 3)];
    shapes.push(line(corners[0]!, corners[2]!), line(corners[3]!, corners[1]!));
    for (const { at, along } of bows) {
      const across: Point = [-along[1], along[0]];
      for (const side of [-1, 1]) {
        const wing = (spread: number): Point => [at[0] + side * (across[0] * 13 + along[0] * spread), at[1] + side * (across[1] * 13 + along[1] * spread)];
        shapes.push(polygon([at, wing(-8), wing(8)], 2.5));
      }
      if (detail !== 'low') shapes.push(circle(at[0], at[1], 3.2));
    }
    return { width: WIDTH, height: HEIGHT, shapes, anchors: {} };
  },
};
