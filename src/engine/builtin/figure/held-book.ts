import { fmt, type Box } from '../drawing';
import { circle, grow, pathData, roundedPolygon, unite, type Point, type Shape } from './geometry';

/** Book motifs a reader turns to face itself. */
export const BOOK_MOTIFS = new Set(['open-book', 'closed-book', 'books']);

/**
 * An open book held up to read, seen from behind: its pages face the reader, so the viewer sees the
 * two covers opening away from a rounded spine, with the tops of the pages showing above them and a
 * star on the cover to colour. `bottom` is where the hands hold its lower corners.
 */
export function drawHeldBook(cx: number, bottom: number, size: number, linePx: number): { markup: string; box: Box; shape: Shape } {
  const half = size * 0.5;
  const height = size * 0.62;
  const top = bottom - height;
  // The outer corners stand a little higher than the spine: the covers open towards the reader.
  const rise = size * 0.08;
  const spine = size * 0.05;
  // The tops of the pages show as a band of even depth over each cover, deep enough to colour: tapering
  // towards the spine, it closed into a white wedge too thin for a crayon.
  const pageBand = Math.max(size * 0.08, linePx * 1.5 + 14);
  const stroke = `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"`;
  const shapes: Shape[] = [];
  const shape = (points: Point[], radius: number): string => {
    const rounded = roundedPolygon(points, radius);
    shapes.push(rounded);
    return `<path d="${pathData(rounded)}" ${stroke}/>`;
  };
  const pages = (side: 1 | -1): string =>
    shape(
      [
        { x: cx + side * spine, y: top - pageBand },
        { x: cx + side * half * 0.94, y: top - rise - pageBand },
        { x: cx + side * half * 0.94, y: top - rise + size * 0.06 },
        { x: cx + side * spine, y: top + size * 0.08 },
      ],
      size * 0.03,
    );
  const cover = (side: 1 | -1): string =>
    shape(
      [
        { x: cx + side * spine, y: top },
        { x: cx + side * half, y: top - rise },
        { x: cx + side * half, y: bottom - rise },
        { x: cx + side * spine, y: bottom },
      ],
      size * 0.04,
    );
  const spineStrip = shape(
    [
      { x: cx - spine * 1.4, y: top - size * 0.02 },
      { x: cx + spine * 1.4, y: top - size * 0.02 },
      { x: cx + spine * 1.4, y: bottom + size * 0.02 },
      { x: cx - spine * 1.4, y: bottom + size * 0.02 },
    ],
    spine * 1.2,
  );
  const star = starShape({ x: cx + half * 0.55, y: (top + bottom) / 2 - rise * 0.5 }, size * 0.11);
  const dot = `<path d="${pathData(circle({ x: cx - half * 0.55, y: (top + bottom) / 2 - rise * 0.5 }, size * 0.07))}" ${stroke}/>`;
  const markup = `<g>${pages(-1)}${pages(1)}${cover(-1)}${cover(1)}${spineStrip}<path d="${pathData([star])}" ${stroke}/>${dot}</g>`;
  const boxTop = top - rise - pageBand - linePx;
  return { markup, box: { x: cx - half - linePx, y: boxTop, width: size + linePx * 2, height: bottom + size * 0.02 + linePx - boxTop }, shape: grow(unite(shapes), linePx / 2) };
}

function starShape(centre: Point, radius: number): Point[] {
  return Array.from({ length: 10 }, (_, index) => {
    const angle = (Math.PI * index) / 5 - Math.PI / 2;
    const r = index % 2 === 0 ? radius : radius * 0.45;
    return { x: centre.x + Math.cos(angle) * r, y: centre.y + Math.sin(angle) * r };
  });
}
