import { fmt, type Box } from '../drawing';
import { grow, pathData, roundedPolygon, unite, type Point, type Shape } from './geometry';

/** Book motifs a reader turns to face itself. */
export const BOOK_MOTIFS = new Set(['open-book', 'closed-book', 'books']);

/**
 * A book held up to read, seen from in front of its reader: its pages face the reader, so the viewer sees
 * only its back cover, flat and upright, with the spine down one side, a title band and a star to colour,
 * and a thin strip of page edges over its top. Drawn as two covers opening away from the spine with the
 * tops of the pages showing, it read as an open book turned out to the viewer, "showing" it, not reading.
 * `bottom` is where the hands hold its lower corners.
 */
export function drawHeldBook(cx: number, bottom: number, size: number, linePx: number): { markup: string; box: Box; shape: Shape } {
  const half = size * 0.5;
  const height = size * 0.7;
  const top = bottom - height;
  const left = cx - half;
  const right = cx + half;
  // Deep enough to colour, shallow enough to read as the pages' edges and not as a second book.
  const pageBand = Math.max(size * 0.05, linePx * 1.5 + 12);
  const spineRight = left + size * 0.14;
  const stroke = `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"`;
  const line = `fill="none" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linecap="round"`;
  const pages = roundedPolygon(
    [
      { x: spineRight, y: top - pageBand },
      { x: right - size * 0.04, y: top - pageBand },
      { x: right - size * 0.04, y: top + linePx },
      { x: spineRight, y: top + linePx },
    ],
    size * 0.02,
  );
  const cover = roundedPolygon(
    [
      { x: left, y: top },
      { x: right, y: top },
      { x: right, y: bottom },
      { x: left, y: bottom },
    ],
    size * 0.04,
  );
  // Clear of the cover's edges by more than a crayon's width even on a small sheet panel.
  const inset = Math.max(size * 0.1, linePx * 2 + 14);
  const titleTop = top + Math.max(height * 0.14, inset);
  const title = roundedPolygon(
    [
      { x: spineRight + inset, y: titleTop },
      { x: right - inset, y: titleTop },
      { x: right - inset, y: titleTop + height * 0.22 },
      { x: spineRight + inset, y: titleTop + height * 0.22 },
    ],
    size * 0.03,
  );
  const star = starShape({ x: (spineRight + right) / 2, y: top + height * 0.66 }, size * 0.13);
  const ridge = (y: number): string => `<path d="M${fmt(left + linePx)} ${fmt(y)}L${fmt(spineRight)} ${fmt(y)}" ${line}/>`;
  const spine = `<path d="M${fmt(spineRight)} ${fmt(top)}L${fmt(spineRight)} ${fmt(bottom)}" ${line}/>${ridge(top + height * 0.16)}${ridge(top + height * 0.84)}`;
  const markup = `<g><path d="${pathData(pages)}" ${stroke}/><path d="${pathData(cover)}" ${stroke}/>${spine}<path d="${pathData(title)}" ${stroke}/><path d="${pathData([star])}" ${stroke}/></g>`;
  const boxTop = top - pageBand - linePx;
  return { markup, box: { x: left - linePx, y: boxTop, width: size + linePx * 2, height: bottom + linePx - boxTop }, shape: grow(unite([pages, cover]), linePx / 2) };
}

function starShape(centre: Point, radius: number): Point[] {
  return Array.from({ length: 10 }, (_, index) => {
    const angle = (Math.PI * index) / 5 - Math.PI / 2;
    const r = index % 2 === 0 ? radius : radius * 0.45;
    return { x: centre.x + Math.cos(angle) * r, y: centre.y + Math.sin(angle) * r };
  });
}
