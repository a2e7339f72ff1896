import type { ComposedProp } from './composed-prop';
import { circle, line, polygon, rect, shape } from './prop-shapes';

/**
 * A lunchbox the words name ("a boy with a lunchbox"): a box under a domed lid with a carrying handle on top and an
 * apple on its front, where the page said "Couldn't draw: lunchbox" (a flat lid read as a briefcase). Two clasps at the
 * lid for 6-8, and a band round the foot for 9-12, give older children more to colour.
 */
export const lunchbox: ComposedProp = {
  name: 'lunchbox',
  words: ['lunchbox', 'lunch box', 'lunch pail', 'lunch bag'],
  kind: 'thing',
  size: 'small',
  stands: 'ground',
  besideShare: 0.2,
  draw(detail) {
    // The handle, an arch whose feet go into the lid, its opening tall enough to colour inside.
    const shapes = [shape('M32 26V12Q32 2 42 2H58Q68 2 68 12V26H61V14Q61 10 57 10H43Q39 10 39 14V26Z')];
    shapes.push(shape('M6 48V38Q6 22 24 21H76Q94 22 94 38V48Z'));
    // Square at its top, so it meets the lid's sides with no notch.
    shapes.push(shape('M6 44H94V84Q94 90 88 90H12Q6 90 6 84Z'));
    if (detail !== 'low') shapes.push(rect(20, 39, 10, 11, 2.5), rect(70, 39, 10, 11, 2.5));
    if (detail === 'high') shapes.push(line([6, 85], [94, 85]));
    // The apple on the front: its stem with a leaf at its top, then the apple over the stem's foot.
    shapes.push(line([50, 61], [51, 53]), polygon([[51, 54], [61, 49.5], [59, 56.5]], 1.2), circle(50, 71, 11.5));
    return { width: 100, height: 90, shapes, anchors: {} };
  },
};
