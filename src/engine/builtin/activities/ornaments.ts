import { fmt } from '../drawing';

/**
 * Ornament shapes for mandalas, tiles and borders, drawn in a slot's own coordinates: `u` across the
 * slot (-w..w), `v` outward from its base (0..h). A mapping puts them on a ring or along a straight band,
 * so one table of shapes serves every pattern page.
 */
export type OrnamentName = 'petal' | 'dome' | 'drop' | 'dot' | 'heart' | 'star' | 'leaf' | 'zigzag' | 'diamond' | 'flower' | 'butterfly';

export interface Slot {
  /** Half the slot's width across, px. */
  w: number;
  /** The slot's height outward, px. */
  h: number;
}

export interface Outline {
  points: Array<[number, number]>;
  isClosed: boolean;
}

type Map = (u: number, v: number) => [number, number];

const STEPS = 12;

function cubic(p0: [number, number], p1: [number, number], p2: [number, number], p3: [number, number], out: Array<[number, number]>): void {
  for (let step = 1; step <= STEPS; step++) {
    const t = step / STEPS;
    const a = (1 - t) ** 3;
    const b = 3 * (1 - t) ** 2 * t;
    const c = 3 * (1 - t) * t * t;
    const d = t ** 3;
    out.push([a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]]);
  }
}

function circlePoints(cu: number, cv: number, radius: number): Array<[number, number]> {
  const points: Array<[number, number]> = [];
  for (let step = 0; step < 28; step++) {
    const angle = (step / 28) * Math.PI * 2;
    points.push([cu + Math.cos(angle) * radius, cv + Math.sin(angle) * radius]);
  }
  return points;
}

/** An ellipse around (cu, cv), turned by `angle` (radians, 0 along u). */
function ellipsePoints(cu: number, cv: number, ru: number, rv: number, angle: number): Array<[number, number]> {
  const points: Array<[number, number]> = [];
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  for (let step = 0; step < 32; step++) {
    const t = (step / 32) * Math.PI * 2;
    const u = Math.cos(t) * ru;
    const v = Math.sin(t) * rv;
    points.push([cu + u * cos - v * sin, cv + u * sin + v * cos]);
  }
  return points;
}

/** A pointed petal from `base` to `tip` (v), `half` wide at its widest. */
function petal(base: number, tip: number, half: number): Array<[number, number]> {
  const length = tip - base;
  const points: Array<[number, number]> = [[0, base]];
  cubic([0, base], [half * 1.25, base + length * 0.3], [half * 0.9, base + length * 0.8], [0, tip], points);
  cubic([0, tip], [-half * 0.9, base + length * 0.8], [-half * 1.25, base + length * 0.3], [0, base], points);
  points.pop();
  return points;
}

/** The shape's outlines in slot units; `isDense` adds the inner lines of 9-12 pages. */
export function ornament(name: OrnamentName, { w, h }: Slot, isDense: boolean): Outline[] {
  const closed = (points: Array<[number, number]>): Outline => ({ points, isClosed: true });
  const inner = (points: Array<[number, number]>, centre: [number, number], factor: number): Outline =>
    closed(points.map(([u, v]) => [centre[0] + (u - centre[0]) * factor, centre[1] + (v - centre[1]) * factor]));
  switch (name) {
    case 'petal': {
      const half = Math.min(w * 0.8, h * 0.36);
      const outer = petal(h * 0.08, h * 0.92, half);
      return isDense ? [closed(outer), inner(outer, [0, h * 0.45], 0.5)] : [closed(outer)];
    }
    case 'leaf': {
      const half = Math.min(w * 0.75, h * 0.32);
      const outer = petal(h * 0.1, h * 0.9, half);
      return [closed(outer), { points: [[0, h * 0.16], [0, h * 0.62]], isClosed: false }];
    }
    case 'dome': {
      // Neighbouring domes share their feet: a gap between them would be a sliver nobody can colour.
      const points: Array<[number, number]> = [[-w, 0]];
      cubic([-w, 0], [-w, h * 1.05], [w, h * 1.05], [w, 0], points);
      const domeInner: Array<[number, number]> = [[-w * 0.55, 0]];
      cubic([-w * 0.55, 0], [-w * 0.55, h * 0.62], [w * 0.55, h * 0.62], [w * 0.55, 0], domeInner);
      return isDense ? [closed(points), closed(domeInner)] : [closed(points)];
    }
    case 'drop': {
      const radius = Math.min(w * 0.62, h * 0.26);
      const centre = h * 0.12 + radius;
      // The round end faces the centre, the point faces out.
      const outline: Array<[number, number]> = [];
      for (let step = 0; step <= 20; step++) {
        const angle = (Math.PI * step) / 20;
        outline.push([Math.cos(angle) * radius, centre - Math.sin(angle) * radius]);
      }
      cubic([-radius, centre], [-radius, centre + radius * 0.9], [-radius * 0.2, h * 0.78], [0, h * 0.9], outline);
      cubic([0, h * 0.9], [radius * 0.2, h * 0.78], [radius, centre + radius * 0.9], [radius, centre], outline);
      outline.pop();
      return isDense ? [closed(outline), closed(circlePoints(0, centre, radius * 0.45))] : [closed(outline)];
    }
    case 'dot': {
      const radius = Math.min(w * 0.6, h * 0.3);
      return isDense ? [closed(circlePoints(0, h / 2, radius)), closed(circlePoints(0, h / 2, radius * 0.45))] : [closed(circlePoints(0, h / 2, radius))];
    }
    case 'heart': {
      // The classic heart curve: two round lobes outward, the point towards the base, mirror-symmetric.
      const size = Math.min(w * 1.6, h * 0.74);
      const scale = size / 29;
      const middle = h / 2;
      const points: Array<[number, number]> = [];
      for (let step = 0; step < 48; step++) {
        const t = (step / 48) * Math.PI * 2;
        const x = 16 * Math.sin(t) ** 3;
        const y = 13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t);
        points.push([x * scale, middle + (y + 2.5) * scale]);
      }
      return [closed(points)];
    }
    case 'star': {
      const outer = Math.min(w * 0.9, h * 0.44);
      const points: Array<[number, number]> = [];
      for (let step = 0; step < 10; step++) {
        const angle = (step / 10) * Math.PI * 2;
        const radius = step % 2 === 0 ? outer : outer * 0.46;
        points.push([Math.sin(angle) * radius, h / 2 + Math.cos(angle) * radius]);
      }
      return [closed(points)];
    }
    case 'diamond': {
      const half = Math.min(w * 0.8, h * 0.3);
      const outer: Array<[number, number]> = [[0, h * 0.1], [half, h / 2], [0, h * 0.9], [-half, h / 2]];
      return isDense ? [closed(outer), inner(outer, [0, h / 2], 0.45)] : [closed(outer)];
    }
    case 'flower': {
      // Round petals that meet the centre disc without crossing it: every petal is a region of its own.
      const size = Math.min(w * 0.95, h * 0.46);
      const centre = size * 0.3;
      const petalCount = 6;
      const outlines: Outline[] = [];
      for (let index = 0; index < petalCount; index++) {
        const angle = (index / petalCount) * Math.PI * 2 + Math.PI / 2;
        const reach = centre + (size - centre) / 2;
        outlines.push(closed(ellipsePoints(Math.cos(angle) * reach, h / 2 + Math.sin(angle) * reach, (size - centre) / 2 + 2, size * 0.26, angle)));
      }
      outlines.push(closed(circlePoints(0, h / 2, centre)));
      if (isDense) outlines.push(closed(circlePoints(0, h / 2, centre * 0.45)));
      return outlines;
    }
    case 'butterfly': {
      // Head outward: two big round forewings, two smaller hindwings, a body between them and two feelers.
      // Narrower than the slot, so neighbours' wings and feelers never touch.
      const size = Math.min(w * 0.95, h * 0.46);
      const body = size * 0.08;
      const mid = h / 2;
      const outlines: Outline[] = [];
      for (const side of [1, -1]) {
        outlines.push(closed(ellipsePoints(side * (body + size * 0.36), mid + size * 0.24, size * 0.4, size * 0.34, side * 0.6)));
        outlines.push(closed(ellipsePoints(side * (body + size * 0.24), mid - size * 0.34, size * 0.27, size * 0.22, -side * 0.6)));
        outlines.push({ points: [[side * body * 0.5, mid + size * 0.55], [side * size * 0.28, mid + size * 0.92]], isClosed: false });
        if (isDense) outlines.push(closed(circlePoints(side * (body + size * 0.42), mid + size * 0.28, size * 0.12)));
      }
      outlines.push(closed(ellipsePoints(0, mid + size * 0.02, body, size * 0.58, 0)));
      return outlines;
    }
    case 'zigzag':
      return [closed([[-w, 0], [0, h * 0.82], [w, 0]])];
  }
}

/**
 * Shapes read by their outline, set on a ring without bending: bent along a small ring a heart comes out
 * a lumpy bean. The rest follow the ring's curve, which keeps their neighbours evenly apart.
 */
export const KEPT_RIGID_ON_RING: ReadonlySet<OrnamentName> = new Set(['heart', 'star']);

/** Straight edges split finely, so a mapping onto a ring bends them along it (a dome's foot follows the circle). */
function densify(points: Array<[number, number]>, isClosed: boolean): Array<[number, number]> {
  const result: Array<[number, number]> = [];
  const count = isClosed ? points.length : points.length - 1;
  for (let index = 0; index < count; index++) {
    const [u0, v0] = points[index]!;
    const [u1, v1] = points[(index + 1) % points.length]!;
    const steps = Math.max(1, Math.ceil(Math.hypot(u1 - u0, v1 - v0) / 24));
    for (let step = 0; step < steps; step++) result.push([u0 + ((u1 - u0) * step) / steps, v0 + ((v1 - v0) * step) / steps]);
  }
  if (!isClosed) result.push(points[points.length - 1]!);
  return result;
}

/** Path data of outlines put in place by a mapping. */
export function outlinePath(outlines: Outline[], map: Map): string {
  return outlines
    .map(({ points, isClosed }) => {
      const mapped = densify(points, isClosed).map(([u, v]) => map(u, v));
      return `M${mapped.map(([x, y]) => `${fmt(x)} ${fmt(y)}`).join('L')}${isClosed ? 'Z' : ''}`;
    })
    .join('');
}

/**
 * Slot coordinates on a ring: `angle` (degrees, 0 straight up) is the slot's middle, `r0` its base
 * radius. Polar: `u` turns along the circle, so a slot's base lies on the ring's inner circle exactly.
 */
export function ringMap(cx: number, cy: number, r0: number, angle: number): Map {
  const radians = (angle * Math.PI) / 180;
  return (u, v) => {
    const at = radians + u / r0;
    return [cx + (r0 + v) * Math.sin(at), cy - (r0 + v) * Math.cos(at)];
  };
}

/**
 * Slot coordinates on a ring without bending: the shape is only turned into place, base on the ring.
 */
export function rigidRingMap(cx: number, cy: number, r0: number, angle: number): Map {
  const radians = (angle * Math.PI) / 180;
  return straightMap([cx + r0 * Math.sin(radians), cy - r0 * Math.cos(radians)], [Math.sin(radians), -Math.cos(radians)]);
}

/** Slot coordinates along a straight band: `base` is the slot's middle on the band's inner edge, `outward` a unit normal. */
export function straightMap(base: [number, number], outward: [number, number]): Map {
  const along: [number, number] = [-outward[1], outward[0]];
  return (u, v) => [base[0] + along[0] * u + outward[0] * v, base[1] + along[1] * u + outward[1] * v];
}
