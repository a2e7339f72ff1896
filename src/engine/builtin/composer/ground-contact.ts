import { fmt, type Box } from '../drawing';
import type { Point } from '../figure/geometry';

/** Where a thing stands on the lawn: the span of its feet (or legs, or stem) and the level of their soles. */
export interface Footing {
  left: number;
  right: number;
  y: number;
  /** The thing's own box: the ground shows between its legs, so it does not cut its own line. */
  own: Box;
}

/** How far the grass line runs out past a thing's feet on each side, as a share of the art's width. */
const REACH = 0.035;
/** A stretch of grass line shorter than this many line widths reads as a stray dash: left out. */
const SHORTEST = 10;

/**
 * The feet of a drawn outline: its points within a little of its lowest, and how far they spread. A figure's soles,
 * a swing set's or an easel's leg ends.
 */
export function footingOf(outline: readonly Point[], own: Box, depth: number): Footing | null {
  if (outline.length === 0) return null;
  const y = Math.max(...outline.map((point) => point.y));
  const feet = outline.filter((point) => point.y >= y - depth);
  return { left: Math.min(...feet.map((point) => point.x)), right: Math.max(...feet.map((point) => point.x)), y, own };
}

/**
 * A line of ground under everything standing on the lawn, as a picture book draws it: it runs behind the thing a little
 * above its soles (so it meets the feet's outline crosswise, never along it in a sliver) and out past them on both
 * sides, ending in three blades of grass. It stops short of anything else it would run into, so it only ever ends in the
 * open and closes no new region of its own but the ground under a thing. Figures standing on white paper with nothing
 * under them floated (round 15: pages 13, 14, 15, 20, 21, 26, 36).
 */
export function groundContact(footings: readonly Footing[], blockers: readonly Blocker[], art: Box, linePx: number, isYoung: boolean): string {
  const lift = Math.max(linePx * 4, art.height * 0.014);
  const blade = art.height * (isYoung ? 0.02 : 0.016);
  const reach = art.width * REACH;
  const margin = art.width * 0.03;
  const lines: string[] = [];
  const blades: string[] = [];
  for (const footing of footings) {
    const y = footing.y - lift;
    let spans: Array<[number, number]> = [[Math.max(art.x + margin, footing.left - reach), Math.min(art.x + art.width - margin, footing.right + reach)]];
    const [top, bottom] = [y - blade * 1.3, footing.y + lift];
    for (const blocker of blockers) {
      if (isSameBox(blocker.box, footing.own)) continue;
      const across = spanWithin(blocker, top, bottom);
      if (!across) continue;
      const [from, to] = [across[0] - linePx * 3, across[1] + linePx * 3];
      spans = spans.flatMap(([left, right]): Array<[number, number]> => (to <= left || from >= right ? [[left, right]] : [...(from > left ? [[left, from] as [number, number]] : []), ...(to < right ? [[to, right] as [number, number]] : [])]));
    }
    for (const [left, right] of spans) {
      if (right - left < linePx * SHORTEST) continue;
      lines.push(`M${fmt(left)} ${fmt(y)}H${fmt(right)}`);
      // Blades at each open end, set in from it so the line does not poke out past them.
      if (left < footing.left) blades.push(grassBlades(left + blade * 0.55, y, blade));
      if (right > footing.right) blades.push(grassBlades(right - blade * 0.55, y, blade));
    }
  }
  if (lines.length === 0) return '';
  return `<path d="${lines.join('')}" fill="none" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linecap="round"/>` + `<path d="${blades.join('')}" fill="none" stroke="#000" stroke-width="${fmt(linePx * 0.8)}" stroke-linecap="round"/>`;
}

/** Something the grass line must not run into: its box, and where it has one the outline it really fills (a swing set's legs, not the lawn between them). */
export interface Blocker {
  box: Box;
  outline?: readonly Point[];
}

/** How far across a blocker reaches between two heights: its outline's edges clipped to that band, or its box. */
function spanWithin({ box, outline }: Blocker, top: number, bottom: number): [number, number] | null {
  if (box.y > bottom || box.y + box.height < top) return null;
  if (!outline || outline.length < 2) return [box.x, box.x + box.width];
  const xs: number[] = [];
  outline.forEach((from, index) => {
    const to = outline[(index + 1) % outline.length]!;
    const [low, high] = [Math.max(top, Math.min(from.y, to.y)), Math.min(bottom, Math.max(from.y, to.y))];
    if (low > high) return;
    for (const level of [low, high]) xs.push(from.y === to.y ? from.x : from.x + ((to.x - from.x) * (level - from.y)) / (to.y - from.y));
    if (from.y === to.y) xs.push(to.x);
  });
  return xs.length > 0 ? [Math.min(...xs), Math.max(...xs)] : null;
}

/** The same place, whichever list it came from (a planted thing is also in the occupied boxes). */
export function isSameBox(a: Box, b: Box): boolean {
  return a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
}

/** Three blades of grass fanning up from the line, open strokes a little apart. */
function grassBlades(x: number, bottom: number, blade: number): string {
  return [-1, 0, 1].map((side) => `M${fmt(x + side * blade * 0.3)} ${fmt(bottom)}L${fmt(x + side * blade * 0.55)} ${fmt(bottom - blade * (side === 0 ? 1 : 0.7))}`).join('');
}
