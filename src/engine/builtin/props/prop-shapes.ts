import { fmt } from '../svg-number';

/**
 * Closed shapes for composed props, in the prop's own units (y down). They carry geometry only: the
 * prop is drawn white-filled with a black outline, later shapes covering earlier ones, so what is
 * visible of each shape stays one closed region.
 */
export type Point = readonly [number, number];

export function rect(x: number, y: number, width: number, height: number, radius = 0): string {
  const r = Math.min(radius, width / 2, height / 2);
  return `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(width)}" height="${fmt(height)}"${r > 0 ? ` rx="${fmt(r)}"` : ''}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number): string {
  return `<ellipse cx="${fmt(cx)}" cy="${fmt(cy)}" rx="${fmt(rx)}" ry="${fmt(ry)}"/>`;
}

export function circle(cx: number, cy: number, r: number): string {
  return `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}"/>`;
}

/** A closed polygon; with a radius its corners are rounded, as everything in a picture book is. */
export function polygon(points: readonly Point[], radius = 0): string {
  if (radius <= 0) return `<path d="M${points.map(([x, y]) => `${fmt(x)} ${fmt(y)}`).join(' L')} Z"/>`;
  const count = points.length;
  const corner = (index: number): { from: Point; at: Point; to: Point } => {
    const at = points[index]!;
    const before = points[(index + count - 1) % count]!;
    const after = points[(index + 1) % count]!;
    const toward = (other: Point): Point => {
      const length = Math.hypot(other[0] - at[0], other[1] - at[1]);
      const step = Math.min(radius, length / 2) / (length || 1);
      return [at[0] + (other[0] - at[0]) * step, at[1] + (other[1] - at[1]) * step];
    };
    return { from: toward(before), at, to: toward(after) };
  };
  const corners = points.map((_, index) => corner(index));
  const first = corners[0]!;
  let d = `M${fmt(first.to[0])} ${fmt(first.to[1])}`;
  for (let index = 1; index <= count; index++) {
    const { from, at, to } = corners[index % count]!;
    d += ` L${fmt(from[0])} ${fmt(from[1])} Q${fmt(at[0])} ${fmt(at[1])} ${fmt(to[0])} ${fmt(to[1])}`;
  }
  return `<path d="${d} Z"/>`;
}

/** A closed shape given as path data (curves the other helpers cannot make). */
export function shape(d: string): string {
  return `<path d="${d}"/>`;
}

/** Both edges of a tube along a line of points, each point's width across it (an elephant's trunk, a giraffe's neck). */
export function tubeEdges(points: readonly Point[], widths: readonly number[]): { left: Point[]; right: Point[] } {
  const left: Point[] = [];
  const right: Point[] = [];
  points.forEach((point, index) => {
    const before = points[Math.max(0, index - 1)]!;
    const after = points[Math.min(points.length - 1, index + 1)]!;
    const length = Math.hypot(after[0] - before[0], after[1] - before[1]) || 1;
    const nx = -(after[1] - before[1]) / length;
    const ny = (after[0] - before[0]) / length;
    const half = widths[index]! / 2;
    left.push([point[0] + nx * half, point[1] + ny * half]);
    right.push([point[0] - nx * half, point[1] - ny * half]);
  });
  return { left, right };
}

/** A thick bar from one point to another, as a closed rounded shape (a rope, a pole, a leg). */
export function bar(from: Point, to: Point, thickness: number): string {
  const length = Math.hypot(to[0] - from[0], to[1] - from[1]) || 1;
  const nx = (-(to[1] - from[1]) / length) * (thickness / 2);
  const ny = ((to[0] - from[0]) / length) * (thickness / 2);
  return polygon(
    [
      [from[0] + nx, from[1] + ny],
      [to[0] + nx, to[1] + ny],
      [to[0] - nx, to[1] - ny],
      [from[0] - nx, from[1] - ny],
    ],
    thickness * 0.45,
  );
}

/**
 * A single line (a rope, a rung, a fold, a plank seam). It makes no region of its own, so it is
 * used where a closed shape would be too thin to colour; a line that divides a shape runs from
 * edge to edge of it, so both sides stay closed.
 */
export function line(from: Point, to: Point): string {
  return `<path d="M${fmt(from[0])} ${fmt(from[1])} L${fmt(to[0])} ${fmt(to[1])}" fill="none"/>`;
}

/** An open curved line, as path data: a fold or a seam that bends. */
export function curve(d: string): string {
  return `<path d="${d}" fill="none"/>`;
}
