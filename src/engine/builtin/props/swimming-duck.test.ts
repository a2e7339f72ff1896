import { describe, expect, it } from 'vitest';
import type { Point } from './prop-shapes';
import { swimmingDuck } from './swimming-duck';

/** Points along a path made of M, C and Z only, densely enough to read its outline's widths. */
function outlinePoints(d: string): Point[] {
  const numbers = (d.match(/-?\d*\.?\d+/g) ?? []).map(Number);
  expect(d.replace(/[-\d.\s]/g, '')).toMatch(/^MC+Z$/);
  const points: Point[] = [];
  let at: Point = [numbers[0]!, numbers[1]!];
  for (let index = 2; index + 5 < numbers.length + 1; index += 6) {
    const [x1, y1, x2, y2, x, y] = numbers.slice(index, index + 6) as [number, number, number, number, number, number];
    for (let step = 0; step <= 200; step++) {
      const t = step / 200;
      const u = 1 - t;
      points.push([
        u * u * u * at[0] + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x,
        u * u * u * at[1] + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y,
      ]);
    }
    at = [x, y];
  }
  return points;
}

/** Where the outline crosses the height y, in front of `before` (the head and neck, not the raised tail behind). */
function spanAt(points: Point[], y: number, before = Infinity): { from: number; to: number } {
  const near = points.filter(([px, py]) => Math.abs(py - y) < 0.5 && px < before).map(([x]) => x);
  return { from: Math.min(...near), to: Math.max(...near) };
}

describe('the swimming duck', () => {
  for (const detail of ['low', 'medium', 'high'] as const) {
    const art = swimmingDuck.draw(detail);
    const outlines = art.shapes.filter((shape) => shape.includes('<path') && / C/.test(shape)).map((shape) => outlinePoints(/ d="([^"]+)"/.exec(shape)![1]!));
    const body = outlines.find((points) => Math.min(...points.map(([, y]) => y)) < 6 && Math.max(...points.map(([, y]) => y)) > art.height - 1)!;

    it(`draws head, neck, breast and tail as one outline, not a ball on a tube (${detail})`, () => {
      expect(body).toBeDefined();
      // Only the eye is a circle: a round head stuck on a neck read as a toy.
      for (const shape of art.shapes.filter((s) => s.startsWith('<circle'))) expect(Number(/ r="([\d.]+)"/.exec(shape)![1])).toBeLessThan(4);
    });

    it(`has a small head on a slimmer neck above a plump breast (${detail})`, () => {
      const head = spanAt(body, 12, art.width / 2);
      const neck = spanAt(body, 26, art.width / 2);
      const breast = spanAt(body, 46);
      expect(head.to - head.from).toBeLessThan(art.width * 0.2);
      expect(neck.to - neck.from).toBeLessThan(head.to - head.from);
      // The breast swells out in front of the face, as a duck's does.
      expect(breast.from).toBeLessThan(head.from - 4);
    });

    it(`rides on a long, low body (${detail})`, () => {
      // Below the neck the body runs most of the duck's length and is much longer than it is deep.
      const hull = spanAt(body, 42);
      expect(hull.to - hull.from).toBeGreaterThan(art.width * 0.75);
      const backAtMiddle = Math.min(...body.filter(([x]) => Math.abs(x - art.width / 2) < 1).map(([, y]) => y));
      expect(art.height - backAtMiddle).toBeLessThan((hull.to - hull.from) * 0.4);
    });

    it(`has a round rump under its tail, not a stern tapering to it (${detail})`, () => {
      // Near the back the body is still deep: tapering all the way up to the tail's point, it read as a canoe (round 17).
      const rump = body.filter(([x]) => Math.abs(x - art.width * 0.88) < 0.5).map(([, y]) => y);
      expect(Math.max(...rump) - Math.min(...rump)).toBeGreaterThan(art.height * 0.45);
    });

    it(`ends in an upturned, pointed tail (${detail})`, () => {
      const tipX = Math.max(...body.map(([x]) => x));
      const tip = body.filter(([x]) => x > tipX - 3).map(([, y]) => y);
      // A point, not a blunt stern.
      expect(Math.max(...tip) - Math.min(...tip)).toBeLessThan(12);
      // Flicked up above the middle of the back.
      expect(Math.min(...tip)).toBeLessThan(Math.min(...body.filter(([x]) => Math.abs(x - 60) < 1).map(([, y]) => y)));
    });
  }
});
