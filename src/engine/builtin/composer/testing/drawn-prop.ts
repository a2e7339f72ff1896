import type { Detail } from '../../motif-library';
import type { PropArt } from '../../props/composed-prop';
import { getComposedProp } from '../../props/prop-library';
import type { SceneJoin } from './scene-page';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A composed prop as a page drew it: its own drawing, where that went on the page and how much bigger it was drawn. */
export interface DrawnProp {
  art: PropArt;
  box: Box;
  scale: number;
  /** Its rounded rectangles (planks, legs, cushions), in its drawing's order, where the page drew them. */
  rects: Box[];
  /** A point of its drawing (an anchor) where the page drew it. */
  onPage(point: readonly [number, number]): { x: number; y: number };
}

/**
 * Where on a page a composed prop was drawn, found by its own first shape inside the page's markup, or null; unmirrored
 * props only.
 */
export function drawnProp(body: string, name: string, detail: Detail): DrawnProp | null {
  const art = getComposedProp(name)!.draw(detail);
  const at = body.indexOf(`>${art.shapes[0]!}`);
  // A prop drawn as a figure and then moved (moveBeing) sits in a translate of its own.
  const opening = at < 0 ? null : /(?:<g transform="translate\(([\d.-]+) ([\d.-]+)\)">)?<g transform="translate\(([\d.-]+) ([\d.-]+)\) scale\(([\d.]+)\)"[^>]*>(?:<g [^>]*>)?$/.exec(body.slice(Math.max(0, at - 400), at + 1));
  if (!opening) return null;
  const [x, y, scale] = [Number(opening[3]) + Number(opening[1] ?? 0), Number(opening[4]) + Number(opening[2] ?? 0), Number(opening[5])];
  const rects = art.shapes.flatMap((shape) => {
    const rect = /^<rect x="([\d.-]+)" y="([\d.-]+)" width="([\d.]+)" height="([\d.]+)"/.exec(shape);
    return rect ? [{ x: x + Number(rect[1]) * scale, y: y + Number(rect[2]) * scale, width: Number(rect[3]) * scale, height: Number(rect[4]) * scale }] : [];
  });
  return { art, box: { x, y, width: art.width * scale, height: art.height * scale }, scale, rects, onPage: ([px, py]) => ({ x: x + px * scale, y: y + py * scale }) };
}

/**
 * The plank or cushion a figure sitting at `x` on a seat prop sits on, as drawn: of its rectangles across `x` and across
 * the seat's anchor's height, the one whose top is lowest (the seat's own, in front of the back's), or undefined.
 */
function seatPlankUnder(prop: DrawnProp, x: number): Box | undefined {
  const seatY = prop.onPage(prop.art.anchors.seat!).y;
  const under = prop.rects.filter((rect) => x >= rect.x && x <= rect.x + rect.width && seatY >= rect.y && seatY <= rect.y + rect.height);
  return under.sort((a, b) => b.y - a.y)[0];
}

/**
 * Where one sits on a prop drawn of no rectangles (a rock): a band as wide as the prop, from its seat anchor a little way
 * down into it, no deeper than the rock's top stays flat.
 */
function seatTopOf(prop: DrawnProp, x: number): Box | undefined {
  const seat = prop.onPage(prop.art.anchors.seat!);
  if (x < prop.box.x || x > prop.box.x + prop.box.width) return undefined;
  return { x: prop.box.x, y: seat.y, width: prop.box.width, height: prop.box.height * 0.15 };
}

/**
 * How far each figure seated on a seat prop (its `seat-on-seat` joins, or `joinKind`'s, as a pet on a bench) has its
 * seat off the plank or cushion drawn under it (the top of a prop with none, such as a rock): 0 on it, between its top
 * and its underside; Infinity where the prop was not drawn or no plank of it is under it.
 */
export function seatMisses(page: { body: string; joins: SceneJoin[] }, name: string, detail: Detail, joinKind = 'seat-on-seat'): number[] {
  const prop = drawnProp(page.body, name, detail);
  return page.joins
    .filter((join) => join.what === joinKind)
    .map(({ figure }) => {
      const plank = !prop ? undefined : prop.rects.length > 0 ? seatPlankUnder(prop, figure.x) : seatTopOf(prop, figure.x);
      return plank ? Math.max(0, plank.y - figure.y, figure.y - plank.y - plank.height) : Infinity;
    });
}
