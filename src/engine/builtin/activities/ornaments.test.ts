import { describe, expect, it } from 'vitest';
import { ornament, rigidRingMap } from './ornaments';

describe('ornaments', () => {
  const [heart] = ornament('heart', { w: 60, h: 160 }, true);
  const points = heart!.points;

  it('draw a heart mirror-symmetric, with two round lobes outward and one point towards the base', () => {
    // Every point has its mirror image on the outline.
    for (const [u, v] of points) expect(Math.min(...points.map(([pu, pv]) => Math.hypot(pu + u, pv - v)))).toBeLessThan(3);
    const top = Math.max(...points.map(([, v]) => v));
    const bottom = Math.min(...points.map(([, v]) => v));
    const width = Math.max(...points.map(([u]) => u)) - Math.min(...points.map(([u]) => u));
    // The point: the lowest ink is one spot in the middle.
    expect(points.filter(([, v]) => v < bottom + 2).every(([u]) => Math.abs(u) < 3)).toBe(true);
    // The lobes: the top is highest off the middle on both sides, with a dip between them.
    const middleTop = Math.max(...points.filter(([u]) => Math.abs(u) < 2).map(([, v]) => v));
    expect(top - middleTop).toBeGreaterThan((top - bottom) * 0.12);
    for (const side of [1, -1]) expect(points.some(([u, v]) => Math.sign(u) === side && Math.abs(u) > width * 0.15 && v > top - 2)).toBe(true);
  });

  it('set a shape on a ring without bending it', () => {
    const map = rigidRingMap(500, 500, 80, 37);
    const placed = points.map(([u, v]) => map(u, v));
    for (let index = 1; index < points.length; index++) {
      const before = Math.hypot(points[index]![0] - points[0]![0], points[index]![1] - points[0]![1]);
      const after = Math.hypot(placed[index]![0] - placed[0]![0], placed[index]![1] - placed[0]![1]);
      expect(after).toBeCloseTo(before, 6);
    }
  });
});
