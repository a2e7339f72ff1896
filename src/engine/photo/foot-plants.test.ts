import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutFootPlants } from './foot-plants';
import { photoLines } from './photo-lines';

const [WIDTH, HEIGHT] = [120, 100];

/**
 * A pale block (rows 20-89, columns 10-109) with a dark door in its middle (rows 40-59) and, in front of its foot,
 * dark stubs 8 px wide rising 20 px (a row of cypresses) and one rising 60 px (no plant: over half the block).
 */
function block(): { rgb: Buffer; subject: { data: Uint8Array; width: number; height: number } } {
  const rgb = Buffer.alloc(WIDTH * HEIGHT * 3, 0);
  const subject = new Uint8Array(WIDTH * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const index = y * WIDTH + x;
      const isBlock = y >= 20 && y < 90 && x >= 10 && x < 110;
      const isDoor = y >= 40 && y < 60 && x >= 55 && x < 65;
      const isStub = y >= 70 && [20, 35, 80].some((left) => x >= left && x < left + 8);
      const isTall = y >= 30 && x >= 95 && x < 103;
      subject[index] = isBlock ? 1 : 0;
      const level = isBlock && !isDoor && !isStub && !isTall ? 220 : isBlock ? 10 : 90;
      rgb.fill(level, index * 3, index * 3 + 3);
    }
  }
  return { rgb, subject: { data: subject, width: WIDTH, height: HEIGHT } };
}

const level = (rgb: Buffer, x: number, y: number) => rgb[(y * WIDTH + x) * 3]!;

describe('plants in front of a subject\'s foot', { timeout: 120_000 }, () => {
  it('paints the dark stubs rising from the foot with the subject beside them, and leaves a door and a tall dark part', () => {
    const { rgb, subject } = block();
    const found = withoutFootPlants(rgb, 3, subject);
    expect(found).not.toBeNull();
    for (const x of [23, 38, 83]) expect(level(found!.rgb, x, 80)).toBeGreaterThan(180);
    expect(level(found!.rgb, 60, 50)).toBe(10);
    expect(level(found!.rgb, 98, 40)).toBe(10);
    expect(found!.plants.data[50 * WIDTH + 60]).toBe(0);
  });

  it('finds none on a subject without them', () => {
    const { rgb, subject } = block();
    for (let y = 60; y < 90; y++) for (let x = 10; x < 110; x++) if (!(x >= 95 && x < 103)) rgb.fill(220, (y * WIDTH + x) * 3, (y * WIDTH + x) * 3 + 3);
    for (let y = 30; y < 90; y++) for (let x = 95; x < 103; x++) rgb.fill(220, (y * WIDTH + x) * 3, (y * WIDTH + x) * 3 + 3);
    expect(withoutFootPlants(rgb, 3, subject)).toBeNull();
  });

  it.each([
    ['3-5', 2],
    ['6-8', 6],
  ] as const)('stands the simplified Taj Mahal at %s on a plinth, not on a row of cypress stubs', async (ageGroup, most) => {
    // Round 13: "cypress stubs and specks along the base", "the base dissolves into drips". A row across the drawing
    // just above its foot crossed each stub's two sides: 7-15 lines at 3-5 and 8-15 at 6-8 before, now the plinth's
    // ends and a few joints.
    const lines = await photoLines(readFileSync(path.join(import.meta.dirname, 'testing', 'taj-mahal.jpg')), { ageGroup, background: 'simplify' });
    const { data, width } = lines;
    let [top, bottom] = [Infinity, -1];
    for (let i = 0; i < data.length; i++) {
      if (!data[i]) continue;
      top = Math.min(top, Math.floor(i / width));
      bottom = Math.max(bottom, Math.floor(i / width));
    }
    for (const share of [0.05, 0.07, 0.09, 0.11]) {
      const y = Math.round(bottom - share * (bottom - top));
      let crossed = 0;
      for (let x = 1; x < width; x++) if (data[y * width + x] && !data[y * width + x - 1]) crossed++;
      expect(crossed).toBeLessThanOrEqual(most);
    }
  });
});
