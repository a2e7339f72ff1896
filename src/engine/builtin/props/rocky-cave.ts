import type { ComposedProp } from './composed-prop';
import { curve, ellipse, polygon, shape } from './prop-shapes';

/** Where the hill meets the ground, in the drawing's units. */
const FOOT = 96;

/**
 * A cave the words name ("a bear sleeping in a cave"): a lumpy rock hill with a rough mouth at its foot, wider than a
 * bear lying in front of it, so the bear is seen lying in the cave. Boulders and ledges of rock give older children
 * more to colour.
 */
export const rockyCave: ComposedProp = {
  name: 'rocky-cave',
  words: ['cave', 'cavern'],
  kind: 'place',
  size: 'large',
  stands: 'backdrop',
  draw(detail) {
    const shapes = [shape(`M0 ${FOOT}Q0 60 14 50Q16 26 38 22Q46 4 68 8Q90 4 96 26Q114 36 120 ${FOOT}Z`)];
    if (detail !== 'low') {
      // Ledges from the hill's edge (the middle of its outline's curves) running into the mouth, which covers their ends.
      shapes.push(ellipse(10, 90, 5, 4), ellipse(110, 90, 5, 4), curve('M3.5 66.5Q16 64 30 70'), curve('M111 48.5Q100 52 94 62'));
      // Higher up, one across the hill from its left shoulder to its right.
      if (detail === 'high') shapes.push(curve('M21 31Q70 30 86 10.5'));
    }
    shapes.push(polygon([[20, FOOT], [22, 72], [30, 56], [44, 46], [60, 42], [76, 45], [90, 55], [98, 72], [100, FOOT]], 4));
    return { width: 120, height: FOOT, shapes, anchors: {} };
  },
};
