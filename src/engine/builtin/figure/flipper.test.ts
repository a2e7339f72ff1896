import { describe, expect, it } from 'vitest';
import { capsule, unite, type Point } from './geometry';
import { flipperPaddle } from './flipper';

/** The sharpest inward turn between neighbouring edges of an outline, degrees: a notch where two pieces meet is a sharp one. */
function sharpestDent(ring: Point[]): number {
  const winding = Math.sign(ring.reduce((sum, a, i) => sum + a.x * ring[(i + 1) % ring.length]!.y - ring[(i + 1) % ring.length]!.x * a.y, 0));
  return Math.max(
    0,
    ...ring.map((a, i) => {
      const b = ring[(i + 1) % ring.length]!;
      const c = ring[(i + 2) % ring.length]!;
      const turn = Math.atan2(c.y - b.y, c.x - b.x) - Math.atan2(b.y - a.y, b.x - a.x);
      return -((((turn * 180) / Math.PI + 540) % 360) - 180) * winding;
    }),
  );
}

describe('flipperPaddle', () => {
  const shoulder = { x: 0, y: 0 };
  const bends: Array<[Point, Point]> = [
    [{ x: 14, y: 30 }, { x: 16, y: 62 }],
    [{ x: 10, y: 30 }, { x: 30, y: 55 }],
    [{ x: 20, y: 30 }, { x: 50, y: 45 }],
  ];
  it.each(bends)('bends round the elbow %o in one smooth paddle, with no notch where upper and lower flipper meet', (elbow, hand) => {
    const shape = flipperPaddle(shoulder, elbow, hand, 6);
    expect(shape).toHaveLength(1);
    expect(sharpestDent(shape[0]!)).toBeLessThan(10);
    // Two capsules joined at the elbow, as before round 13, leave the notch this measures.
    expect(sharpestDent(unite([capsule(shoulder, elbow, 5.7, 6.3), capsule(elbow, hand, 6.3, 1.8)])[0]!)).toBeGreaterThan(15);
  });
});
