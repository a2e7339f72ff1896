import { fmt } from '../svg-number';
import type { ComposedProp } from './composed-prop';
import { curve, ellipse, polygon } from './prop-shapes';
import { HEIGHT, WIDTH, bend, bodyFur, forelegs, left, sittingBody, turned } from './side-sitting-wolf';

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
    shapes.push(...forelegs());
    // The ears, the far one behind the near one, pricked up over the skull.
    shapes.push(polygon(turned([[42, 22], [41, 4], [53, 16]]), 2.5), polygon(turned([[50, 18], [56, 2], [62, 17]]), 2.5));
    shapes.push(...sittingBody());
    // The muzzle level ahead of the skull, then the skull over its root, the nose at its tip, the eye and the shut mouth.
    shapes.push(polygon(turned([[54, 16], [84, 23], [91, 28], [87, 35], [70, 38], [56, 38]]), 4));
    shapes.push(ellipse(left([50, 28])[0], 28, 15, 13));
    // A black eye looking ahead, a brow over it: an outlined oval read as a blank stare.
    shapes.push(ellipse(left([90, 27])[0], 27, 3.8, 3.2), `<circle cx="${fmt(left([59, 25])[0])}" cy="25" r="2.4" fill="#000"/>`, curve(bend([54, 20], [58, 18], [63, 20])));
    shapes.push(curve(bend([68, 37], [78, 38], [85, 34])));
    if (detail !== 'low') {
      // The inside of the near ear, then the body's fur.
      shapes.push(curve(bend([53, 14], [56, 8], [59, 14])), ...bodyFur(detail));
    }
    return { width: WIDTH, height: HEIGHT, shapes, anchors: { top: left([56, 2]) } };
  },
};
