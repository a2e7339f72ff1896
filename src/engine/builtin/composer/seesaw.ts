import { fmt, type Box } from '../drawing';
import type { Point } from '../figure/geometry';
import type { Detail } from '../motif-library';

const wood = (linePx: number): string => `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"`;

/** A seesaw's plank: where its top runs, and how thick it is. */
export interface SeesawPlank {
  /** Middle of the plank's top, over the pivot. */
  pivot: Point;
  /** From the pivot to each end, along the plank, px. */
  halfLength: number;
  /** Degrees the plank turns clockwise from level: positive drops its right end. */
  tilt: number;
  thickness: number;
}

/** The height of the plank's top at `x`. */
export function plankTopAt({ pivot, tilt }: SeesawPlank, x: number): number {
  return pivot.y + (x - pivot.x) * Math.tan((tilt * Math.PI) / 180);
}

/**
 * A seesaw seen from the side: a stout A-shaped stand on the ground with a round bolt at its top, the plank across it
 * tilted one end up, one end down, and a handle post rising from the plank where each rider's hands are (the fists,
 * drawn after, close round its grip).
 */
export function seesaw(plank: SeesawPlank, groundY: number, handles: Point[], linePx: number, detail: Detail): { markup: string; box: Box; ends: [Point, Point] } {
  const line = wood(linePx);
  const { pivot, halfLength, thickness } = plank;
  const radians = (plank.tilt * Math.PI) / 180;
  const along = { x: Math.cos(radians), y: Math.sin(radians) };
  // Down from the plank's top, square to it.
  const down = { x: -along.y, y: along.x };
  const at = (distance: number, depth: number): Point => ({ x: pivot.x + along.x * distance + down.x * depth, y: pivot.y + along.y * distance + down.y * depth });
  const pt = (point: Point): string => `${fmt(point.x)} ${fmt(point.y)}`;
  const parts: string[] = [];
  // The stand: an A whose feet splay out on the ground, its top under the bolt.
  const standHalf = Math.max(thickness * 1.6, (groundY - pivot.y) * 0.42);
  const boltR = thickness * 0.85;
  const top = { x: pivot.x, y: pivot.y + thickness * 0.5 };
  parts.push(`<path d="M${pt({ x: top.x - boltR * 0.9, y: top.y })}L${pt({ x: pivot.x - standHalf, y: groundY })}L${pt({ x: pivot.x + standHalf, y: groundY })}L${pt({ x: top.x + boltR * 0.9, y: top.y })}Z" ${line}/>`);
  if (detail !== 'low') {
    // A brace across the A, high enough to leave a big triangle under it to colour.
    const braceY = pivot.y + (groundY - pivot.y) * 0.55;
    const halfAt = (y: number): number => boltR * 0.9 + ((standHalf - boltR * 0.9) * (y - top.y)) / (groundY - top.y);
    parts.push(`<path d="M${pt({ x: pivot.x - halfAt(braceY), y: braceY })}L${pt({ x: pivot.x + halfAt(braceY), y: braceY })}" fill="none" stroke="#000" stroke-width="${fmt(linePx)}"/>`);
  }
  // The handles: a post up from the plank to each grip, a round knob on top for the fist.
  const postHalf = thickness * 0.3;
  for (const handle of handles) {
    const foot = plankTopAt(plank, handle.x) + thickness * 0.5;
    parts.push(`<path d="M${fmt(handle.x - postHalf)} ${fmt(foot)}L${fmt(handle.x - postHalf)} ${fmt(handle.y)}L${fmt(handle.x + postHalf)} ${fmt(handle.y)}L${fmt(handle.x + postHalf)} ${fmt(foot)}Z" ${line}/>`);
  }
  // The plank, its ends rounded.
  const endR = thickness / 2;
  const [a, b, c, d] = [at(-halfLength, 0), at(halfLength, 0), at(halfLength, thickness), at(-halfLength, thickness)];
  parts.push(`<path d="M${pt(a)}L${pt(b)}A${fmt(endR)} ${fmt(endR)} 0 0 1 ${pt(c)}L${pt(d)}A${fmt(endR)} ${fmt(endR)} 0 0 1 ${pt(a)}Z" ${line}/>`);
  const bolt = at(0, thickness / 2);
  parts.push(`<circle cx="${fmt(bolt.x)}" cy="${fmt(bolt.y)}" r="${fmt(boltR)}" ${line}/>`);
  parts.push(`<circle cx="${fmt(bolt.x)}" cy="${fmt(bolt.y)}" r="${fmt(boltR * 0.35)}" ${line}/>`);
  const xs = [a.x, b.x, c.x, d.x, pivot.x - standHalf, pivot.x + standHalf];
  const ys = [a.y, b.y, c.y, d.y, groundY, ...handles.map((handle) => handle.y)];
  const box = { x: Math.min(...xs) - endR, y: Math.min(...ys) - linePx, width: Math.max(...xs) - Math.min(...xs) + endR * 2, height: Math.max(...ys) - Math.min(...ys) + linePx * 2 };
  return { markup: parts.join(''), box, ends: [a, b] };
}
