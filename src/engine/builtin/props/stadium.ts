import type { ComposedProp } from './composed-prop';
import { circle, curve, line, polygon, rect } from './prop-shapes';

/** The stands of a sports stadium: a roof with flags, tiers of seats, and a crowd for older children. */
export const stadium: ComposedProp = {
  name: 'stadium-stands',
  words: ['stadium', 'arena', 'sports stadium', 'football stadium', 'soccer stadium'],
  kind: 'place',
  size: 'large',
  stands: 'backdrop',
  draw(detail) {
    const shapes: string[] = [];
    const flags = detail === 'low' ? [20, 80] : [10, 30, 50, 70, 90];
    for (const x of flags) shapes.push(line([x, 12], [x, 0]), polygon([[x, 0], [x + 8, 3], [x, 6]], 0.8));
    shapes.push(polygon([[-4, 18], [4, 10], [96, 10], [104, 18]], 2));
    const tiers = detail === 'low' ? [18, 30] : [18, 26, 34];
    const bottom = 44;
    tiers.forEach((top, index) => {
      const tierBottom = tiers[index + 1] ?? bottom;
      shapes.push(rect(0, top, 100, tierBottom - top));
      if (detail === 'low') return;
      // A crowd: people in each row of seats, each head a face (eyes and a smile) rather than an empty ring;
      // their shoulders touch and run on under the next row, so no slivers are left between them.
      const spacing = detail === 'high' ? 6 : 8;
      for (let x = 4 + (index % 2) * 3; x < 97; x += spacing) {
        const cy = top + 1.6;
        shapes.push(rect(x - spacing / 2 - 0.2, cy + 1.6, spacing + 0.4, tierBottom - cy + 0.6, 2), circle(x, cy, 2.3), line([x - 0.8, cy - 0.7], [x - 0.8, cy - 0.1]), line([x + 0.8, cy - 0.7], [x + 0.8, cy - 0.1]), curve(`M${x - 1} ${cy + 0.6}Q${x} ${cy + 1.5} ${x + 1} ${cy + 0.6}`));
      }
    });
    shapes.push(rect(-2, bottom, 104, 6, 1.5));
    return { width: 100, height: 50, shapes, anchors: { stand: [50, 50] } };
  },
};
