import sharp, { type Metadata } from 'sharp';
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, PAGE_DPI } from '../shared/constants';
import { readImageSize, sizeProblem } from './image-header';
import { encodePagePng, readPageMetadata, type RawImage } from './page-png';

export type ImageFormat = 'png' | 'jpeg' | 'webp';

/**
 * Why an uploaded image was refused: not a usable PNG/JPEG/WebP, more bytes than allowed, or a size no page
 * has (`bad_size`, whose message is written for the person who sent it).
 */
export class InvalidImageError extends Error {
  constructor(
    readonly reason: 'invalid' | 'too_large' | 'bad_size',
    detail: string,
  ) {
    super(detail);
    this.name = 'InvalidImageError';
  }
}

export interface EncodedImage {
  bytes: Buffer;
  contentType: 'image/png' | 'image/webp';
  width: number;
  height: number;
}

/** What is stored for an upload: the page re-encoded as grayscale 300 DPI PNG, and a small WebP for lists. */
export interface IntakenImage {
  image: EncodedImage;
  thumbnail: EncodedImage;
}

export const THUMBNAIL_WIDTH = 600;

const BASE64_BODY = /^[A-Za-z0-9+/]*={0,2}$/;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Only these decoders ever see uploaded bytes; limitInputPixels is sharp's own guard against bombs. */
const DECODE_OPTIONS = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated' } as const;

/**
 * Decodes a base64 data URI and checks it is a PNG, JPEG or WebP by its magic bytes (the declared type
 * is ignored). The size is checked on the base64 length before anything is allocated.
 */
export function decodeImageDataUri(dataUri: string): { bytes: Buffer; format: ImageFormat } {
  const comma = dataUri.indexOf(',');
  if (!dataUri.startsWith('data:') || comma < 0) throw new InvalidImageError('invalid', 'not a data URI');
  if (!dataUri.slice(0, comma).endsWith(';base64')) throw new InvalidImageError('invalid', 'data URI is not base64');
  const body = dataUri.slice(comma + 1);
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0;
  if (Math.floor((body.length * 3) / 4) - padding > MAX_IMAGE_BYTES) {
    throw new InvalidImageError('too_large', `more than ${MAX_IMAGE_BYTES} bytes`);
  }
  if (body.length % 4 !== 0 || !BASE64_BODY.test(body)) throw new InvalidImageError('invalid', 'malformed base64');
  const bytes = Buffer.from(body, 'base64');
  const format = sniffFormat(bytes);
  if (!format) throw new InvalidImageError('invalid', 'not a PNG, JPEG or WebP');
  return { bytes, format };
}

function sniffFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return 'webp';
  }
  return null;
}

/** Reads only the header: the size is refused before a single pixel is decoded. */
async function checkHeader(bytes: Buffer, format: ImageFormat): Promise<void> {
  // Our own reading of the header first: a decoder never sees a size we have not checked.
  const size = readImageSize(bytes, format);
  if (!size) throw new InvalidImageError('invalid', `no readable ${format} header`);
  const problem = sizeProblem(size);
  if (problem) throw new InvalidImageError('bad_size', problem);
  let header: Metadata;
  try {
    header = await sharp(bytes, DECODE_OPTIONS).metadata();
  } catch (error) {
    throw new InvalidImageError('invalid', `unreadable header: ${String(error)}`);
  }
  if (header.format !== format || !header.width || !header.height) {
    throw new InvalidImageError('invalid', `header says ${header.format ?? 'nothing'}`);
  }
  if (header.width * header.height > MAX_IMAGE_PIXELS) {
    throw new InvalidImageError('invalid', `${header.width} x ${header.height} is more than ${MAX_IMAGE_PIXELS} pixels`);
  }
}

async function decodeToGray(bytes: Buffer): Promise<RawImage> {
  try {
    const { data, info } = await sharp(bytes, DECODE_OPTIONS)
      .rotate()
      .flatten({ background: '#ffffff' })
      .toColourspace('b-w')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, channels: 1 };
  } catch (error) {
    throw new InvalidImageError('invalid', `cannot decode: ${String(error)}`);
  }
}

async function encodeGrayPng(raw: RawImage): Promise<Buffer> {
  return sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } })
    .toColourspace('b-w')
    .png({ compressionLevel: 6 })
    .withDensity(PAGE_DPI)
    .toBuffer();
}

/**
 * An uploaded image made safe to store: checked (type, bytes, pixels, decodes completely), re-encoded as
 * 8-bit grayscale PNG at 300 DPI, plus a THUMBNAIL_WIDTH px WebP. A page this product drew keeps its
 * metadata text chunk, so a saved page can still be refined.
 */
export async function intakeImage(dataUri: string): Promise<IntakenImage> {
  const { bytes, format } = decodeImageDataUri(dataUri);
  await checkHeader(bytes, format);
  const raw = await decodeToGray(bytes);
  const pageMetadata = format === 'png' ? readPageMetadata(bytes) : null;
  const png = pageMetadata ? await encodePagePng(raw, pageMetadata) : await encodeGrayPng(raw);
  const thumbnail = await sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } })
    .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  return {
    image: { bytes: png, contentType: 'image/png', width: raw.width, height: raw.height },
    thumbnail: {
      bytes: thumbnail.data,
      contentType: 'image/webp',
      width: thumbnail.info.width,
      height: thumbnail.info.height,
    },
  };
}

/**
 * The PNG to hand to `engine.refine`: a PNG upload is passed on byte for byte, because the engine reads
 * the page's metadata from its text chunk; JPEG and WebP become a grayscale PNG. Checked like `intakeImage`.
 */
export async function readRefinablePng(dataUri: string): Promise<Buffer> {
  const { bytes, format } = decodeImageDataUri(dataUri);
  await checkHeader(bytes, format);
  const raw = await decodeToGray(bytes);
  return format === 'png' ? bytes : encodeGrayPng(raw);
}

export function toPngDataUri(png: Buffer): string {
  return `data:image/png;base64,${png.toString('base64')}`;
}
