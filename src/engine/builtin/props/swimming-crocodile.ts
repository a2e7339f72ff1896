import type { ComposedProp } from './composed-prop';
import { circle, curve, ellipse, shape } from './prop-shapes';

/** The ridges along a crocodile's back, as bumps from x to x + width each. */
const RIDGES = [70, 78, 86, 94, 102];
const RIDGE_WIDTH = 8;
/** Where each tooth hangs from the mouth's line (its left corner). */
const TEETH = [
  [9, 31.6],
  [16, 31.5],
  [23, 30.9],
] as const;

/**
 * A crocodile afloat, side on, facing left: what shows of it above the water, in one outline. The long flat snout with
 * its nostril knob, the eye up on its bump, the ridged back low along the water and the tail's tip lifted out at the end.
 * The crocodile icon is seen from above, head down, and sunk in a pond it showed only its legs and back like a block of
 * windows, so a crocodile in the water is drawn with this instead (see SWIMMER_ART in compose-scene.ts). It has no
 * words: "crocodile" still names the creature, this is only how it is drawn afloat.
 */
export const swimmingCrocodile: ComposedProp = {
  name: 'swimming-crocodile',
  words: [],
  kind: 'thing',
  size: 'small',
  stands: 'ground',
  draw(detail) {
    const ridges = RIDGES.map((x) => `Q${x + RIDGE_WIDTH / 2} 11 ${x + RIDGE_WIDTH} 18`).join(' ');
    const shapes = [
      // Snout tip, the flat snout rising to the eye's bump, the neck, the ridged back, the tail's lifted tip; the bottom
      // lies under the water drawn across it.
      shape(`M0 40 L0 33 C0 27 3 23 9 23 C16 23 25 22 34 20 C35 12 39 8 45 8 C51 8 55 12 56 18 C61 18 66 18 70 18 ${ridges} C116 18 122 15 128 8 C131 14 129 24 124 30 C121 34 118 37 118 40 Z`),
      circle(45, 14, detail === 'low' ? 3.6 : 3.2),
      // A slit pupil, so the eye is a crocodile's.
      ellipse(45.4, 14, 1, detail === 'low' ? 2.2 : 2),
      // The nostril knob on the snout's tip.
      circle(7, 25.5, 1.6),
    ];
    // Teeth first, so the mouth's line runs over their tops: each hangs from it.
    if (detail !== 'low') for (const [x, y] of TEETH) shapes.push(shape(`M${x} ${y} L${x + 2} ${y + 2} L${x + 4} ${y - 0.2} Z`));
    // The long smiling mouth, up towards the eye.
    shapes.push(curve(detail === 'low' ? 'M2 31 C12 32 26 31 38 26' : 'M2 31 C12 32 26 31 38 26 Q41 25 42 27'));
    // The ridges' roots along the back.
    if (detail !== 'low') shapes.push(curve('M60 24 Q85 21 114 23'));
    if (detail === 'high') for (const x of RIDGES) shapes.push(curve(`M${x + 2} 21 Q${x + RIDGE_WIDTH / 2} 18 ${x + RIDGE_WIDTH - 2} 21`));
    return { width: 131, height: 40, shapes, anchors: { top: [45, 8] } };
  },
};
