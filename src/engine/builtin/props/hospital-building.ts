import type { ComposedProp } from './composed-prop';
import { line, polygon, rect } from './prop-shapes';

/** A plus sign's arm half-width and reach from its centre, in the drawing's units. */
const ARM = 3.6;
const REACH = 8;

/** A plus sign centred at (cx, cy): one closed shape, the cross every child knows a hospital by. */
function plus(cx: number, cy: number): string {
  return polygon(
    [
      [cx - ARM, cy - REACH], [cx + ARM, cy - REACH], [cx + ARM, cy - ARM], [cx + REACH, cy - ARM], [cx + REACH, cy + ARM], [cx + ARM, cy + ARM],
      [cx + ARM, cy + REACH], [cx - ARM, cy + REACH], [cx - ARM, cy + ARM], [cx - REACH, cy + ARM], [cx - REACH, cy - ARM], [cx - ARM, cy - ARM],
    ],
    0.8,
  );
}

/**
 * A hospital the words name ("a doctor at the hospital"): a wide block under a sign with a big cross, rows of windows
 * and glass doors under a canopy. Window panes for 6-8; sills, the doors' panes and a cross over the doors for 9-12.
 */
export const hospitalBuilding: ComposedProp = {
  name: 'hospital-building',
  words: ['hospital'],
  kind: 'place',
  size: 'large',
  stands: 'backdrop',
  draw(detail) {
    const shapes = [rect(36, 2, 28, 22, 3), plus(50, 13), rect(6, 26, 88, 74, 1.5), rect(2, 22, 96, 6, 1.5)];
    const columns = [12, 30, 58, 76];
    for (const y of [34, 52]) {
      for (const x of columns) {
        if (detail === 'high') shapes.push(rect(x - 1.5, y + 12, 15, 2.4, 1));
        shapes.push(rect(x, y, 12, 12, 1.5));
        if (detail !== 'low') shapes.push(line([x + 6, y], [x + 6, y + 12]), line([x, y + 6], [x + 12, y + 6]));
      }
    }
    // The doors under their canopy, the canopy drawn last so it covers the doors' top.
    shapes.push(rect(38, 74, 24, 26, 1.5), line([50, 74], [50, 100]));
    if (detail === 'high') shapes.push(rect(41, 80, 6, 12, 1), rect(53, 80, 6, 12, 1));
    shapes.push(rect(32, 68, 36, 7, 2));
    if (detail === 'high') shapes.push(rect(12, 72, 12, 12, 1.5), rect(76, 72, 12, 12, 1.5));
    return { width: 100, height: 100, shapes, anchors: { stand: [50, 100] } };
  },
};
