import { describe, expect, it } from 'vitest';
import { pruneOpenEnds } from './photo-lines';

const SIZE = 40;

function picture(points: Array<[number, number]>) {
  const data = new Uint8Array(SIZE * SIZE);
  for (const [x, y] of points) data[y * SIZE + x] = 1;
  return { data, width: SIZE, height: SIZE };
}

const inked = (bitmap: { data: Uint8Array }) => bitmap.data.reduce((sum, value) => sum + value, 0);

describe('open line ends', () => {
  // A square loop 10..20, a stub of 6 px off its right side, and a loose dash (diagonal) apart from it.
  const loop: Array<[number, number]> = [];
  for (let i = 10; i <= 20; i++) loop.push([i, 10], [i, 20], [10, i], [20, i]);
  const stub: Array<[number, number]> = [21, 22, 23, 24, 25, 26].map((x) => [x, 15]);
  const dash: Array<[number, number]> = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => [28 + i, 25 + i]);

  it('wears a stub back to the loop it hangs from and takes a loose dash away', () => {
    const pruned = pruneOpenEnds(picture([...loop, ...stub, ...dash]));
    expect(inked(pruned)).toBe(inked(picture(loop)));
    for (const [x, y] of loop) expect(pruned.data[y * SIZE + x], `${x},${y}`).toBe(1);
  });

  it("keeps a closed loop whole, also where it runs along the picture's edge", () => {
    const edgeLoop: Array<[number, number]> = [];
    for (let i = 0; i <= 8; i++) edgeLoop.push([i, 0], [i, 8], [0, i], [8, i]);
    expect(inked(pruneOpenEnds(picture(edgeLoop)))).toBe(inked(picture(edgeLoop)));
  });
});
