import { fmt, type Box } from '../drawing';

/**
 * A pile of three closed books lying flat, one on another, seen from the side: each a cover to colour with its pages'
 * edge a band at one end, every part wide enough to colour (the traced icon of books had page edges as white slivers).
 */
export function bookPile(cx: number, bottom: number, width: number, linePx: number): { markup: string; box: Box } {
  const books = [
    { share: 1, depth: 0.22, shift: 0 },
    { share: 0.88, depth: 0.2, shift: 0.05 },
    { share: 0.78, depth: 0.22, shift: -0.04 },
  ];
  const line = `stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"`;
  let y = bottom;
  const parts: string[] = [];
  let left = cx;
  let right = cx;
  books.forEach((book, index) => {
    const w = width * book.share;
    const h = width * book.depth;
    const x = cx - w / 2 + width * book.shift;
    y -= h;
    // The pages' edge at alternate ends, so the pile does not read as one block.
    const pagesX = index % 2 === 0 ? x + w * 0.84 : x + w * 0.16;
    parts.push(`<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(w)}" height="${fmt(h)}" rx="${fmt(h * 0.18)}" fill="#fff" ${line}/>`);
    parts.push(`<path d="M${fmt(pagesX)} ${fmt(y)}L${fmt(pagesX)} ${fmt(y + h)}" fill="none" ${line}/>`);
    left = Math.min(left, x);
    right = Math.max(right, x + w);
  });
  const pad = linePx / 2;
  return { markup: `<g>${parts.join('')}</g>`, box: { x: left - pad, y: y - pad, width: right - left + 2 * pad, height: bottom - y + 2 * pad } };
}
