import { describe, expect, it } from 'vitest';
import { drawHeldBook } from './held-book';

describe('a book held open to read', () => {
  const size = 400;
  const cx = 500;
  const book = drawHeldBook(cx, 800, size, 8);
  // Where the outline's topmost edge crosses a vertical line at x.
  const topAt = (x: number): number =>
    Math.min(
      ...book.shape.flatMap((ring) =>
        ring.flatMap((point, index) => {
          const next = ring[(index + 1) % ring.length]!;
          if ((point.x - x) * (next.x - x) > 0 || point.x === next.x) return [];
          return [point.y + ((x - point.x) / (next.x - point.x)) * (next.y - point.y)];
        }),
      ),
    );

  it('shows two pages open from a gutter, not a closed cover: the top dips at the spine and bows up over each page', () => {
    // Flat and level across the top, it read as a closed book turned to the viewer (round 10).
    for (const side of [-1, 1]) expect(topAt(cx) - topAt(cx + side * size * 0.22)).toBeGreaterThan(size * 0.05);
    expect(book.markup).toMatch(new RegExp(`M${cx} `));
  });

  it('is tipped back towards the reader: much wider than deep, with lines of print on both pages', () => {
    expect(book.box.height).toBeLessThan(book.box.width * 0.6);
    // The cover, two pages, the gutter and at least two lines of print on each page.
    expect(book.markup.match(/<path /g)?.length).toBeGreaterThanOrEqual(4 + 4);
    expect(book.box.width).toBeGreaterThanOrEqual(size);
  });
});
