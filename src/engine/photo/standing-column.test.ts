import { describe, expect, it } from 'vitest';
import type { Bitmap } from '../linework/bitmap-ops';
import { columnLines, standingColumn } from './standing-column';

const [WIDTH, HEIGHT] = [300, 400];

/** A rocket's mask: a column 30 px wide from row 100 (its rounded top) to 330, on a base 160 px wide below. */
function rocketMask(): Bitmap {
  const data = new Uint8Array(WIDTH * HEIGHT);
  for (let y = 100; y < HEIGHT; y++) {
    const half = y < 330 ? (y < 110 ? 8 : 15) : 80;
    for (let x = 150 - half; x < 150 + half; x++) data[y * WIDTH + x] = 1;
  }
  return { data, width: WIDTH, height: HEIGHT };
}

/**
 * The photo's luminance: a bright column 20 px wide on a dark sky, its nose reaching 20 px above the mask's top; the
 * mask took in 5 px of something darker either side (a rocket's strongback).
 */
function rocketLuminance(): Uint8Array {
  const luminance = new Uint8Array(WIDTH * HEIGHT).fill(40);
  for (let y = 80; y < HEIGHT; y++) for (let x = 140; x < 160; x++) luminance[y * WIDTH + x] = 200;
  return luminance;
}

function inkIn(bitmap: Bitmap, y: number): number[] {
  const xs: number[] = [];
  for (let x = 0; x < bitmap.width; x++) if (bitmap.data[y * bitmap.width + x]) xs.push(x);
  return xs;
}

describe('standingColumn', () => {
  it('finds a tall straight-sided subject on its base, its sides and tip from the photo, not the mask', () => {
    const column = standingColumn(rocketMask(), rocketLuminance());
    expect(column).not.toBeNull();
    expect(column!.centre).toBe(150);
    expect(column!.halfWidth).toBe(10);
    expect(column!.tip).toBeLessThan(100);
    expect(column!.foot).toBeGreaterThan(320);
    expect(column!.baseHalfWidth).toBe(80);
  });

  it('takes a round or squat subject for no column', () => {
    const disc = new Uint8Array(WIDTH * HEIGHT);
    for (let y = 0; y < HEIGHT; y++) for (let x = 0; x < WIDTH; x++) if ((x - 150) ** 2 + (y - 200) ** 2 < 120 ** 2) disc[y * WIDTH + x] = 1;
    expect(standingColumn({ data: disc, width: WIDTH, height: HEIGHT }, rocketLuminance())).toBeNull();
    const squat = rocketMask();
    squat.data.fill(0, 0, 250 * WIDTH);
    expect(standingColumn(squat, rocketLuminance())).toBeNull();
  });
});

describe('columnLines', () => {
  it('rules straight sides, a pointed nose, a band where a line crosses the column, a mount and a pad', () => {
    const column = standingColumn(rocketMask(), rocketLuminance())!;
    const edges = { data: new Uint8Array(WIDTH * HEIGHT), width: WIDTH, height: HEIGHT };
    // A wavy traced line across the column at about row 220: one straight band.
    for (let x = 130; x < 170; x++) edges.data[(220 + (x % 3)) * WIDTH + x] = 1;
    const { lines, outline } = columnLines(edges, column, 5, '6-8');
    // Straight sides: every row between the nose and the foot has its ink at the same two columns (or a band).
    for (let y = column.noseBase + 1; y < column.foot; y++) {
      const xs = inkIn(lines, y);
      if (xs.length === 2) expect(xs).toEqual([140, 160]);
    }
    const band = [...Array(HEIGHT).keys()].filter((y) => inkIn(lines, y).length > 20 && y < column.foot);
    expect(band).toHaveLength(1);
    expect(Math.abs(band[0]! - 221)).toBeLessThanOrEqual(1);
    // Pointed: the tip row is inked at the middle alone, and the nose widens below it.
    expect(inkIn(lines, column.tip)).toEqual([150]);
    expect(inkIn(lines, column.tip + 10)[0]).toBeGreaterThan(141);
    // The mount flares out from the column's foot and the pad spans the base at the bottom.
    const padTopRow = [...Array(HEIGHT).keys()].reverse().find((y) => y < HEIGHT - 1 && inkIn(lines, y).length > 100)!;
    expect(inkIn(lines, padTopRow)[0]).toBeLessThanOrEqual(70);
    const mountMiddle = inkIn(lines, Math.round((column.foot + padTopRow) / 2));
    expect(mountMiddle[0]).toBeLessThan(120);
    // The band is inside the subject, not its outline; the sides are outline.
    expect(inkIn(outline, band[0]!).length).toBeLessThanOrEqual(2);
    expect(inkIn(outline, column.noseBase + 20)).toEqual([140, 160]);
  });
});
