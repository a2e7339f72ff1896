import type { ComposedProp } from './composed-prop';
import { curledLoaf } from './curled-loaf';
import { curve, ellipse } from './prop-shapes';

/**
 * A bear asleep curled up, side on, facing left, drawn as the curled dog is (curled-dog.ts): a round back, a stub of a
 * tail at the rump, the hind paw under the folded thigh, and the round head with its round ears and short muzzle
 * resting on the front paws, eyes closed. Laid on its tummy as a figure, its arm, fist and hind leg were a muddle of
 * ovals (judging 23). It has no words: "bear" still names the creature.
 */
export const curledBear: ComposedProp = {
  name: 'curled-bear',
  words: [],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  draw(detail) {
    const hasDetail = detail !== 'low';
    // The stub tail behind the rump, drawn first so the back covers its root.
    const shapes = [ellipse(102, 40, 6, 5.5), ...curledLoaf(false)];
    // The hind paw under the thigh, its sole towards us.
    shapes.push(ellipse(84, 62, 12, 7));
    if (hasDetail) shapes.push(ellipse(88, 62, 5, 3.8));
    // Round ears behind the head, the head on the front paws, its short muzzle reaching forward.
    shapes.push(ellipse(12, 20, 8, 8), ellipse(36, 17, 8, 8));
    if (hasDetail) shapes.push(ellipse(12, 20, 4, 4), ellipse(36, 17, 4, 4));
    shapes.push(ellipse(24, 37, 20, 18), ellipse(12, 46, 10, 7.5), ellipse(15, 61, 10, 7.5), ellipse(31, 61.5, 9, 7.5));
    // The nose at the muzzle's tip, the closed eyes and the mouth.
    shapes.push('<ellipse cx="5.5" cy="42.5" rx="3.6" ry="2.8" fill="#000"/>', curve('M10 33 Q14 37 18 33 M27 32 Q31 36 35 32'), curve('M5.5 45.3 L6.5 49 Q10 52 14 49'));
    if (hasDetail) shapes.push(curve('M11 64 L11 67.5 M17 64 L17 68 M28 64.5 L28 68.4 M34 64.5 L34 68.4'));
    return { width: 104, height: 70, shapes, anchors: { top: [50, 14], snore: [56, 10] } };
  },
};
