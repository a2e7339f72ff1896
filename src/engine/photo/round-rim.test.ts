import { describe, expect, it } from 'vitest';
import type { Regions } from './photo-regions';
import { ellipseCentre, ellipseDistance, fitEllipse, fitToRim, roundRim } from './round-rim';

const WIDTH = 400;
const HEIGHT = 300;
const BACKDROP = 0;
const SAUCER = 1;
const CUP = 2;

/** Inside a rotated ellipse, with a wobble of `wobble` px on its rim by angle. */
function inEllipse(x: number, y: number, cx: number, cy: number, rx: number, ry: number, turn: number, wobble = 0): boolean {
  const u = (x - cx) * Math.cos(turn) + (y - cy) * Math.sin(turn);
  const v = -(x - cx) * Math.sin(turn) + (y - cy) * Math.cos(turn);
  const angle = Math.atan2(v, u);
  const grow = 1 + (wobble * Math.sin(7 * angle)) / Math.min(rx, ry);
  return (u / (rx * grow)) ** 2 + (v / (ry * grow)) ** 2 <= 1;
}

/** A saucer seen at a slant with a wobbly rim, a cup standing up out of it over its top, a bump of shine at its right. */
function cupOnSaucer(options: { cupRise: number; saucerX?: number }): Regions {
  const labels = new Int32Array(WIDTH * HEIGHT);
  const saucerX = options.saucerX ?? 200;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      let label = BACKDROP;
      if (inEllipse(x, y, saucerX, 160, 150, 110, 0.15, 2)) label = SAUCER;
      if (inEllipse(x, y, saucerX + 150, 160, 8, 14, 0)) label = SAUCER;
      if (inEllipse(x, y, saucerX, 120 - options.cupRise / 2, 70, 60 + options.cupRise / 2, 0)) label = CUP;
      labels[y * WIDTH + x] = label;
    }
  }
  return { labels, width: WIDTH, height: HEIGHT, backdrop: BACKDROP, labelCount: 3, areaCount: 3 };
}

describe('fitEllipse', () => {
  it('recovers a rotated ellipse from points on it', () => {
    const xs: number[] = [];
    const ys: number[] = [];
    for (let k = 0; k < 200; k++) {
      const t = (k / 200) * 2 * Math.PI;
      const u = 120 * Math.cos(t);
      const v = 70 * Math.sin(t);
      xs.push(300 + u * Math.cos(0.4) - v * Math.sin(0.4));
      ys.push(200 + u * Math.sin(0.4) + v * Math.cos(0.4));
    }
    const ellipse = fitEllipse(Float64Array.from(xs), Float64Array.from(ys));
    const shape = ellipse && ellipseCentre(ellipse);
    expect(shape).not.toBeNull();
    expect(shape!.x).toBeCloseTo(300, 3);
    expect(shape!.y).toBeCloseTo(200, 3);
    expect(shape!.major).toBeCloseTo(120, 3);
    expect(shape!.minor).toBeCloseTo(70, 3);
    expect(ellipseDistance(ellipse!, 300, 200)).toBeLessThan(0);
    expect(ellipseDistance(ellipse!, 300, 400)).toBeGreaterThan(0);
  });
});

describe('roundRim', () => {
  it("finds a saucer's rim under the cup standing out of it, and the subject then meets the backdrop on it", () => {
    const regions = cupOnSaucer({ cupRise: 60 });
    const rim = roundRim(regions);
    expect(rim).not.toBeNull();
    const shape = ellipseCentre(rim!)!;
    expect(Math.abs(shape.x - 200)).toBeLessThan(4);
    expect(Math.abs(shape.y - 160)).toBeLessThan(4);
    expect(Math.abs(shape.major - 150)).toBeLessThan(5);
    expect(Math.abs(shape.minor - 110)).toBeLessThan(5);
    fitToRim(regions, rim!);
    const { labels } = regions;
    let wrong = 0;
    for (let y = 0; y < HEIGHT; y++) {
      for (let x = 0; x < WIDTH; x++) {
        const distance = ellipseDistance(rim!, x, y);
        const label = labels[y * WIDTH + x];
        // Inside the rim everything is the subject; outside, only the cup.
        if (distance < -1 && label === BACKDROP) wrong++;
        if (distance > 1 && label === SAUCER) wrong++;
      }
    }
    expect(wrong).toBe(0);
    // The cup's top stands out of the rim and stays; the bump of shine at the right goes.
    expect(labels[(120 - 30 - 60 - 20) * WIDTH + 200]).toBe(CUP);
    expect(labels[160 * WIDTH + 355]).toBe(BACKDROP);
  });

  it('finds none for a rounded subject cut by the picture, nor for a square', () => {
    expect(roundRim(cupOnSaucer({ cupRise: 60, saucerX: 90 }))).toBeNull();
    const labels = new Int32Array(WIDTH * HEIGHT);
    for (let y = 50; y < 250; y++) for (let x = 100; x < 300; x++) labels[y * WIDTH + x] = SAUCER;
    expect(roundRim({ labels, width: WIDTH, height: HEIGHT, backdrop: BACKDROP, labelCount: 2, areaCount: 2 })).toBeNull();
  });
});
