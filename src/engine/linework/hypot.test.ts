import { describe, expect, it } from 'vitest';
import { hypot2, hypot3 } from './hypot';

/** A fixed stream of numbers in [0, 1), so every run checks the same values. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('hypot2 and hypot3', () => {
  // What the line work measures: pixel steps, half steps, colour differences (float32), tiny and huge offsets.
  const random = seeded(12);
  const kinds = [
    () => Math.round(random() * 2000 - 1000),
    () => Math.round(random() * 40 - 20) / 2,
    () => random() * 200 - 100,
    () => Math.fround(random() * 300 - 150),
    () => (random() - 0.5) * 10 ** (random() * 40 - 20),
    () => [0, -0, 1, -1, 3, 4][Math.floor(random() * 6)]!,
  ];
  const value = (k: number) => kinds[k % kinds.length]!();

  it("are Math.hypot's own results, to the bit", () => {
    let mismatches = 0;
    for (let k = 0; k < 200_000; k++) {
      const [x, y, z] = [value(k), value(k * 7 + 3), value(k * 13 + 1)];
      if (!Object.is(hypot2(x, y), Math.hypot(x, y))) mismatches++;
      if (!Object.is(hypot3(x, y, z), Math.hypot(x, y, z))) mismatches++;
    }
    expect(mismatches).toBe(0);
  });

  it('keep the edge cases: zeros, an infinity, a 3-4-5 triangle', () => {
    expect(Object.is(hypot2(-0, 0), 0)).toBe(true);
    expect(hypot3(0, 0, 0)).toBe(0);
    expect(hypot2(Infinity, 2)).toBe(Infinity);
    expect(hypot2(3, -4)).toBe(5);
    expect(hypot3(2, -3, 6)).toBe(7);
  });
});
