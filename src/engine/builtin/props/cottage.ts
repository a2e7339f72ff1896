import type { ComposedProp } from './composed-prop';
import { circle, line, polygon, rect, shape } from './prop-shapes';

/** Where the roof's lower edge meets the wall, in the drawing's units. */
const EAVES = 44;

/**
 * A house the words name ("a cat in front of a house"): pitched roof with a chimney, a door with its knob, two
 * paned windows. Roof tiles, wall boards and shutters give older children more to colour.
 */
export const cottage: ComposedProp = {
  name: 'cottage',
  words: ['house', 'cottage'],
  kind: 'place',
  size: 'large',
  stands: 'backdrop',
  draw(detail) {
    const shapes = [rect(70, 6, 11, 30, 1.5), rect(68, 3, 15, 5, 1.5), rect(10, EAVES, 80, 100 - EAVES, 1.5)];
    shapes.push(polygon([[2, EAVES + 2], [50, 2], [98, EAVES + 2]], 3));
    if (detail !== 'low') {
      // Rows of roof tiles, each shorter towards the ridge, and boards across the wall; none near the ridge's tip,
      // where the last row would leave a corner too small to colour.
      for (const y of detail === 'high' ? [18, 28, 38] : [24, 36]) {
        const half = ((y - 2) / EAVES) * 48;
        shapes.push(line([50 - half, y], [50 + half, y]));
      }
      if (detail === 'high') for (const y of [79, 90]) shapes.push(line([10, y], [39, y]), line([61, y], [90, y]));
    }
    shapes.push(shape('M39 100V73A11 11 0 0 1 61 73V100Z'), circle(56, 84, 1.8));
    for (const x of [17, 67]) {
      shapes.push(rect(x, 54, 16, 16, 1.5), line([x + 8, 54], [x + 8, 70]), line([x, 62], [x + 16, 62]));
      if (detail === 'high') shapes.push(rect(x - 4, 53, 4, 18, 1), rect(x + 16, 53, 4, 18, 1));
    }
    return { width: 100, height: 100, shapes, anchors: { stand: [50, 100] } };
  },
};
