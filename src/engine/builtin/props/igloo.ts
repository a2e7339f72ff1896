import type { ComposedProp } from './composed-prop';
import { line, shape } from './prop-shapes';

const RADIUS_X = 50;
const RADIUS_Y = 56;
const BASE = 60;

/** Where the dome's edge is at height y: half its width there. */
function halfWidth(y: number): number {
  return RADIUS_X * Math.sqrt(Math.max(0, 1 - ((BASE - y) / RADIUS_Y) ** 2));
}

/** A snow-block dome with an entrance tunnel; the blocks are drawn for children who colour detail. */
export const igloo: ComposedProp = {
  name: 'igloo',
  words: ['igloo'],
  kind: 'place',
  size: 'medium',
  stands: 'ground',
  draw(detail) {
    const shapes = [shape(`M0 ${BASE} A${RADIUS_X} ${RADIUS_Y} 0 0 1 100 ${BASE} Z`)];
    if (detail !== 'low') {
      const rows = detail === 'high' ? [16, 28, 40, 50] : [20, 38];
      rows.forEach((y) => shapes.push(line([50 - halfWidth(y), y], [50 + halfWidth(y), y])));
      const bands = [6, ...rows, BASE];
      for (let band = 1; band < bands.length - 1; band++) {
        const top = bands[band]!;
        const bottom = bands[band + 1]!;
        const width = halfWidth(top);
        const count = band % 2 === 0 ? 3 : 4;
        for (let joint = 1; joint < count; joint++) {
          const x = 50 - width + (2 * width * joint) / count;
          // Joints the tunnel covers, or that would run close beside it, are left out.
          if (bottom > 26 && x > 20 && x < 80) continue;
          shapes.push(line([x, top], [x, bottom]));
        }
      }
    }
    shapes.push(shape('M28 60 L28 46 A22 20 0 0 1 72 46 L72 60 Z'), shape('M39 60 L39 52 A11 11 0 0 1 61 52 L61 60 Z'));
    return { width: 100, height: 60, shapes, anchors: { stand: [50, 60] } };
  },
};
