import type { ComposedProp } from './composed-prop';
import { curve, ellipse, polygon } from './prop-shapes';
import { HEIGHT, WIDTH, bend, bodyFur, forelegs, left, sittingBody, turned } from './side-sitting-wolf';

/** Where the nose and the closed eye are, as shares of the drawing's width and height, facing right. */
export const WOLF_MUZZLE = { x: 84 / WIDTH, y: 3 / HEIGHT };
export const WOLF_EYE = { x: 54 / WIDTH, y: 25 / HEIGHT };

/**
 * A wolf sitting side on, howling: the head thrown back with the long muzzle pointing up and its jaws open, eyes
 * closed, ears laid back, the chest puffed out over two straight forelegs, the haunch folded on the ground and the bushy
 * tail curled round in front of it. The wolf icon was a front-facing head with its mouth shut, on the meadow with no body, so no
 * wolf howled (judging 20). It has no words: "wolf" names the creature, drawn with this when it howls (acts/howling.ts).
 */
export const howlingWolf: ComposedProp = {
  name: 'howling-wolf',
  words: [],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  draw(detail) {
    const shapes: string[] = [];
    shapes.push(...forelegs());
    // The ear laid back, and the lower jaw dropped open under the muzzle, their roots under the head drawn over them.
    shapes.push(polygon(turned([[40, 24], [31, 5], [50, 17]]), 2.5));
    shapes.push(polygon(turned([[58, 34], [77, 22], [80, 27], [62, 42]]), 2.5));
    shapes.push(...sittingBody());
    // The head over the jaw's root, one outline from the back of the skull along the brow and the long muzzle to the
    // nose and back under it to the throat: a round skull drawn over a separate snout read as a circle face with a tube
    // behind it (judging 21). Then the nose at the muzzle's tip and the closed eye, an arc: howling, not looking at us.
    shapes.push(polygon(turned([[40, 32], [39, 22], [44, 16], [52, 14], [60, 12], [74, 1], [82, 0], [86, 5], [84, 9], [66, 28], [60, 36], [52, 41], [44, 39]]), 3));
    shapes.push(ellipse(left([82, 4])[0], 4, 3.4, 2.8), curve(bend([50, 25], [54, 28], [58, 23])));
    if (detail !== 'low') {
      // The inside of the ear, then the body's fur.
      shapes.push(curve(bend([41, 17], [38, 13], [35, 9])), ...bodyFur(detail));
    }
    return { width: WIDTH, height: HEIGHT, shapes, anchors: { top: left([84, 3]) } };
  },
};
