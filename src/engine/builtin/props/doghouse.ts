import type { ComposedProp } from './composed-prop';
import { line, polygon, rect, shape } from './prop-shapes';

/** Where the roof's lower edge runs across the front, in the drawing's units. */
const EAVES = 44;

/**
 * A doghouse the words name ("a dog in his doghouse"): a little wooden house with a pitched roof overhanging it and a
 * round-topped doorway, standing beside its dog, where the page said "Couldn't draw: doghouse". A trim along the roof,
 * boards on the walls and rows of shingles give older children more to colour.
 */
export const doghouse: ComposedProp = {
  name: 'doghouse',
  words: ['doghouse', 'dog house', 'kennel', 'dog kennel'],
  kind: 'place',
  size: 'large',
  stands: 'backdrop',
  draw(detail) {
    const shapes = [rect(14, 36, 72, 54, 1.5)];
    // Boards up the walls either side of the doorway, from the eaves to the ground.
    if (detail === 'high') for (const x of [23, 32, 68, 77]) shapes.push(line([x, EAVES], [x, 90]));
    shapes.push(polygon([[2, EAVES + 3], [50, 4], [98, EAVES + 3]], 3));
    if (detail !== 'low') {
      // A trim along the roof's edge: the roof drawn again inside it.
      shapes.push(polygon([[12, EAVES - 1], [50, 13], [88, EAVES - 1]], 2));
      if (detail === 'high') {
        for (const y of [24, 34]) {
          const half = ((y - 13) / (EAVES - 1 - 13)) * 38;
          shapes.push(line([50 - half, y], [50 + half, y]));
        }
      }
    }
    shapes.push(shape('M35 90V66A15 15 0 0 1 65 66V90Z'));
    return { width: 100, height: 90, shapes, anchors: {} };
  },
};
