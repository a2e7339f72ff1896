import { describe, expect, it } from 'vitest';
import { handShape } from './biped';
import { pictureBookPawCreases } from './fingered-hand';
import { containsPoint } from './geometry';
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

describe('a picture-book hand', () => {
  // The forearm hangs straight down, the thumb towards +x: along the hand is +y, across it to the thumb +x.
  const r = 40;
  const hand = { x: 500, y: 500 };
  const elbow = { x: 500, y: 300 };
  const at = (along: number, across: number): { x: number; y: number } => ({ x: hand.x + across * r, y: hand.y + along * r });

  it('closed, has a thumb standing clear of the fingers with a notch between, and is no longer than a hand', () => {
    // A long mitten with its thumb merged into its side read as a shapeless blob (round 11).
    const closed = handShape('mitten', hand, elbow, r, { thumbToward: { x: 1, y: 0 } });
    expect(closed).toHaveLength(1);
    expect(containsPoint(closed, at(1.2, 1.1))).toBe(true);
    expect(containsPoint(closed, at(1.85, 1.05))).toBe(false);
    expect(containsPoint(closed, at(2.2, 0))).toBe(false);
    expect(containsPoint(closed, at(2.0, -0.3))).toBe(true);
  });

  it('open, spreads its fingers so white shows between their tips', () => {
    // Packed close, they were a row of bumps on a ball: "a lumpy blob" (round 11).
    const open = handShape('mitten', hand, elbow, r, { isOpen: true, thumbToward: { x: 1, y: 0 } });
    expect(open).toHaveLength(1);
    const fromPalm = (degrees: number, distance: number): { x: number; y: number } => at(0.9 + Math.cos((degrees * Math.PI) / 180) * distance, Math.sin((degrees * Math.PI) / 180) * distance);
    for (const degrees of [-48, -16, 16, 48]) expect(containsPoint(open, fromPalm(degrees, 1.55))).toBe(true);
    for (const degrees of [-32, 0, 32]) expect(containsPoint(open, fromPalm(degrees, 1.75))).toBe(false);
  });
});

describe("a critter's paw", () => {
  // The forearm hangs straight down, the thumb towards +x: along the paw is +y, across it to the thumb +x.
  const r = 40;
  const hand = { x: 500, y: 500 };
  const elbow = { x: 500, y: 300 };
  const at = (along: number, across: number): { x: number; y: number } => ({ x: hand.x + across * r, y: hand.y + along * r });

  it('has a thumb standing clear of three fingertips, with notches and lines between the fingers, not a plain ball', () => {
    // Round 13: "hands are plain balls", and raised beside the head "earmuffs".
    const paw = handShape('paw', hand, elbow, r, { thumbToward: { x: 1, y: 0 } });
    expect(paw).toHaveLength(1);
    expect(containsPoint(paw, at(1.35, 1.2))).toBe(true);
    expect(containsPoint(paw, at(1.75, 1.1))).toBe(false);
    for (const tip of [at(1.95, -0.8), at(2.1, -0.2), at(2.0, 0.4)]) expect(containsPoint(paw, tip)).toBe(true);
    for (const notch of [at(2.1, -0.5), at(2.1, 0.1)]) expect(containsPoint(paw, notch)).toBe(false);
    const creases = pictureBookPawCreases(hand, elbow, r, { x: 1, y: 0 });
    expect(creases).toHaveLength(2);
    for (const crease of creases) for (const point of crease) expect(containsPoint(paw, point)).toBe(true);
  });

  it('waving, opens with its fingers spread so white shows between their tips', () => {
    // Round 13: "'Waving' shows only a raised ball".
    const open = handShape('paw', hand, elbow, r, { isOpen: true, thumbToward: { x: 1, y: 0 } });
    const fromPalm = (degrees: number, distance: number): { x: number; y: number } => at(0.9 + Math.cos((degrees * Math.PI) / 180) * distance, Math.sin((degrees * Math.PI) / 180) * distance);
    for (const degrees of [-48, -16, 16, 48]) expect(containsPoint(open, fromPalm(degrees, 1.55))).toBe(true);
    for (const degrees of [-32, 0, 32]) expect(containsPoint(open, fromPalm(degrees, 1.75))).toBe(false);
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
