import { describe, expect, it } from 'vitest';
import { handShape } from './biped';
import { gauntletCuff } from './outfits';

describe('handShape', () => {
  it('gives a robot one clean mitt, not notched like a claw, at any angle of the forearm', () => {
    // Jaws notched round a brush read as malformed, claw-like gloves: the outline is as full as its convex hull.
    const area = (ring: { x: number; y: number }[]): number => Math.abs(ring.reduce((sum, p, i) => sum + p.x * ring[(i + 1) % ring.length]!.y - ring[(i + 1) % ring.length]!.x * p.y, 0)) / 2;
    const hull = (points: { x: number; y: number }[]): { x: number; y: number }[] => {
      const sorted = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
      const cross = (o: { x: number; y: number }, a: { x: number; y: number }, b: { x: number; y: number }): number => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
      const half = (list: { x: number; y: number }[]): { x: number; y: number }[] =>
        list.reduce<{ x: number; y: number }[]>((stack, p) => {
          while (stack.length >= 2 && cross(stack[stack.length - 2]!, stack[stack.length - 1]!, p) <= 0) stack.pop();
          return [...stack, p];
        }, []);
      return [...half(sorted).slice(0, -1), ...half([...sorted].reverse()).slice(0, -1)];
    };
    for (const degrees of [0, 30, 90, 160, 250]) {
      const radians = (degrees * Math.PI) / 180;
      const elbow = { x: 500 - Math.cos(radians) * 200, y: 500 - Math.sin(radians) * 200 };
      for (const thumbToward of [{ x: 1, y: 0 }, { x: -1, y: 0 }]) {
        const hand = handShape('claw', { x: 500, y: 500 }, elbow, 40, { thumbToward });
        expect(hand).toHaveLength(1);
        expect(area(hand[0]!) / area(hull(hand[0]!))).toBeGreaterThan(0.95);
      }
    }
  });
});

describe('gauntletCuff', () => {
  it('is a band behind the wrist, shorter along the arm than it is wide, not a second round hand', () => {
    // A forearm hanging straight down: "along" is y.
    const r = 40;
    const cuff = gauntletCuff({ x: 500, y: 300 }, { x: 500, y: 500 }, r);
    const ys = cuff.flat().map((point) => point.y);
    const xs = cuff.flat().map((point) => point.x);
    const long = Math.max(...ys) - Math.min(...ys);
    const wide = Math.max(...xs) - Math.min(...xs);
    expect(long).toBeLessThan(wide * 0.7);
    // It ends under the back of the mitten (which starts 0.8 r behind the hand's centre), not beside it.
    expect(Math.max(...ys)).toBeLessThan(500 - r * 0.3);
  });
});
