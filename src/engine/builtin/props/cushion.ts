import type { ComposedProp } from './composed-prop';
import { circle, curve, polygon, shape } from './prop-shapes';

/** Where a pet curled up on it lies: the middle of its puffed-up top, in the drawing's units. */
const TOP_Y = 10;

/**
 * A big cushion the words name ("a cat sleeping on a pillow"): a puffed-up square cushion, its corners pulled out, a
 * curled-up cat asleep on its top (drawSleeper), where the cat slept on a heap of leaves and the page said "Couldn't
 * draw: pillow". A seam round it and a button in its middle for 6-8, and tassels at its corners for 9-12, give older
 * children more to colour.
 */
export const cushion: ComposedProp = {
  name: 'cushion',
  words: ['cushion', 'pillow', 'pet bed', 'floor cushion', 'beanbag', 'bean bag'],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  isIndoors: true,
  draw(detail) {
    const shapes: string[] = [];
    if (detail === 'high') {
      // Tassels at the corners, behind the cushion.
      for (const [x, side] of [[6, -1], [94, 1]] as const) {
        shapes.push(polygon([[x, 12], [x + side * 6, 2], [x + side * 8, 8]], 1), polygon([[x, 48], [x + side * 6, 58], [x + side * 8, 52]], 1));
      }
    }
    // Puffed out between its corners, on every side.
    shapes.push(shape(`M6 12Q50 ${TOP_Y - 8} 94 12Q100 30 94 48Q50 56 6 48Q0 30 6 12Z`));
    if (detail !== 'low') {
      shapes.push(curve('M12 17Q50 10 88 17Q93 30 88 43Q50 50 12 43Q7 30 12 17Z'));
      shapes.push(circle(50, 30, 3.5));
    }
    return { width: 100, height: 56, shapes, anchors: { top: [50, TOP_Y] } };
  },
};
