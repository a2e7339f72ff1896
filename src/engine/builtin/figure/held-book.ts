import { fmt, type Box } from '../drawing';
import { curve, grow, lineData, pathData, unite, type Point, type Shape } from './geometry';

/** Book motifs a reader turns to face itself. */
export const BOOK_MOTIFS = new Set(['open-book', 'closed-book', 'books']);

/**
 * A book held open to read, tipped back towards its reader's face: two pages seen from above, much wider
 * than deep, their tops rising from the gutter and dipping again at the outer edges, lines of print on
 * each, the cover's edge showing below and beside them. Held upright with its back cover to us, round 10's
 * judges saw "a closed book, and he looks at us"; opened flat out to the viewer (round 9) it was shown, not
 * read. `bottom` is where the hands hold its lower corners.
 */
export function drawHeldBook(cx: number, bottom: number, size: number, linePx: number): { markup: string; box: Box; shape: Shape } {
  const half = size * 0.5;
  // The cover's edge below and beside the pages: wide enough to colour.
  const band = Math.max(size * 0.05, linePx * 2 + 16);
  const depth = size * 0.36;
  const pageBottom = bottom - band;
  const top = pageBottom - depth;
  // How far the gutter sinks below the pages' outer corners, and how high each page bows up between them.
  const gutter = depth * 0.16;
  const bow = depth * 0.2;
  const page = (side: 1 | -1, dx: number, dy: number): Point[] => {
    const outer = cx + side * (half - band + dx);
    const lean = side * dx * 0.4;
    const topEdge = curve({ x: cx + lean, y: top + gutter + dy }, { x: cx + side * half * 0.45 + lean, y: top - bow + dy }, { x: outer, y: top + dy }, 10);
    const bottomEdge = curve({ x: outer, y: pageBottom + dy }, { x: cx + side * half * 0.45 + lean, y: pageBottom - bow + dy }, { x: cx + lean, y: pageBottom + gutter + dy }, 10);
    return [...topEdge, ...bottomEdge];
  };
  const cover = unite([[page(-1, band, band)], [page(1, band, band)]]);
  const pages = [page(-1, 0, 0), page(1, 0, 0)];
  const stroke = `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"`;
  const line = `fill="none" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linecap="round"`;
  // Lines of print, each following the page's bow, as many as leave room to colour between them.
  const gap = Math.max(linePx * 2 + 14, depth * 0.2);
  const rows = Math.max(0, Math.min(3, Math.floor((depth - gap) / gap)));
  const print = Array.from({ length: rows }, (_, row) => {
    const y = top + gap * (row + 1.2);
    return [-1, 1]
      .map((side) => {
        const inner = cx + side * half * 0.14;
        const outerX = cx + side * (half - band - half * 0.14);
        const points = curve({ x: inner, y: y + gutter * 0.7 }, { x: cx + side * half * 0.45, y: y - bow * 0.95 }, { x: outerX, y: y + gutter * 0.1 }, 8);
        return `<path d="${lineData(points)}" ${line}/>`;
      })
      .join('');
  }).join('');
  const spine = `<path d="M${fmt(cx)} ${fmt(top + gutter)}L${fmt(cx)} ${fmt(pageBottom + gutter)}" ${line}/>`;
  const markup = `<g><path d="${pathData(cover)}" ${stroke}/>${pages.map((ring) => `<path d="${pathData([ring])}" ${stroke}/>`).join('')}${spine}${print}</g>`;
  const outline = unite([cover, ...pages.map((ring) => [ring])]);
  const shape = grow(outline, linePx / 2);
  const boxTop = top - bow - linePx;
  return { markup, box: { x: cx - half - band - linePx, y: boxTop, width: size + (band + linePx) * 2, height: bottom + gutter + linePx - boxTop }, shape };
}
