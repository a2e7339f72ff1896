import type { ComposedProp } from './composed-prop';
import { circle, line, polygon, rect, shape } from './prop-shapes';

/** Where the roof's lower edge runs across the front, and the round hole's middle and radius, in the drawing's units. */
const EAVES = 36;
const HOLE = { x: 50, y: 57, r: 15 } as const;

/**
 * A birdhouse the words name ("a bird in a birdhouse"): a little wooden house with a pitched roof on a tall pole, a
 * bird looking out of its round hole, where the page said "Couldn't draw: birdhouse". A perch under the hole and a
 * trim along the roof for 6-8, boards and shingle rows for 9-12, give older children more to colour. It draws its own
 * bird, so the bird the words name is not drawn again beside it.
 */
export const birdhouse: ComposedProp = {
  name: 'birdhouse',
  words: ['birdhouse', 'bird house', 'bird box', 'nest box', 'nesting box'],
  kind: 'thing',
  size: 'large',
  stands: 'ground',
  includes: ['bird'],
  draw(detail) {
    // The pole, its foot in a low mound of earth (a tuft of grass there read as an arrow head), and the house on it.
    const shapes = [rect(44, 80, 12, 68, 2), shape('M28 150Q30 138 50 138Q70 138 72 150Z')];
    shapes.push(rect(18, 36, 64, 48, 2));
    if (detail === 'high') for (const x of [26, 74]) shapes.push(line([x, EAVES + 1], [x, 84]));
    shapes.push(polygon([[10, EAVES + 3], [50, 4], [90, EAVES + 3]], 3));
    if (detail !== 'low') {
      shapes.push(polygon([[20, EAVES - 1], [50, 14], [80, EAVES - 1]], 2));
      if (detail === 'high') {
        const half = (y: number): number => ((y - 14) / (EAVES - 1 - 14)) * 30;
        shapes.push(line([50 - half(27), 27], [50 + half(27), 27]));
      }
      // A perch peg under the hole.
      shapes.push(rect(46, 74, 8, 8, 2), rect(41, 78, 18, 6, 3));
    }
    shapes.push(circle(HOLE.x, HOLE.y, HOLE.r));
    // The bird looking out, facing right: its head well inside the hole, its beak out over the wall.
    shapes.push(circle(48, 57, 10), polygon([[55, 51.5], [70, 57], [55, 62.5]], 2), circle(51.5, 54, 2.4));
    return { width: 100, height: 150, shapes, anchors: {} };
  },
};
