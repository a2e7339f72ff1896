import { fmt, type Box } from '../drawing';
import type { Point } from '../figure/geometry';

/** Where a thing stands: the span of one foot (or leg, or wheel) and the level of its sole. */
export interface Footing {
  left: number;
  right: number;
  y: number;
}

/**
 * The feet of a drawn outline: its points within `depth` of its lowest, split into one footing per foot where they lie
 * more than `gap` apart (a figure's two shoes, an easel's legs).
 */
export function footingsOf(outline: readonly Point[], depth: number, gap: number): Footing[] {
  if (outline.length === 0) return [];
  const y = Math.max(...outline.map((point) => point.y));
  const xs = outline
    .filter((point) => point.y >= y - depth)
    .map((point) => point.x)
    .sort((a, b) => a - b);
  const footings: Footing[] = [];
  for (const x of xs) {
    const last = footings.at(-1);
    if (last && x - last.right <= gap) last.right = x;
    else footings.push({ left: x, right: x, y });
  }
  return footings;
}

/**
 * The near edge of the lawn as a picture book draws it under things standing on open grass: one line from frame to frame
 * that runs level along the sole of each thing standing there (so each foot rests on it, as on a hill's crest) and
 * curves gently from one to the next, level out to the frame at both ends (falling, it ran into the frame's rounded
 * corners; rising, across a bench's legs). It never ends in the open: the
 * frame clips it and whatever stands on it hides it. Round 15: figures, an easel's legs, a swing set's legs and a bike's
 * wheels stood on blank white paper (pages 20, 21, 32, 36); a line stub behind each thing, ending in blades of grass,
 * read as stray pen marks and was reverted.
 */
export function lawnEdge(footings: readonly Footing[], art: Box, linePx: number): { markup: string; points: Point[]; footings: Footing[] } {
  const sorted = [...footings].sort((a, b) => a.left - b.left);
  // Footings that overlap or nearly touch are one stretch of ground, at the lower (nearer) sole.
  const merged: Footing[] = [];
  for (const footing of sorted) {
    const last = merged.at(-1);
    if (last && footing.left - last.right < art.width * 0.02) {
      last.right = Math.max(last.right, footing.right);
      last.y = Math.max(last.y, footing.y);
    } else merged.push({ ...footing });
  }
  const [left, right] = [art.x - 80, art.x + art.width + 80];
  const first = merged[0]!;
  const last = merged.at(-1)!;
  const points: Point[] = [{ x: left, y: first.y }];
  let d = `M${fmt(left)} ${fmt(first.y)}`;
  let from: Point = points[0]!;
  const curveTo = (to: Point): void => {
    const middle = (from.x + to.x) / 2;
    d += `C${fmt(middle)} ${fmt(from.y)} ${fmt(middle)} ${fmt(to.y)} ${fmt(to.x)} ${fmt(to.y)}`;
    for (let step = 1; step <= 8; step++) {
      const t = step / 8;
      const u = 1 - t;
      points.push({ x: u * u * u * from.x + 3 * u * t * middle + t * t * t * to.x, y: (u * u * u + 3 * u * u * t) * from.y + (3 * u * t * t + t * t * t) * to.y });
    }
    from = to;
  };
  for (const footing of merged) {
    curveTo({ x: footing.left, y: footing.y });
    d += `H${fmt(footing.right)}`;
    from = { x: footing.right, y: footing.y };
    points.push(from);
  }
  curveTo({ x: right, y: last.y });
  return { markup: `<path d="${d}" fill="none" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linecap="round"/>`, points, footings: merged };
}
