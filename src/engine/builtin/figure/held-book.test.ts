import { describe, expect, it } from 'vitest';
import { drawHeldBook } from './held-book';

describe('a book held up to read', () => {
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

  it('shows the viewer its back cover, flat and level across the top, not two covers opening away from a middle spine', () => {
    // Opened towards the reader, the outer corners stood higher than the middle and the book read as shown to the viewer.
    expect(Math.abs(topAt(cx) - topAt(cx + size * 0.4))).toBeLessThan(2);
    expect(book.markup).not.toMatch(new RegExp(`M${cx} `));
  });

  it('keeps the spine down one side, a title band and a star on the cover to colour', () => {
    expect(book.markup.match(/<path /g)?.length).toBeGreaterThanOrEqual(6);
    expect(book.box.width).toBeGreaterThanOrEqual(size);
  });
});
