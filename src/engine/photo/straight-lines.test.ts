import { describe, expect, it } from 'vitest';
import { drawStretches, dropRunsAlong, runsMostlyOn, straightenLines, straightStretches } from './straight-lines';

const SIZE = 60;

function picture(points: Array<[number, number]>) {
  const data = new Uint8Array(SIZE * SIZE);
  for (const [x, y] of points) data[y * SIZE + x] = 1;
  return { data, width: SIZE, height: SIZE };
}

const inked = (bitmap: { data: Uint8Array }) => bitmap.data.reduce((sum, value) => sum + value, 0);

/** How many paper pixels a 4-connected flood from `start` reaches. */
function paperReached(bitmap: { data: Uint8Array }, start: number): number {
  const seen = new Uint8Array(SIZE * SIZE);
  const stack = [start];
  seen[start] = 1;
  let count = 0;
  while (stack.length > 0) {
    const index = stack.pop()!;
    count++;
    const x = index % SIZE;
    for (const next of [x > 0 ? index - 1 : -1, x < SIZE - 1 ? index + 1 : -1, index - SIZE, index + SIZE]) {
      if (next < 0 || next >= SIZE * SIZE || seen[next] || bitmap.data[next]) continue;
      seen[next] = 1;
      stack.push(next);
    }
  }
  return count;
}

// A line from (5, 30) to (54, 30) wobbling a pixel up and down every few pixels, as a traced border does.
const wobbleAt = (x: number) => 30 + (Math.floor(x / 4) % 2);
const wobbly: Array<[number, number]> = [];
for (let x = 5; x <= 54; x++) wobbly.push([x, wobbleAt(x)]);

describe('straight lines for built things', () => {
  it('redraws a wobbling run as one straight line between its ends', () => {
    const straight = straightenLines(picture(wobbly), 1.5);
    const rows = new Set<number>();
    for (let i = 0; i < straight.data.length; i++) if (straight.data[i]) rows.add(Math.floor(i / SIZE));
    expect(rows.size).toBeLessThanOrEqual(2);
    expect(straight.data[wobbleAt(5) * SIZE + 5]).toBe(1);
    expect(straight.data[wobbleAt(54) * SIZE + 54]).toBe(1);
  });

  it('keeps a loop closed: paper inside a square frame stays apart from paper outside it', () => {
    const frame: Array<[number, number]> = [];
    for (let i = 10; i <= 40; i++) frame.push([i, 10], [i, 40], [10, i], [40, i]);
    const straight = straightenLines(picture(frame), 1.5);
    expect(Math.abs(inked(straight) - inked(picture(frame)))).toBeLessThanOrEqual(4);
    expect(paperReached(straight, 25 * SIZE + 25)).toBe((40 - 10 - 1) ** 2);
  });

  it("finds a long straight edge and carries it on to the line it stops short of, dropping the border traced beside it", () => {
    // A vertical border at x = 50; an edge from x = 8 to 40 at y = 20; a wobbling border 3 px below it.
    const border: Array<[number, number]> = [];
    for (let y = 2; y <= 57; y++) border.push([50, y]);
    const edge = picture(Array.from({ length: 33 }, (_, k) => [8 + k, 20] as [number, number]));
    const stretches = straightStretches(edge, 1.5, 20);
    expect(stretches).toHaveLength(1);
    const beside: Array<[number, number]> = [];
    for (let x = 8; x <= 40; x++) beside.push([x, 23 + (x % 2)]);
    const everywhere = { data: new Uint8Array(SIZE * SIZE).fill(1), width: SIZE, height: SIZE };
    const drawn = drawStretches(picture([...border, ...beside]), stretches, 15, everywhere, 4, picture([]));
    for (let x = 41; x < 50; x++) expect(drawn.data[20 * SIZE + x], `${x}`).toBe(1);
    expect(drawn.data[23 * SIZE + 24]! | drawn.data[24 * SIZE + 24]!).toBe(0);
  });

  it("drops a line drawn a few pixels inside an outline along it, joining its ends to the outline, so no sliver is left", () => {
    // An outline at y = 10 from x = 5 to 54; a box below it from x = 10 to 49 whose top (y = 13) runs 3 px under
    // the outline and whose sides and bottom (down to y = 40) are far from it and stay.
    const outline: Array<[number, number]> = [];
    for (let x = 5; x <= 54; x++) outline.push([x, 10]);
    const inner: Array<[number, number]> = [];
    for (let x = 10; x <= 49; x++) inner.push([x, 13]);
    for (let y = 14; y <= 40; y++) inner.push([10, y], [49, y]);
    for (let x = 11; x <= 48; x++) inner.push([x, 40]);
    const drawn = dropRunsAlong(picture([...outline, ...inner]), picture(outline), 4, picture(outline), 12);
    for (let x = 16; x <= 43; x++) expect(drawn.data[13 * SIZE + x], `${x}`).toBe(0);
    for (let y = 20; y <= 40; y++) expect(drawn.data[y * SIZE + 10]! & drawn.data[y * SIZE + 49]!, `${y}`).toBe(1);
    for (const [x, y] of outline) expect(drawn.data[y * SIZE + x]).toBe(1);
    // The sides are joined to the outline: the box's paper, now up to the outline, is still closed.
    expect(paperReached(drawn, 30 * SIZE + 30)).toBeLessThan(40 * 32);
  });

  it('takes a run lying mostly on a band whole, and leaves a run mostly off it', () => {
    const lines = picture([...Array.from({ length: 41 }, (_, k): [number, number] => [10 + k, 20]), ...Array.from({ length: 41 }, (_, k): [number, number] => [10 + k, 40])]);
    // The band holds the first 30 px of the upper line and the first 10 of the lower.
    const band = picture([...Array.from({ length: 30 }, (_, k): [number, number] => [10 + k, 20]), ...Array.from({ length: 10 }, (_, k): [number, number] => [10 + k, 40])]);
    const taken = runsMostlyOn(lines, band, 0.5);
    expect(taken.data[20 * SIZE + 49]).toBe(1);
    expect(taken.data[40 * SIZE + 12]).toBe(0);
  });
});
