import type { ComposedProp } from './composed-prop';
import { bar, circle, rect, shape } from './prop-shapes';

/**
 * A baby's pram seen from the side ("a baby in a stroller"): a deep rounded basket on two big wheels, its hood up over
 * the back half, a handle rising behind, and the baby's round head peeking out asleep over a blanket's folded edge.
 * Spokes in the wheels for 6-8 and 9-12. (The page said it could not draw the baby or the stroller.)
 */
export const pram: ComposedProp = {
  name: 'pram',
  words: ['pram', 'stroller', 'pushchair', 'baby carriage'],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  besideShare: 0.42,
  includes: ['baby'],
  draw(detail) {
    const shapes: string[] = [];
    // The handle behind the basket, its grip at the top.
    shapes.push(bar([84, 44], [98, 16], 4), circle(98, 15, 4));
    // The baby's head over the rim, under the hood's front edge, asleep: closed eyes and a smile, each a curve drawn as
    // a sliver too thin to leave white inside, and round cheeks (a plain ball with two round eyes read as a bowling ball).
    shapes.push(circle(58, 30, 12));
    for (const x of [53.5, 62.5]) shapes.push(shape(`M${x - 2.6} 27Q${x} 30 ${x + 2.6} 27Q${x} 28.4 ${x - 2.6} 27Z`));
    shapes.push(shape('M55.5 33.5Q58 36 60.5 33.5Q58 34.8 55.5 33.5Z'));
    if (detail !== 'low') shapes.push(circle(50.5, 32, 2.3), circle(65.5, 32, 2.3));
    // The hood, up over the basket's back half, with a fold across it.
    shapes.push(shape('M8 42C8 18 24 6 44 6L48 42Z'));
    if (detail !== 'low') shapes.push(shape('M16 42C16 26 26 16 38 14L40 42Z'));
    shapes.push(shape('M6 40L92 40C92 60 82 70 66 70L34 70C16 70 6 60 6 40Z'));
    // The blanket's folded edge tucked up to the baby's chin.
    shapes.push(rect(46, 37, 42, 9, 4.5));
    // The frame down to the axles, then the wheels over it.
    shapes.push(bar([34, 68], [26, 82], 3.5), bar([68, 68], [76, 82], 3.5));
    for (const x of [26, 76]) {
      shapes.push(circle(x, 82, 11));
      if (detail !== 'low') for (const [dx, dy] of [[0, -6.5], [6.5, 0], [0, 6.5], [-6.5, 0]] as const) shapes.push(circle(x + dx, 82 + dy, 2));
      shapes.push(circle(x, 82, 3));
    }
    return { width: 100, height: 93, shapes, anchors: {} };
  },
};
