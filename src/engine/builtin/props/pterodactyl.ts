import type { ComposedProp } from './composed-prop';
import { circle, curve, polygon, shape } from './prop-shapes';

/** A fold across each wing, where its skin stretches between the long finger bones: not for the youngest. */
const WING_FOLDS = ['M84 62 Q60 52 40 56', 'M118 62 Q142 52 162 56'];

/**
 * A pterodactyl flying ("a pterodactyl flying"): a flying reptile seen from below as it soars, its wide leathery wings
 * spread from a small body, a claw at the bend and a scalloped trailing edge, the head turned to the right
 * with a long pointed beak and a crest sweeping back, its feet tucked under a short tail. Folds in the wings' skin and
 * spots on its back give older children more to colour.
 */
export const pterodactyl: ComposedProp = {
  name: 'pterodactyl',
  words: ['pterodactyl', 'pteranodon', 'pterosaur', 'flying dinosaur', 'flying reptile'],
  kind: 'thing',
  size: 'large',
  stands: 'sky',
  draw(detail) {
    const hasDetail = detail !== 'low';
    // The feet and the tail, behind the body.
    const shapes = [polygon([[94, 84], [90, 100], [96, 98], [100, 86]], 2), polygon([[106, 84], [110, 100], [104, 98], [100, 86]], 2), polygon([[96, 86], [100, 108], [104, 86]], 2)];
    // A claw at the near wing's bend, poking out from behind its leading edge (the beak hides the far one's).
    shapes.push(polygon([[58, 48], [54, 28], [70, 44]], 1));
    // The wings: a long leading edge out to a point, the trailing edge scalloped back to the body.
    shapes.push(shape('M92 58 Q62 30 4 44 Q20 54 22 70 Q34 64 46 74 Q58 68 68 80 Q80 74 94 80 Z'));
    shapes.push(shape('M108 58 Q138 30 196 44 Q180 54 178 70 Q166 64 154 74 Q142 68 132 80 Q120 74 106 80 Z'));
    if (hasDetail) for (const fold of WING_FOLDS) shapes.push(curve(fold));
    // The body and the neck up to the head.
    shapes.push(shape('M88 60 Q86 46 100 44 Q114 46 112 60 Q112 84 100 92 Q88 84 88 60 Z'));
    if (detail === 'high') shapes.push(circle(96, 66, 2.4), circle(104, 72, 2.4), circle(98, 78, 2));
    // The head turned to the right: a crest sweeping back over the body, a long beak pointing ahead.
    shapes.push(shape('M94 46 Q92 34 102 30 L72 14 Q92 14 108 26 Q116 26 120 32 L170 26 Q150 42 118 48 Q106 54 94 46 Z'));
    shapes.push(circle(108, 35, 3.6), `<circle cx="109" cy="35.5" r="1.8" fill="#000"/>`);
    if (hasDetail) shapes.push(curve('M121 42 L148 36'));
    return { width: 200, height: 110, shapes, anchors: {} };
  },
};
