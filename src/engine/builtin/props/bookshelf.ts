import type { ComposedProp } from './composed-prop';
import { polygon, rect } from './prop-shapes';

/** Widths and heights of the books on a shelf, left to right; older children get more, thinner books. */
const BOOK_ROWS: Record<'low' | 'more', Array<Array<readonly [number, number]>>> = {
  low: [
    [[16, 22], [14, 18], [18, 24]],
    [[18, 20], [16, 24], [14, 18]],
  ],
  more: [
    [[8, 22], [10, 18], [7, 24], [9, 20], [11, 23]],
    [[10, 20], [8, 24], [9, 19], [7, 22], [12, 18]],
    [[9, 18], [11, 22], [8, 20], [10, 24]],
  ],
};

/** A bookcase of shelves with books standing on them. */
export const bookshelf: ComposedProp = {
  name: 'bookshelf',
  words: ['bookshelf', 'bookcase', 'shelf', 'bookshelves'],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  draw(detail) {
    const rows = BOOK_ROWS[detail === 'low' ? 'low' : 'more'];
    const shelfGap = (94 - 6 * rows.length) / rows.length;
    const shapes = [rect(0, 0, 80, 100, 3), rect(7, 6, 66, 90)];
    rows.forEach((books, row) => {
      const plankY = 6 + (row + 1) * shelfGap + row * 6;
      let x = 10;
      books.forEach(([width, height], index) => {
        const tall = Math.min(height, shelfGap - 5);
        // The last book of a shelf leans on its neighbour.
        if (index === books.length - 1 && detail !== 'low') {
          shapes.push(polygon([[x, plankY], [x + width, plankY], [x + width + 6, plankY - tall], [x + 6, plankY - tall]]));
        } else shapes.push(rect(x, plankY - tall, width, tall));
        x += width;
      });
      shapes.push(rect(0, plankY, 80, 6));
    });
    return { width: 80, height: 100, shapes, anchors: { top: [40, 0] } };
  },
};
