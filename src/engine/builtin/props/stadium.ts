import type { ComposedProp } from './composed-prop';
import { circle, line, polygon, rect } from './prop-shapes';

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
      // A crowd: heads peeping over each row of seats.
      const spacing = detail === 'high' ? 5 : 8;
      for (let x = 3 + (index % 2) * 2; x < 98; x += spacing) shapes.push(circle(x, top + 1.5, 1.7));
    });
    shapes.push(rect(-2, bottom, 104, 6, 1.5));
    return { width: 100, height: 50, shapes, anchors: { stand: [50, 50] } };
  },
};
