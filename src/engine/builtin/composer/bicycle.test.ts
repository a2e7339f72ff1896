import { describe, expect, it } from 'vitest';
import { cyclistDrop, drawBicycle, type CyclistFit } from './bicycle';

/** A rider 1500 px tall, posed as the cycling pose puts one: the near foot up ahead, the far one down behind. */
function fitted(): CyclistFit {
  const height = 1500;
  const groundY = 3000;
  const raw = { seat: { x: 1000, y: 2000 }, soles: { near: { x: 1220, y: 2240 }, far: { x: 1000, y: 2370 } }, groundY, height };
  const drop = cyclistDrop(raw);
  const moved = (point: { x: number; y: number }) => ({ x: point.x, y: point.y + drop });
  return { seat: moved(raw.seat), soles: { near: moved(raw.soles.near), far: moved(raw.soles.far) }, hand: moved({ x: 1500, y: 1760 }), groundY, height };
}

const spokes = (markup: string): number => (markup.match(/fill="none"/g) ?? []).length;

describe('bicycle built round its rider', () => {
  it('stands both wheels on the ground, each a fifth of the rider as tall, a child’s bike', () => {
    const fit = fitted();
    const { wheels } = drawBicycle(fit, 9, 'medium');
    for (const wheel of [wheels.rear, wheels.front]) expect(wheel.y + wheels.radius).toBeCloseTo(fit.groundY, 6);
    expect(wheels.radius * 2).toBeCloseTo(fit.height * 0.4, 6);
    expect(wheels.rear.x).toBeLessThan(fit.seat.x);
    expect(wheels.front.x).toBeGreaterThan(fit.hand.x);
  });

  it('puts a pedal under each sole, on a crank turning about the point midway between them', () => {
    const fit = fitted();
    const bicycle = drawBicycle(fit, 9, 'medium');
    for (const side of ['near', 'far'] as const) {
      expect(bicycle.pedals[side].x).toBeCloseTo(fit.soles[side].x, 6);
      expect(bicycle.pedals[side].y - fit.soles[side].y).toBeGreaterThanOrEqual(0);
      expect(bicycle.pedals[side].y - fit.soles[side].y).toBeLessThan(10);
    }
    expect(bicycle.crank.x).toBeCloseTo((fit.soles.near.x + fit.soles.far.x) / 2, 6);
    // The crank's axle a little above the wheels' axles, so the lower pedal clears the ground.
    expect(bicycle.crank.y).toBeLessThan(bicycle.wheels.rear.y);
    expect(bicycle.pedals.far.y).toBeLessThan(fit.groundY - bicycle.wheels.radius * 0.5);
  });

  it('keeps the front wheel clear of the raised foot, and the grip in the hand', () => {
    const fit = fitted();
    const bicycle = drawBicycle(fit, 9, 'medium');
    expect(bicycle.wheels.front.x - bicycle.wheels.radius).toBeGreaterThan(bicycle.pedals.near.x + bicycle.wheels.radius * 0.2);
    expect(bicycle.grip).toEqual(fit.hand);
    expect(bicycle.saddle.y).toBeLessThanOrEqual(fit.seat.y);
  });

  it('gives the youngest fewer spokes, so the wheels are a few large pieces', () => {
    const fit = fitted();
    const young = spokes(drawBicycle(fit, 14, 'low').behind);
    const older = spokes(drawBicycle(fit, 6, 'high').behind);
    expect(young).toBe(12);
    expect(older).toBe(24);
  });
});
