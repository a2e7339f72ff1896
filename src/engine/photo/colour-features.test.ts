import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { carveColourFeatures } from './colour-features';
import { photoLines } from './photo-lines';

const WIDTH = 400;
const HEIGHT = 300;

/** CIELAB of a tan subject (a disc, label 1, backdrop 0) holding what `isRed` marks in pink. */
function scene(isRed: (x: number, y: number) => boolean) {
  const lab = new Float32Array(WIDTH * HEIGHT * 3);
  const labels = new Int32Array(WIDTH * HEIGHT);
  const mask = new Uint8Array(WIDTH * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = y * WIDTH + x;
      const isSubject = Math.hypot(x - 200, y - 150) < 130;
      lab.set(isRed(x, y) ? [45, 36, 30] : isSubject ? [50, 20, 35] : [60, 5, 5], i * 3);
      labels[i] = isSubject ? 1 : 0;
      mask[i] = isSubject ? 1 : 0;
    }
  }
  return { lab, labels, subject: { data: mask, width: WIDTH, height: HEIGHT } };
}

describe('carveColourFeatures', { timeout: 120_000 }, () => {
  it('gives a pink nose inside a subject an area of its own', () => {
    const { lab, labels, subject } = scene((x, y) => Math.abs(x - 200) < 22 && y > 170 && y < 170 + 30 - Math.abs(x - 200));
    expect(carveColourFeatures(lab, subject, labels, WIDTH, HEIGHT, 0, 2)).toBe(3);
    expect(labels[180 * WIDTH + 200]).toBe(2);
    expect(labels[150 * WIDTH + 200]).toBe(1);
  });

  it('widens the subject round a nose its mask ends at, so the nose sits in the face', () => {
    const { lab, labels, subject } = scene((x, y) => Math.hypot(x - 200, y - 258) < 18 && y < 276);
    expect(labels[285 * WIDTH + 200]).toBe(0);
    expect(carveColourFeatures(lab, subject, labels, WIDTH, HEIGHT, 0, 2)).toBe(3);
    expect(labels[262 * WIDTH + 200]).toBe(2);
    expect(labels[285 * WIDTH + 200]).toBe(1);
  });

  it('leaves a pattern of red spots, a red stripe and a photo without a subject alone', () => {
    const spots = scene((x, y) => (x % 30 < 16 && y % 30 < 16 && Math.hypot(x - 200, y - 150) < 100));
    expect(carveColourFeatures(spots.lab, spots.subject, spots.labels, WIDTH, HEIGHT, 0, 2)).toBe(2);
    const stripe = scene((x, y) => Math.abs(y - 150) < 5 && Math.abs(x - 200) < 90);
    expect(carveColourFeatures(stripe.lab, stripe.subject, stripe.labels, WIDTH, HEIGHT, 0, 2)).toBe(2);
    const nose = scene((x, y) => Math.hypot(x - 200, y - 180) < 20);
    expect(carveColourFeatures(nose.lab, null, nose.labels, WIDTH, HEIGHT, 0, 2)).toBe(2);
  });

  it('carves a nose whose tip the smoothed outline cut off into the backdrop, but not one half outside', () => {
    const cut = scene((x, y) => Math.abs(x - 200) < 22 && y > 170 && y < 170 + 30 - Math.abs(x - 200));
    for (let i = 0; i < WIDTH * HEIGHT; i++) if (Math.floor(i / WIDTH) > 190) cut.labels[i] = 0;
    expect(carveColourFeatures(cut.lab, cut.subject, cut.labels, WIDTH, HEIGHT, 0, 2)).toBe(3);
    expect(cut.labels[180 * WIDTH + 200]).toBe(2);
    const half = scene((x, y) => Math.abs(x - 200) < 22 && y > 170 && y < 170 + 30 - Math.abs(x - 200));
    for (let i = 0; i < WIDTH * HEIGHT; i++) if (Math.floor(i / WIDTH) > 178) half.labels[i] = 0;
    expect(carveColourFeatures(half.lab, half.subject, half.labels, WIDTH, HEIGHT, 0, 2)).toBe(2);
  });

  it.each(['3-5', '6-8'] as const)("draws the cat's pink nose as a closed area between and below its eyes at %s", async (ageGroup) => {
    // Round 7: the 3-5 page had none, its smoother outline cutting the nose's tip off into the backdrop.
    const lines = await photoLines(readFileSync(new URL('./testing/cat.jpg', import.meta.url)), { ageGroup, background: 'simplify' });
    // The paper reached from the middle of the nose (580, 530 at working size), not crossing a line.
    const { width, height, data } = lines;
    const seen = new Uint8Array(width * height);
    const stack = [530 * width + 580];
    seen[stack[0]!] = 1;
    let area = 0;
    while (stack.length > 0) {
      const index = stack.pop()!;
      area++;
      const x = index % width;
      for (const next of [x > 0 ? index - 1 : -1, x < width - 1 ? index + 1 : -1, index - width, index + width]) {
        if (next < 0 || next >= data.length || seen[next] || data[next]) continue;
        seen[next] = 1;
        stack.push(next);
      }
    }
    expect(data[530 * width + 580]).toBe(0);
    expect(area).toBeGreaterThan(0.001 * width * height);
    expect(area).toBeLessThan(0.01 * width * height);
  });
});
