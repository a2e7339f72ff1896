import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inkBounds, type Bitmap } from '../linework/bitmap-ops';
import { landmarkSpire } from './landmark-spire';
import { photoLines } from './photo-lines';

const SIZE = 200;
const SKY = 150;

/** A dome's outline, the top half of a circle round (100, 150) of radius 50: its highest point is (100, 100). */
function domeOutline(): Bitmap {
  const data = new Uint8Array(SIZE * SIZE);
  for (let angle = 0; angle <= Math.PI; angle += 0.002) data[Math.round(150 - 50 * Math.sin(angle)) * SIZE + Math.round(100 + 50 * Math.cos(angle))] = 1;
  return { data, width: SIZE, height: SIZE };
}

/** Luminance of a sky with the dome pale below its outline and a dark upright `left`..`right` from `tipY` to the dome, but for `gaps` rows. */
function skyWith(left: number, right: number, tipY: number, gaps: number[] = []): Uint8Array {
  const centre = new Uint8Array(SIZE * SIZE).fill(SKY);
  for (let y = 0; y < SIZE; y++) for (let x = 0; x < SIZE; x++) if ((x - 100) ** 2 + (y - 150) ** 2 <= 50 ** 2) centre[y * SIZE + x] = 220;
  for (let y = tipY; y < 100; y++) if (!gaps.includes(y)) for (let x = left; x <= right; x++) centre[y * SIZE + x] = 60;
  return centre;
}

const inkAt = (bitmap: Bitmap | null, x: number, y: number) => bitmap?.data[y * SIZE + x] ?? 0;

describe("a landmark's spire", () => {
  it('is drawn as one upright line from the tip of a thin dark upright on the highest point down to the outline', () => {
    const spire = landmarkSpire(skyWith(98, 102, 40), domeOutline());
    expect(spire).not.toBeNull();
    for (const y of [40, 60, 80, 99, 100]) expect(inkAt(spire, 100, y), `row ${y}`).toBe(1);
    expect(inkAt(spire, 100, 39)).toBe(0);
  });

  it('runs on past a pale collar a few rows deep', () => {
    const spire = landmarkSpire(skyWith(98, 102, 40, [70, 71, 72, 73, 74]), domeOutline());
    expect(inkAt(spire, 100, 45)).toBe(1);
  });

  it('is not drawn along a wire slanting up from the top', () => {
    const centre = skyWith(0, -1, 100);
    for (let y = 20; y < 100; y++) for (let x = 0; x < 5; x++) centre[y * SIZE + 100 + Math.round((100 - y) * 0.35) + x] = 60;
    expect(landmarkSpire(centre, domeOutline())).toBeNull();
  });

  it('is not drawn where nothing, or only a stub, or a broad tower stands on the top', () => {
    expect(landmarkSpire(skyWith(0, -1, 100), domeOutline())).toBeNull();
    expect(landmarkSpire(skyWith(98, 102, 97), domeOutline())).toBeNull();
    expect(landmarkSpire(skyWith(80, 120, 40), domeOutline())).toBeNull();
  });
});

describe("the Taj Mahal's finial", { timeout: 120_000 }, () => {
  it.each(['3-5', '9-12'] as const)('stands on its dome at %s: the top twentieth of the drawing is one thin upright', async (ageGroup) => {
    // Without it the drawing's top is the dome's rounded cap, over a tenth of the drawing's width there.
    const lines = await photoLines(readFileSync(new URL('./testing/taj-mahal.jpg', import.meta.url)), { ageGroup, background: 'simplify' });
    const bounds = inkBounds(lines)!;
    let [left, right] = [lines.width, -1];
    for (let y = bounds.top; y < bounds.top + 0.05 * bounds.height; y++) {
      for (let x = bounds.left; x < bounds.left + bounds.width; x++) if (lines.data[y * lines.width + x]) [left, right] = [Math.min(left, x), Math.max(right, x)];
    }
    expect(right - left + 1).toBeLessThan(0.03 * bounds.width);
  });
});
