import { curve, smoothRing, unite, type Point, type Shape } from './geometry';

/**
 * A penguin's flipper: one smooth paddle bending through the elbow, broadest a little below the shoulder and tapering
 * to a round point at the hand. Two capsules joined at the elbow left a step in each edge there, and the flippers'
 * outlines read as lumpy (round 13).
 */
export function flipperPaddle(shoulder: Point, elbow: Point, hand: Point, r: number): Shape {
  // The control point that makes the curve pass through the elbow half way along.
  const control = { x: 2 * elbow.x - (shoulder.x + hand.x) / 2, y: 2 * elbow.y - (shoulder.y + hand.y) / 2 };
  const spine = curve(shoulder, control, hand, SAMPLES);
  const left: Point[] = [];
  const right: Point[] = [];
  spine.forEach((point, index) => {
    const before = spine[Math.max(0, index - 1)]!;
    const after = spine[Math.min(SAMPLES, index + 1)]!;
    const length = Math.hypot(after.x - before.x, after.y - before.y) || 1;
    const normal = { x: -(after.y - before.y) / length, y: (after.x - before.x) / length };
    const half = r * halfWidth(index / SAMPLES);
    left.push({ x: point.x + normal.x * half, y: point.y + normal.y * half });
    right.push({ x: point.x - normal.x * half, y: point.y - normal.y * half });
  });
  const along = (from: Point, to: Point, by: number): Point => {
    const length = Math.hypot(to.x - from.x, to.y - from.y) || 1;
    return { x: to.x + ((to.x - from.x) / length) * by, y: to.y + ((to.y - from.y) / length) * by };
  };
  const top = along(spine[1]!, shoulder, r * halfWidth(0));
  const tip = along(spine[SAMPLES - 1]!, hand, r * halfWidth(1));
  return unite([smoothRing([top, ...left, tip, ...right.reverse()], 4)]);
}

/** Half the paddle's width in arm radii, `t` from shoulder (0) to hand (1). */
function halfWidth(t: number): number {
  return t < 0.35 ? 0.95 + (t / 0.35) * 0.15 : 1.1 - ((t - 0.35) / 0.65) ** 1.4 * 0.8;
}

const SAMPLES = 8;
