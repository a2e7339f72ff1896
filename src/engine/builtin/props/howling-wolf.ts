import { fmt } from '../svg-number';
import type { ComposedProp } from './composed-prop';
import { curve, ellipse, polygon, type Point } from './prop-shapes';

/** The drawing's size, in its units: tail tip to muzzle, nose to paws. */
const WIDTH = 100;
const HEIGHT = 120;

/** Where the nose and the closed eye are, as shares of the drawing's width and height, facing right. */
export const WOLF_MUZZLE = { x: 84 / WIDTH, y: 3 / HEIGHT };
export const WOLF_EYE = { x: 54 / WIDTH, y: 25 / HEIGHT };

/** Drawn facing right, then turned to face left like the icons it stands in for (a figure facing right flips it back). */
const left = ([x, y]: Point): Point => [WIDTH - x, y];
const turned = (points: readonly Point[]): Point[] => points.map(left);
/** A line through points, as path data turned to face left: M, then Q pairs. */
const bend = (from: Point, ...pairs: Point[]): string => {
  const [fx, fy] = left(from);
  const rest = [];
  for (let index = 0; index + 1 < pairs.length; index += 2) {
    const [cx, cy] = left(pairs[index]!);
    const [x, y] = left(pairs[index + 1]!);
    rest.push(`Q${fmt(cx)} ${fmt(cy)} ${fmt(x)} ${fmt(y)}`);
  }
  return `M${fmt(fx)} ${fmt(fy)}${rest.join('')}`;
};

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
    // The forelegs, the far one a little behind the near one, their tops under the chest drawn over them.
    shapes.push(polygon(turned([[44, 70], [59, 70], [59, 114], [44, 114]]), 3), polygon(turned([[58, 72], [70, 72], [70, 114], [58, 114]]), 3));
    // The ear laid back, and the lower jaw dropped open under the muzzle, their roots under the head drawn over them.
    shapes.push(polygon(turned([[40, 24], [31, 5], [50, 17]]), 2.5));
    shapes.push(polygon(turned([[58, 34], [77, 22], [80, 27], [62, 42]]), 2.5));
    // The body: the back sloping down from the neck to the haunch on the ground, the puffed chest in front.
    shapes.push(polygon(turned([[18, 112], [16, 90], [24, 66], [34, 46], [42, 32], [56, 30], [66, 42], [72, 58], [70, 78], [62, 90], [48, 104], [36, 117]]), 8));
    // The haunch folded on the ground, its hind paw out in front of it, and the forepaws.
    shapes.push(ellipse(left([32, 96])[0], 96, 19, 18));
    // The bushy tail curled round from behind along the ground in front of the haunch, as a sitting wolf's lies (lying out
    // behind, a sliver of it showed under the haunch), then the hind paw on it.
    shapes.push(polygon(turned([[16, 98], [4, 99], [0, 108], [8, 116], [42, 117], [45, 111], [22, 108]]), 4), ellipse(left([46, 114])[0], 114, 11, 4.5));
    shapes.push(ellipse(left([55, 114])[0], 114, 7, 4.5), ellipse(left([66, 114])[0], 114, 8, 4.5));
    // The head over the jaw's root, one outline from the back of the skull along the brow and the long muzzle to the
    // nose and back under it to the throat: a round skull drawn over a separate snout read as a circle face with a tube
    // behind it (judging 21). Then the nose at the muzzle's tip and the closed eye, an arc: howling, not looking at us.
    shapes.push(polygon(turned([[40, 32], [39, 22], [44, 16], [52, 14], [60, 12], [74, 1], [82, 0], [86, 5], [84, 9], [66, 28], [60, 36], [52, 41], [44, 39]]), 3));
    shapes.push(ellipse(left([82, 4])[0], 4, 3.4, 2.8), curve(bend([50, 25], [54, 28], [58, 23])));
    if (detail !== 'low') {
      // The inside of the ear, the ruff of fur down the chest, the toes and the tail's fur.
      shapes.push(curve(bend([41, 17], [38, 13], [35, 9])));
      shapes.push(curve(bend([64, 46], [62, 52], [67, 55], [64, 60], [69, 64])));
      shapes.push(curve(`${bend([64, 114], [64, 116], [64, 118])}${bend([68, 114], [68, 116], [68, 118])}`));
      if (detail === 'high') shapes.push(curve(`${bend([6, 106], [12, 108], [18, 111])}${bend([24, 111], [28, 113], [32, 114])}`));
    }
    return { width: WIDTH, height: HEIGHT, shapes, anchors: { top: left([84, 3]) } };
  },
};
