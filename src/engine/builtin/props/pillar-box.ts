import type { ComposedProp } from './composed-prop';
import { ellipse, line, rect, shape } from './prop-shapes';

/** The slot's middle, in the drawing's units: a letter posted goes in here. */
const SLOT: readonly [number, number] = [30, 57];

/**
 * A round-topped pillar box ("a mail carrier delivering letters", "posting a letter"): a tall post box on a plinth under
 * a domed cap, its letter slot a clear black opening under a hood, the door below it with its plate. A keyhole and
 * the cap's rim for older children. (The postbox icon was a small box on a stick whose slot read as an "X".)
 */
export const pillarBox: ComposedProp = {
  name: 'pillar-box',
  words: ['pillar box', 'post box'],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  besideShare: 0.22,
  draw(detail) {
    const shapes = [rect(8, 36, 44, 104, 2)];
    // The domed cap, wider than the body, and its rim.
    shapes.push(shape('M3 42 L3 34 Q3 4 30 3 Q57 4 57 34 L57 42 Z'), rect(1, 34, 58, 10, 4));
    if (detail === 'high') shapes.push(ellipse(30, 18, 8, 4));
    // The slot under its hood, black, wide enough to read at a glance.
    shapes.push(rect(13, 49, 34, 15, 4), `<rect x="${SLOT[0] - 13}" y="${SLOT[1] - 2.5}" width="26" height="5" rx="2.5" fill="#000"/>`);
    if (detail !== 'low') {
      // The door under the slot and the plate on it.
      shapes.push(rect(14, 72, 32, 54, 4), rect(19, 78, 22, 14, 2));
      if (detail === 'high') shapes.push(ellipse(30, 106, 2.5, 3.5), line([19, 85], [41, 85]));
    }
    shapes.push(rect(3, 136, 54, 12, 3));
    return { width: 60, height: 148, shapes, anchors: { slot: SLOT } };
  },
};
