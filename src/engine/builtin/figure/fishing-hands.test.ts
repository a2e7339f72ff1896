import { describe, expect, it } from 'vitest';
import { createCharacterSpec } from '../character';
import { poseBiped } from './biped';
import { figurePose } from './draw-figure';
import { FIGURE_KINDS } from './kinds';
import type { Point } from './geometry';

const ANGLERS = ['a boy', 'a girl with curly hair and glasses', 'a grandfather with a beard and a cane', 'a pirate boy with an eye patch'];

/** Degrees between two directions, ignoring which way along each they run (0 to 90). */
function angleBetween(a: Point, b: Point): number {
  const degrees = Math.abs(((Math.atan2(a.y, a.x) - Math.atan2(b.y, b.x)) * 180) / Math.PI) % 180;
  return Math.min(degrees, 180 - degrees);
}

describe('an angler holding the rod', () => {
  it.each(ANGLERS)('%s holds it in two hands apart, neither forearm lying along it', (description) => {
    // The rod runs from the lower fist up through the higher one. With the forearms side by side along it, the two arms
    // closed into one shape (round 15: "the near arm is only two thin lines and the far arm is missing").
    const figure = createCharacterSpec('Test', description).figure!;
    const { plan } = FIGURE_KINDS[figure.kind];
    const { elbows, hands } = poseBiped(plan, figurePose(figure, 'fishing'), 1);
    const rod = { x: hands.front.x - hands.back.x, y: hands.front.y - hands.back.y };
    // A fist is two arm radii along the rod: this leaves the rod showing between them.
    expect(Math.hypot(rod.x, rod.y)).toBeGreaterThan(plan.armRadius * 4);
    // Up and out ahead, neither flat nor upright.
    expect(angleBetween(rod, { x: 1, y: 0 })).toBeGreaterThan(30);
    expect(angleBetween(rod, { x: 1, y: 0 })).toBeLessThan(60);
    for (const side of ['back', 'front'] as const) {
      const forearm = { x: hands[side].x - elbows[side].x, y: hands[side].y - elbows[side].y };
      expect(angleBetween(forearm, rod)).toBeGreaterThan(25);
    }
  });
});
