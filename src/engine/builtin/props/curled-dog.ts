import type { ComposedProp } from './composed-prop';
import { curledLoaf } from './curled-loaf';
import { curve, ellipse, shape } from './prop-shapes';

/**
 * A dog asleep curled up, side on, facing left, drawn as the curled cat is (curled-cat.ts): a round back, the head with
 * its muzzle resting on the front paws, a floppy ear hanging over the head, the tail wrapped round its feet, its eye
 * closed. Lying down as a standing figure turned on its side, it met the cushion in slivers and was left out. It has no
 * words: "dog" still names the creature.
 */
export const curledDog: ComposedProp = {
  name: 'curled-dog',
  words: [],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  draw(detail) {
    const hasDetail = detail !== 'low';
    const shapes = curledLoaf();
    // Patches on its back for older children, well inside the back's outline.
    if (hasDetail) shapes.push(ellipse(50, 27, 6, 4.5), ellipse(73, 21, 8, 5.5));
    // The head, its muzzle reaching forward and down onto the front paws, the paws over the muzzle's foot.
    shapes.push(ellipse(25, 37, 18, 16), ellipse(10, 47, 11, 7.5), ellipse(15, 61, 10, 7.5), ellipse(31, 61.5, 9, 7.5));
    // The floppy ear hanging from the top of the head over its back half.
    shapes.push(shape('M18 22.3 Q36 15 42 30 Q46 44 38 50 Q31 51 31 42 Q30 31 18 22.3 Z'));
    // The nose at the muzzle's tip, the closed eye and the mouth.
    shapes.push('<ellipse cx="1.5" cy="43.5" rx="3.8" ry="3.2" fill="#000"/>', curve('M13 34 Q17 38 22 34'), curve('M4 48 Q9 52 15 50'));
    if (hasDetail) shapes.push(curve('M11 64 L11 67.5 M17 64 L17 68 M28 64.5 L28 68.4 M34 64.5 L34 68.4'));
    return { width: 104, height: 70, shapes, anchors: { top: [50, 14] } };
  },
};
