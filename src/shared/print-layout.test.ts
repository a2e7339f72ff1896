import { describe, expect, it } from 'vitest';
import { TRIM_SIZES } from './book';
import { bookPdfPages, fitImage, gutterInches, pageBoxes, pageSizePoints } from './print-layout';

describe('print layout', () => {
  it('sizes each trim in points, 0.125 in wider and 0.25 in taller with bleed', () => {
    expect(pageSizePoints('letter', false)).toEqual({ width: 612, height: 792 });
    expect(pageSizePoints('letter', true)).toEqual({ width: 621, height: 810 });
    expect(pageSizePoints('square', false)).toEqual({ width: 612, height: 612 });
    expect(pageSizePoints('8x10', true)).toEqual({ width: 585, height: 738 });
    const a4 = pageSizePoints('a4', false);
    expect(a4.width).toBeCloseTo(595.28, 2);
    expect(a4.height).toBeCloseTo(841.89, 2);
  });

  it("follows KDP's gutter table by page count", () => {
    expect([24, 150, 151, 300, 301, 500, 501, 700, 701, 828].map(gutterInches)).toEqual([
      0.375, 0.375, 0.5, 0.5, 0.625, 0.625, 0.75, 0.75, 0.875, 0.875,
    ]);
  });

  it('mirrors the gutter: on the left of right-hand pages, on the right of left-hand pages', () => {
    const layout = { trim: 'letter' as const, hasBleed: false, pageCount: 40 };
    const right = pageBoxes(layout, 3);
    const left = pageBoxes(layout, 4);
    expect(right.safe.x).toBe((0.25 + 0.375) * 72);
    expect(612 - right.safe.x - right.safe.width).toBe(0.25 * 72);
    expect(left.safe.x).toBe(0.25 * 72);
    expect(612 - left.safe.x - left.safe.width).toBe((0.25 + 0.375) * 72);
  });

  it('keeps the safe area 0.375 in inside the trim with bleed, and puts the bleed on the outside edge', () => {
    for (const trim of TRIM_SIZES) {
      const layout = { trim, hasBleed: true, pageCount: 200 };
      for (const pageNumber of [1, 2]) {
        const { trim: trimBox, safe, media, bleedSides } = pageBoxes(layout, pageNumber);
        const isRight = pageNumber === 1;
        expect(trimBox.x).toBe(isRight ? 0 : 9);
        expect(trimBox.y).toBe(9);
        expect(media.width - trimBox.width).toBeCloseTo(9, 6);
        expect(safe.y - trimBox.y).toBeCloseTo(27, 6);
        const outside = isRight ? trimBox.x + trimBox.width - (safe.x + safe.width) : safe.x - trimBox.x;
        const inside = isRight ? safe.x - trimBox.x : trimBox.x + trimBox.width - (safe.x + safe.width);
        expect(outside).toBeCloseTo(27, 6);
        expect(inside).toBeCloseTo(27 + 0.5 * 72, 6);
        expect(bleedSides).toEqual({ left: !isRight, right: isRight, top: true, bottom: true });
      }
    }
  });

  it('drops the gutter for a loose page', () => {
    const { safe } = pageBoxes({ trim: 'letter', hasBleed: false, pageCount: 1, isBound: false }, 1);
    expect(safe.x).toBe(18);
    expect(safe.width).toBe(612 - 36);
  });

  it('fits an image without distortion and never below 300 DPI', () => {
    const area = { x: 10, y: 20, width: 400, height: 400 };
    const placed = fitImage({ width: 2550, height: 3300 }, area);
    expect(placed.width / placed.height).toBeCloseTo(2550 / 3300, 9);
    expect(placed.height).toBeCloseTo(400, 9);
    expect(placed.x).toBeCloseTo(10 + (400 - placed.width) / 2, 9);
    const small = fitImage({ width: 600, height: 600 }, area);
    expect(small.width).toBeCloseTo(144, 9);
    expect(small.dpi).toBeCloseTo(300, 9);
  });

  it('puts each scene on a right-hand page with a blank back when single-sided, padded to even', () => {
    const single = bookPdfPages(3, 'single');
    expect(single.map((page) => page.kind)).toEqual(['title', 'owner', 'scene', 'blank', 'scene', 'blank', 'scene', 'blank']);
    const double = bookPdfPages(3, 'double');
    expect(double.map((page) => page.kind)).toEqual(['title', 'owner', 'scene', 'scene', 'scene', 'blank']);
    expect(bookPdfPages(4, 'double')).toHaveLength(6);
  });
});
