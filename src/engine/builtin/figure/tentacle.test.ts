import { describe, expect, it } from 'vitest';
import { tentacle } from './biped';

describe('an octopus tentacle', () => {
  // A chain of capsules with a short hooked end read as legs with feet (judging 20: "a crouching thing with feet").
  it('curls its tip over to the side and back up, not a short hook on a straight limb', () => {
    const points = tentacle([{ x: 0, y: 0 }, { x: 0, y: 50 }, { x: 0, y: 100 }], 10, 4, 1).flat(2);
    const lowest = Math.max(...points.map((point) => point.y));
    const outermost = points.reduce((far, point) => (Math.abs(point.x) > Math.abs(far.x) ? point : far));
    expect(Math.abs(outermost.x)).toBeGreaterThan(40);
    expect(lowest - outermost.y).toBeGreaterThan(10);
  });

  it('curls the other way for the other side', () => {
    const points = tentacle([{ x: 0, y: 0 }, { x: 0, y: 50 }, { x: 0, y: 100 }], 10, 4, -1).flat(2);
    expect(Math.max(...points.map((point) => point.x))).toBeGreaterThan(40);
  });
});
