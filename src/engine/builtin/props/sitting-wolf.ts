import { fmt } from '../svg-number';
import type { ComposedProp } from './composed-prop';
import { curve, ellipse, polygon, type Point } from './prop-shapes';

/** The drawing's size, in its units: tail tip to nose, ear tips to paws (the howling wolf's body, sat the same way). */
const WIDTH = 100;
const HEIGHT = 120;

/** Drawn facing right, then turned to face left like the icons it stands in for (a figure facing right flips it back). */
const left = ([x, y]: Point): Point => [WIDTH - x, y];
const turned = (points: readonly Point[]): Point[] => points.map(left);
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
 * A wolf sitting side on, looking ahead at whoever it meets ("Little Red Riding Hood and the wolf"): two pointed ears
 * up, the long muzzle level with its nose at the tip and its mouth shut in a sly smile, an open eye, the chest puffed
 * out over two straight forelegs, the haunch on the ground and the bushy tail curled round in front of it. The wolf
 * icon was a head with no body, set on the grass as if cut off. It has no words: "wolf" names the creature, drawn with
 * this (CREATURE_ART in composer/figures.ts) unless it howls (acts/howling.ts).
 */
export const sittingWolf: ComposedProp = {
  name: 'sitting-wolf',
  words: [],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  draw(detail) {
    const shapes: string[] = [];
    // The forelegs, the far one a little behind the near one, their tops under the chest drawn over them.
    shapes.push(polygon(turned([[44, 70], [59, 70], [59, 114], [44, 114]]), 3), polygon(turned([[58, 72], [70, 72], [70, 114], [58, 114]]), 3));
    // The ears, the far one behind the near one, pricked up over the skull.
    shapes.push(polygon(turned([[42, 22], [41, 4], [53, 16]]), 2.5), polygon(turned([[50, 18], [56, 2], [62, 17]]), 2.5));
    // The body: the back sloping down from the neck to the haunch on the ground, the puffed chest in front.
    shapes.push(polygon(turned([[18, 112], [16, 90], [24, 66], [34, 46], [42, 32], [56, 30], [66, 42], [72, 58], [70, 78], [62, 90], [48, 104], [36, 117]]), 8));
    shapes.push(ellipse(left([32, 96])[0], 96, 19, 18));
    // The bushy tail curled round along the ground in front of the haunch, then the hind paw on it, and the forepaws.
    shapes.push(polygon(turned([[16, 98], [4, 99], [0, 108], [8, 116], [42, 117], [45, 111], [22, 108]]), 4), ellipse(left([46, 114])[0], 114, 11, 4.5));
    shapes.push(ellipse(left([55, 114])[0], 114, 7, 4.5), ellipse(left([66, 114])[0], 114, 8, 4.5));
    // The muzzle level ahead of the skull, then the skull over its root, the nose at its tip, the eye and the shut mouth.
    shapes.push(polygon(turned([[54, 16], [84, 23], [91, 28], [87, 35], [70, 38], [56, 38]]), 4));
    shapes.push(ellipse(left([50, 28])[0], 28, 15, 13));
    // A black eye looking ahead, a brow over it: an outlined oval read as a blank stare.
    shapes.push(ellipse(left([90, 27])[0], 27, 3.8, 3.2), `<circle cx="${fmt(left([59, 25])[0])}" cy="25" r="2.4" fill="#000"/>`, curve(bend([54, 20], [58, 18], [63, 20])));
    shapes.push(curve(bend([68, 37], [78, 38], [85, 34])));
    if (detail !== 'low') {
      // The inside of the near ear, the ruff of fur down the chest and the toes.
      shapes.push(curve(bend([53, 14], [56, 8], [59, 14])));
      shapes.push(curve(bend([64, 46], [62, 52], [67, 55], [64, 60], [69, 64])));
      shapes.push(curve(`${bend([64, 114], [64, 116], [64, 118])}${bend([68, 114], [68, 116], [68, 118])}`));
      if (detail === 'high') shapes.push(curve(`${bend([6, 106], [12, 108], [18, 111])}${bend([24, 111], [28, 113], [32, 114])}`));
    }
    return { width: WIDTH, height: HEIGHT, shapes, anchors: { top: left([56, 2]) } };
  },
};
