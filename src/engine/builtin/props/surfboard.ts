import type { ComposedProp } from './composed-prop';
import { curve, line, shape } from './prop-shapes';

/**
 * A surfboard the words name ("a boy with a surfboard"): a long board with a pointed nose standing on its tail in the
 * sand beside its surfer, taller than he is, where the page said "Couldn't draw: surfboard". A stripe across it for
 * 3-5, and a line down its middle and a second stripe for older children, give more to colour.
 */
export const surfboard: ComposedProp = {
  name: 'surfboard',
  words: ['surfboard', 'surf board', 'surfing board'],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  besideShare: 0.5,
  draw(detail) {
    const shapes = [shape('M22 2C34 3 42 30 42 56V108C42 134 36 148 22 148C8 148 2 134 2 108V56C2 30 10 3 22 2Z')];
    if (detail !== 'low') shapes.push(line([22, 8], [22, 142]));
    // Stripes across it where its sides run straight, so each ends on the edge.
    shapes.push(curve('M2 66Q22 74 42 66'), curve('M2 78Q22 86 42 78'));
    if (detail !== 'low') shapes.push(curve('M2 96Q22 104 42 96'));
    return { width: 44, height: 150, shapes, anchors: {} };
  },
};
