import type { ComposedProp } from './composed-prop';
import { circle, curve, ellipse, rect } from './prop-shapes';

/** The bench top's upper edge, where the toys stand, in the drawing's units. */
const TOP = 38;

/**
 * Toys the words name being made ("an elf making toys"): a workbench with a drum, a teddy bear and a ball standing
 * on it, the maker's hand on it, where the elf built a sandcastle and then the page said "Couldn't draw: toys". A
 * shelf and the ball's stripes for 6-8, and a toy car on the shelf for 9-12, give older children
 * more to colour.
 */
export const toyWorkbench: ComposedProp = {
  name: 'toy-workbench',
  words: ['making toys', 'makes toys', 'make toys', 'workbench', 'work bench', 'toy workshop', 'toy bench'],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  draw(detail) {
    const shapes = [rect(6, TOP + 6, 9, 80 - TOP - 6, 2), rect(85, TOP + 6, 9, 80 - TOP - 6, 2)];
    if (detail === 'high') {
      // A toy car on the shelf: its cabin, body and wheels, the shelf over the wheels' feet.
      shapes.push(rect(38, 49, 16, 9, 2.5), rect(30, 55, 32, 9, 3.5), circle(37, 64, 4.5), circle(55, 64, 4.5));
    }
    if (detail !== 'low') shapes.push(rect(10, 65, 80, 6, 2));
    // The drum: its side, a zigzag round it, and its top.
    shapes.push(rect(7, 18, 26, TOP - 16, 2));
    shapes.push(curve('M7 24L13 34L20 24L27 34L33 24'));
    shapes.push(ellipse(20, 18, 13, 4.5));
    // The teddy: ears behind its head, its tummy, arms and head.
    shapes.push(circle(43, 6, 4.5), circle(61, 6, 4.5), ellipse(52, 29, 11, 10), ellipse(40.5, 27, 3.5, 5.5), ellipse(63.5, 27, 3.5, 5.5), circle(52, 13.5, 9));
    // Its feet sticking out in front, sat on the bench.
    shapes.push(circle(46, 34.5, 3.5), circle(58, 34.5, 3.5));
    shapes.push(circle(48.5, 11.5, 1.5), circle(55.5, 11.5, 1.5), ellipse(52, 17, 3, 2.2));
    shapes.push(circle(82, 27, 10.5));
    if (detail !== 'low') shapes.push(curve('M71.5 27Q82 20 92.5 27'), curve('M72.3 31Q82 38 91.7 31'));
    shapes.push(rect(0, TOP, 100, 7, 3));
    return { width: 100, height: 80, shapes, anchors: { top: [50, TOP] } };
  },
};
