import type { ComposedProp } from './composed-prop';
import { circle, line, polygon, rect } from './prop-shapes';

/** A laboratory: a bench with cupboards and, on it, a flask, a round-bottom flask and test tubes. */
export const labBench: ComposedProp = {
  name: 'lab-bench',
  words: ['laboratory', 'lab', 'science lab', 'lab bench', 'flask', 'beaker', 'chemistry set'],
  kind: 'place',
  size: 'large',
  stands: 'ground',
  draw(detail) {
    const shapes = [
      // Erlenmeyer flask with its liquid line.
      polygon([[18, 4], [28, 4], [28, 20], [42, 46], [4, 46], [18, 20]], 2.5),
      // Round-bottom flask on its neck.
      rect(57, 8, 8, 20, 2),
      circle(61, 34, 12),
    ];
    if (detail !== 'low') {
      shapes.push(line([11.5, 33], [34.5, 33]), line([49.5, 36], [72.5, 36]));
      // A rack of test tubes.
      for (const x of [84, 94, 104]) shapes.push(rect(x, 14, 7, 30, 3.5));
      shapes.push(rect(79, 30, 38, 8, 2), rect(81, 38, 4, 8), rect(111, 38, 4, 8));
    }
    if (detail === 'high') shapes.push(circle(25, -2, 2.5), circle(61, 2, 3));
    shapes.push(rect(0, 46, 120, 9, 2), rect(4, 55, 112, 35, 2));
    if (detail !== 'low') {
      shapes.push(rect(10, 61, 30, 23, 2), rect(45, 61, 30, 23, 2), rect(80, 61, 30, 23, 2));
      shapes.push(rect(21, 64, 8, 4, 2), rect(56, 64, 8, 4, 2), rect(91, 64, 8, 4, 2));
    }
    return { width: 120, height: 90, shapes, anchors: { top: [60, 46], stand: [60, 90] } };
  },
};
