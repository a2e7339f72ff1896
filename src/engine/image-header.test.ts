import sharp, { type WebpOptions } from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_ASPECT_RATIO, MAX_IMAGE_SIDE } from '../shared/constants';
import { readImageSize, sizeProblem } from './image-header';

async function encoded(format: 'png' | 'jpeg' | 'webp', width: number, height: number, options: WebpOptions = {}): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 10, g: 200, b: 30 } } });
  return format === 'webp' ? image.webp(options).toBuffer() : image.toFormat(format).toBuffer();
}

describe('readImageSize', () => {
  it.each([
    ['png', 317, 45],
    ['jpeg', 640, 481],
    ['webp', 333, 222],
  ] as const)('reads a %s header as sharp does', async (format, width, height) => {
    expect(readImageSize(await encoded(format, width, height), format)).toEqual({ width, height });
  });

  it('reads lossless and extended WebP headers', async () => {
    expect(readImageSize(await encoded('webp', 123, 77, { lossless: true }), 'webp')).toEqual({ width: 123, height: 77 });
    const withAlpha = await sharp({ create: { width: 90, height: 60, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } })
      .webp({ quality: 50 })
      .toBuffer();
    expect(readImageSize(withAlpha, 'webp')).toEqual({ width: 90, height: 60 });
  });

  it('finds a JPEG frame header after EXIF and other segments', async () => {
    const jpeg = await sharp({ create: { width: 200, height: 100, channels: 3, background: 'white' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'x'.repeat(2000) } } })
      .jpeg()
      .toBuffer();
    expect(readImageSize(jpeg, 'jpeg')).toEqual({ width: 200, height: 100 });
  });

  it('answers null for truncated or malformed headers instead of throwing', () => {
    expect(readImageSize(Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'png')).toBeNull();
    expect(readImageSize(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]), 'jpeg')).toBeNull();
    expect(readImageSize(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x08, 1, 2, 3, 4, 5, 6]), 'jpeg')).toBeNull();
    expect(readImageSize(Buffer.from('RIFF\0\0\0\0WEBPVP8 '), 'webp')).toBeNull();
  });
});

describe('sizeProblem', () => {
  it('accepts print pages and ordinary photos', () => {
    expect(sizeProblem({ width: 2550, height: 3300 })).toBeNull();
    expect(sizeProblem({ width: 4032, height: 3024 })).toBeNull();
    expect(sizeProblem({ width: 1, height: 1 })).toBeNull();
  });

  it('names what is wrong: too long a side, too many pixels, too thin', () => {
    expect(sizeProblem({ width: 1, height: 40_000_000 })).toMatch(new RegExp(`at most ${MAX_IMAGE_SIDE} pixels on a side`));
    expect(sizeProblem({ width: 8000, height: 8000 })).toMatch(/at most 40 million pixels/);
    expect(sizeProblem({ width: 600, height: 600 * MAX_IMAGE_ASPECT_RATIO + 1 })).toMatch(/too long and thin/);
    expect(sizeProblem({ width: 0, height: 10 })).toMatch(/no pixels/);
  });
});
