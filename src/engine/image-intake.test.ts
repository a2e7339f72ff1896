import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../shared/constants';
import { InvalidImageError, THUMBNAIL_WIDTH, intakeImage, readRefinablePng, toPngDataUri } from './image-intake';
import { encodePagePng, readPageMetadata, readPngDpi } from './page-png';
import type { PageMetadata } from './types';

const metadata: PageMetadata = { kind: 'scene', description: 'a dragon', matched: ['dragon'], engine: 'builtin' };

function dataUri(bytes: Buffer, type = 'image/png'): string {
  return `data:${type};base64,${bytes.toString('base64')}`;
}

async function colourImage(format: 'png' | 'jpeg' | 'webp', width = 1200, height = 900): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .toFormat(format)
    .toBuffer();
}

/** A PNG signature and IHDR claiming the given size, followed by a tiny IDAT: a decompression bomb's header. */
function pngWithClaimedSize(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, 'latin1');
    data.copy(out, 8);
    out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function expectRefused(uri: string, reason: InvalidImageError['reason']): Promise<void> {
  const error = await intakeImage(uri).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(InvalidImageError);
  expect((error as InvalidImageError).reason).toBe(reason);
}

describe('intakeImage', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('re-encodes a %s upload as grayscale 300 DPI PNG', async (format) => {
    const result = await intakeImage(dataUri(await colourImage(format), `image/${format}`));
    const header = await sharp(result.image.bytes).metadata();
    expect(header.format).toBe('png');
    expect(header.channels).toBe(1);
    expect([header.width, header.height]).toEqual([1200, 900]);
    expect(readPngDpi(result.image.bytes)).toEqual({ x: 300, y: 300 });
    expect(result.image).toMatchObject({ contentType: 'image/png', width: 1200, height: 900 });
  });

  it('makes a WebP thumbnail 600 px wide with the same proportions', async () => {
    const result = await intakeImage(dataUri(await colourImage('png', 1200, 900)));
    const header = await sharp(result.thumbnail.bytes).metadata();
    expect(header.format).toBe('webp');
    expect([header.width, header.height]).toEqual([THUMBNAIL_WIDTH, 450]);
    expect(result.thumbnail).toMatchObject({ contentType: 'image/webp', width: THUMBNAIL_WIDTH, height: 450 });
  });

  it('keeps the page metadata of a page the engine drew', async () => {
    const page = await encodePagePng(await colourImage('png', 300, 400), metadata);
    const result = await intakeImage(toPngDataUri(page));
    expect(readPageMetadata(result.image.bytes)).toEqual(metadata);
  });

  it('goes by the magic bytes, not the declared type', async () => {
    const result = await intakeImage(dataUri(await colourImage('jpeg'), 'image/png'));
    expect((await sharp(result.image.bytes).metadata()).format).toBe('png');
  });

  it('refuses a GIF', async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: 'white' } }).gif().toBuffer();
    await expectRefused(dataUri(gif, 'image/png'), 'invalid');
  });

  it('refuses bytes that are not an image at all', async () => {
    await expectRefused(dataUri(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'), 'invalid');
  });

  it('refuses a truncated PNG', async () => {
    const png = await sharp({ create: { width: 800, height: 800, channels: 3, background: 'white' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    await expectRefused(dataUri(png.subarray(0, Math.floor(png.length / 2))), 'invalid');
  });

  it('refuses a header claiming more than 40 megapixels before decoding it', async () => {
    await expectRefused(dataUri(pngWithClaimedSize(100_000, 100_000)), 'bad_size');
  });

  it('refuses a 1 x 40,000,000 header (within the pixel count) by its shape, before decoding it', async () => {
    await expectRefused(dataUri(pngWithClaimedSize(1, 40_000_000)), 'bad_size');
    await expectRefused(dataUri(pngWithClaimedSize(6000, 1000)), 'bad_size');
  });

  it('refuses a real decompression bomb: 42 megapixels in a few kilobytes', async () => {
    const bomb = await sharp({ create: { width: 7000, height: 6000, channels: 3, background: 'white' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expectRefused(dataUri(bomb), 'bad_size');
  });

  it('refuses more than 10 MB without decoding', async () => {
    const body = 'A'.repeat(Math.ceil((MAX_IMAGE_BYTES + 3) / 3) * 4);
    await expectRefused(`data:image/png;base64,${body}`, 'too_large');
  });

  it('refuses malformed data URIs', async () => {
    await expectRefused('data:image/png,rawbytes', 'invalid');
    await expectRefused('data:image/png;base64,@@@@', 'invalid');
    await expectRefused('image/png;base64,AAAA', 'invalid');
  });
});

describe('readRefinablePng', () => {
  it('passes a PNG on byte for byte so its metadata chunk survives', async () => {
    const page = await encodePagePng(await colourImage('png', 300, 400), metadata);
    expect((await readRefinablePng(toPngDataUri(page))).equals(page)).toBe(true);
  });

  it('turns a JPEG into a PNG', async () => {
    const png = await readRefinablePng(dataUri(await colourImage('jpeg'), 'image/jpeg'));
    expect((await sharp(png).metadata()).format).toBe('png');
  });

  it('refuses a truncated PNG', async () => {
    const png = await sharp({ create: { width: 800, height: 800, channels: 3, background: 'white' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    await expect(readRefinablePng(dataUri(png.subarray(0, 5000)))).rejects.toBeInstanceOf(InvalidImageError);
  });
});
