import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodePagePng, readPageMetadata, readPngDpi } from './page-png';
import type { PageMetadata } from './types';

const metadata: PageMetadata = {
  kind: 'scene',
  description: 'A dragon in the café — 🐉',
  matched: ['dragon'],
  engine: 'builtin',
  ageGroup: '6-8',
  history: ['add a rainbow'],
};

/** A soft gray gradient with a transparent corner: nothing in it is black or white yet. */
function grayRgba(width: number, height: number): Uint8Array {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = (y * width + x) * 4;
      const value = Math.round((x / (width - 1)) * 200) + 20;
      data.set([value, value, value, x < 4 && y < 4 ? 0 : 255], p);
    }
  }
  return data;
}

describe('encodePagePng', () => {
  it('writes 300 DPI and keeps the size', async () => {
    const png = await encodePagePng({ data: grayRgba(40, 30), width: 40, height: 30, channels: 4 }, metadata);
    expect(readPngDpi(png)).toEqual({ x: 300, y: 300 });
    const info = await sharp(png).metadata();
    expect([info.width, info.height]).toEqual([40, 30]);
    expect(info.density).toBe(300);
  });

  it('leaves only pure black and white pixels in a single gray channel', async () => {
    const png = await encodePagePng({ data: grayRgba(40, 30), width: 40, height: 30, channels: 4 }, metadata);
    // IHDR: bit depth 8, colour type 0 (grayscale).
    expect([png[24], png[25]]).toEqual([8, 0]);
    const { data } = await sharp(png).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
    const values = new Set(data);
    expect([...values].sort((a, b) => a - b)).toEqual([0, 255]);
    // The transparent corner counts as white paper.
    expect(data[0]).toBe(255);
  });

  it('round-trips the metadata, including text beyond Latin-1', async () => {
    const png = await encodePagePng({ data: grayRgba(8, 8), width: 8, height: 8, channels: 4 }, metadata);
    expect(readPageMetadata(png)).toEqual(metadata);
  });

  it('accepts an encoded image and still outputs black and white only', async () => {
    const jpeg = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#777' } }).jpeg().toBuffer();
    const png = await encodePagePng(jpeg, metadata);
    const { data } = await sharp(png).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
    expect(new Set(data)).toEqual(new Set([0]));
  });

  it('gives the same bytes for the same input', async () => {
    const input = { data: grayRgba(40, 30), width: 40, height: 30, channels: 4 } as const;
    const first = await encodePagePng(input, metadata);
    const second = await encodePagePng(input, metadata);
    expect(first.equals(second)).toBe(true);
  });
});

describe('readPageMetadata', () => {
  it('returns null for a PNG without page metadata', async () => {
    const plain = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).png().toBuffer();
    expect(readPageMetadata(plain)).toBeNull();
  });

  it('returns null for bytes that are not a PNG', () => {
    expect(readPageMetadata(Buffer.from('hello'))).toBeNull();
  });
});
