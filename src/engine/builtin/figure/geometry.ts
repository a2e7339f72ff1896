import { ClipType, Clipper, EndType, FillRule, JoinType, PointInPolygonResult, type PathD, type PathsD } from 'clipper2-ts';
import { fmt } from '../drawing';

export interface Point {
  x: number;
  y: number;
}

/** A closed ring of points in page pixels; a shape is one or more rings (holes run the other way). */
export type Ring = Point[];
export type Shape = Ring[];

/** Clipper works on rounded coordinates; two decimals of a pixel is far below what prints. */
const PRECISION = 1;
/** How far a grown corner's arc may stray from a true circle: invisible under a 6 px line. */
const ARC_TOLERANCE_PX = 1.5;
/** Points this far apart keep a curve within half a pixel of a true circle down to a 100 px radius; fewer points keep clipping fast. */
const CURVE_STEP_PX = 20;

export function ellipse(centre: Point, rx: number, ry: number, rotationDegrees = 0): Shape {
  const steps = Math.max(16, Math.min(90, Math.ceil((Math.PI * (rx + ry)) / CURVE_STEP_PX)));
  const angle = (rotationDegrees * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const ring: Ring = [];
  for (let i = 0; i < steps; i++) {
    const t = (i / steps) * Math.PI * 2;
    const x = Math.cos(t) * rx;
    const y = Math.sin(t) * ry;
    ring.push({ x: centre.x + x * cos - y * sin, y: centre.y + x * sin + y * cos });
  }
  return [ring];
}

export function circle(centre: Point, radius: number): Shape {
  return ellipse(centre, radius, radius);
}

/** A limb: the hull of a circle at each end, so the radius can taper from `ra` to `rb`. */
export function capsule(a: Point, b: Point, ra: number, rb = ra): Shape {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = Math.hypot(dx, dy);
  if (length < 1e-6 || length <= Math.abs(ra - rb)) return circle(ra >= rb ? a : b, Math.max(ra, rb));
  const direction = Math.atan2(dy, dx);
  // The tangent points sit off the perpendicular by the taper angle.
  const taper = Math.asin((ra - rb) / length);
  const ring: Ring = [];
  const arc = (centre: Point, radius: number, from: number, to: number): void => {
    const steps = Math.max(6, Math.ceil((Math.abs(to - from) * radius) / CURVE_STEP_PX));
    for (let i = 0; i <= steps; i++) {
      const t = from + ((to - from) * i) / steps;
      ring.push({ x: centre.x + Math.cos(t) * radius, y: centre.y + Math.sin(t) * radius });
    }
  };
  arc(b, rb, direction - Math.PI / 2 - taper, direction + Math.PI / 2 + taper);
  arc(a, ra, direction + Math.PI / 2 + taper, direction + (3 * Math.PI) / 2 - taper);
  return [ring];
}

/** A polygon with its corners rounded by `radius`: shrunk, then grown back with round joins. */
export function roundedPolygon(points: Point[], radius: number): Shape {
  if (radius <= 0) return [points];
  const shrunk = Clipper.inflatePathsD([points], -radius, JoinType.Miter, EndType.Polygon, 4, PRECISION);
  return Clipper.inflatePathsD(shrunk, radius, JoinType.Round, EndType.Polygon, 2, PRECISION, 0.5);
}

/** A smooth closed blob through the given points (a closed Catmull-Rom curve), for hair, manes and capes. */
export function smoothRing(points: Point[], samplesPerSegment = 8): Shape {
  const ring: Ring = [];
  const count = points.length;
  for (let i = 0; i < count; i++) {
    const p0 = points[(i - 1 + count) % count]!;
    const p1 = points[i]!;
    const p2 = points[(i + 1) % count]!;
    const p3 = points[(i + 2) % count]!;
    for (let s = 0; s < samplesPerSegment; s++) {
      const t = s / samplesPerSegment;
      const t2 = t * t;
      const t3 = t2 * t;
      ring.push({
        x: 0.5 * (2 * p1.x + (-p0.x + p2.x) * t + (2 * p0.x - 5 * p1.x + 4 * p2.x - p3.x) * t2 + (-p0.x + 3 * p1.x - 3 * p2.x + p3.x) * t3),
        y: 0.5 * (2 * p1.y + (-p0.y + p2.y) * t + (2 * p0.y - 5 * p1.y + 4 * p2.y - p3.y) * t2 + (-p0.y + 3 * p1.y - 3 * p2.y + p3.y) * t3),
      });
    }
  }
  return [ring];
}

export function unite(shapes: Shape[]): Shape {
  const rings = shapes.flat();
  if (rings.length === 0) return [];
  return Clipper.booleanOpD(ClipType.Union, rings as PathsD, null, FillRule.NonZero, PRECISION);
}

export function intersect(subject: Shape, clip: Shape): Shape {
  if (subject.length === 0 || clip.length === 0) return [];
  return Clipper.intersectD(subject as PathsD, clip as PathsD, FillRule.NonZero, PRECISION);
}

export function subtract(subject: Shape, clip: Shape): Shape {
  if (subject.length === 0) return [];
  if (clip.length === 0) return subject;
  return Clipper.differenceD(subject as PathsD, clip as PathsD, FillRule.NonZero, PRECISION);
}

/** Grows (positive) or shrinks (negative) a shape with round corners. */
export function grow(shape: Shape, delta: number, arcTolerance = ARC_TOLERANCE_PX): Shape {
  if (shape.length === 0) return [];
  return Clipper.inflatePathsD(shape as PathsD, delta, JoinType.Round, EndType.Polygon, 2, PRECISION, arcTolerance);
}

/**
 * Closing and opening only decide what is inked under a thick line or what is too thin to colour:
 * arcs three pixels off a circle do not show there, and far fewer points keep a figure fast.
 */
const MORPHOLOGY_ARC_TOLERANCE_PX = 3;

/** Morphological closing: gaps and notches narrower than twice `radius` are filled in. */
export function closeGaps(shape: Shape, radius: number): Shape {
  return grow(grow(shape, radius, MORPHOLOGY_ARC_TOLERANCE_PX), -radius, MORPHOLOGY_ARC_TOLERANCE_PX);
}

/** What of the shape is narrower than twice `radius` (thin strips and sharp tips). */
export function thinParts(shape: Shape, radius: number): Shape {
  if (shape.length === 0) return [];
  const core = grow(shape, -radius, MORPHOLOGY_ARC_TOLERANCE_PX);
  // Nothing survives the shrink: all of it is thin.
  if (core.length === 0) return shape;
  return subtract(shape, grow(core, radius, MORPHOLOGY_ARC_TOLERANCE_PX));
}

/**
 * What of the shape is narrower than twice `radius`, too thin to colour, ring by ring: `isStrip` when the ring is thin
 * all along, otherwise the tip of a wider area, where two of its edges meet at a sharp angle.
 */
export function thinRings(shape: Shape, radius: number): Array<{ ring: Ring; isStrip: boolean }> {
  if (shape.length === 0) return [];
  const core = grow(shape, -radius, MORPHOLOGY_ARC_TOLERANCE_PX);
  if (core.length === 0) return shape.map((ring) => ({ ring, isStrip: true }));
  const opened = grow(core, radius, MORPHOLOGY_ARC_TOLERANCE_PX);
  const reach = grow(opened, 2, MORPHOLOGY_ARC_TOLERANCE_PX);
  return subtract(shape, opened).map((ring) => ({ ring, isStrip: intersect([ring], reach).length === 0 }));
}

export function area(shape: Shape): number {
  return Math.abs(Clipper.areaPathsD(shape as PathsD));
}

export function bounds(shapes: Shape[]): { x: number; y: number; width: number; height: number } {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const ring of shapes.flat()) {
    for (const point of ring) {
      if (point.x < minX) minX = point.x;
      if (point.y < minY) minY = point.y;
      if (point.x > maxX) maxX = point.x;
      if (point.y > maxY) maxY = point.y;
    }
  }
  if (!Number.isFinite(minX)) return { x: 0, y: 0, width: 0, height: 0 };
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

/** SVG path data; each ring is closed, and the even-odd rule keeps holes open. */
export function pathData(shape: Shape): string {
  return shape
    .filter((ring) => ring.length >= 3)
    .map((ring) => `M${ring.map((point) => `${fmt(point.x)} ${fmt(point.y)}`).join('L')}Z`)
    .join('');
}

/** An open polyline as SVG path data (smiles, whiskers, seams). */
export function lineData(points: Point[]): string {
  return `M${points.map((point) => `${fmt(point.x)} ${fmt(point.y)}`).join('L')}`;
}

/** Points along a quadratic curve from `a` to `b` bent through `control`. */
export function curve(a: Point, control: Point, b: Point, steps = 12): Point[] {
  const points: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const u = 1 - t;
    points.push({ x: u * u * a.x + 2 * u * t * control.x + t * t * b.x, y: u * u * a.y + 2 * u * t * control.y + t * t * b.y });
  }
  return points;
}

export function transformShape(shape: Shape, map: (point: Point) => Point): Shape {
  return shape.map((ring) => ring.map(map));
}

/** Separate outer outlines of a shape (holes not counted). */
export function outerRingCount(shape: Shape): number {
  const areas = shape.map((ring) => Clipper.areaD(ring as PathD));
  const largest = areas.reduce((a, b) => (Math.abs(b) > Math.abs(a) ? b : a), 0);
  return areas.filter((value) => Math.sign(value) === Math.sign(largest)).length;
}

/** Whether a point lies inside the shape (holes excluded). */
export function containsPoint(shape: Shape, point: Point): boolean {
  let inside = 0;
  for (const ring of shape) if (Clipper.pointInPolygonD(point, ring as PathD) !== PointInPolygonResult.IsOutside) inside += Clipper.areaD(ring as PathD) > 0 ? 1 : -1;
  return inside !== 0;
}

/** The polyline with points no further apart than `step`. */
export function densify(points: Point[], step: number): Point[] {
  const out: Point[] = points.slice(0, 1);
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    const count = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / step));
    for (let k = 1; k <= count; k++) out.push({ x: a.x + ((b.x - a.x) * k) / count, y: a.y + ((b.y - a.y) * k) / count });
  }
  return out;
}

/** The runs of a polyline that lie inside `shape`, sampled every `step` px. */
export function clipLine(points: Point[], shape: Shape, step: number): Point[][] {
  const runs: Point[][] = [];
  let run: Point[] = [];
  for (const point of densify(points, step)) {
    if (containsPoint(shape, point)) run.push(point);
    else {
      if (run.length > 1) runs.push(run);
      run = [];
    }
  }
  if (run.length > 1) runs.push(run);
  return runs;
}
