import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { PAGE_DPI } from '../shared/constants';
import { PAGE_KINDS } from '../shared/page-kind';
import type { PageMetadata } from './types';

/** tEXt keyword under which a page carries its metadata, so `refine` needs nothing but the PNG. */
export const PAGE_METADATA_KEYWORD = 'colorbook-page';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Chunks that carry the image itself; every other chunk of sharp's output is dropped and replaced by ours. */
const CRITICAL_CHUNKS = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND']);
const INCHES_PER_METRE = 39.3701;
/** Far above any plan this product writes (its lists and texts are bounded); a bigger chunk is not read at all. */
export const MAX_PAGE_METADATA_BYTES = 256 * 1024;

/** Uncompressed pixels, e.g. resvg's RGBA render or a grayscale buffer. */
export interface RawImage {
  data: Uint8Array;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

interface PngChunk {
  type: string;
  data: Buffer;
}

/**
 * Encodes a page as print PNG: every pixel forced to pure black (0) or white (255), 8-bit grayscale,
 * `dpi` written in pHYs and `metadata` as JSON in a tEXt chunk. Accepts raw pixels or any image
 * sharp can read (transparent areas become white). The size is kept as given.
 */
export async function encodePagePng(
  image: RawImage | Buffer,
  metadata: PageMetadata,
  options: { dpi?: number } = {},
): Promise<Buffer> {
  const raw = Buffer.isBuffer(image) ? await decodeToGray(image) : image;
  const bw = thresholdToBlackWhite(raw);
  const encoded = await sharp(bw, { raw: { width: raw.width, height: raw.height, channels: 1 } })
    .toColourspace('b-w')
    .png({ compressionLevel: 6, adaptiveFiltering: false })
    .toBuffer();
  const chunks = parseChunks(encoded).filter((chunk) => CRITICAL_CHUNKS.has(chunk.type));
  const [header, ...rest] = chunks;
  if (!header || header.type !== 'IHDR') throw new Error('sharp produced a PNG without IHDR');
  const output = [header, physChunk(options.dpi ?? PAGE_DPI), textChunk(PAGE_METADATA_KEYWORD, toAsciiJson(metadata)), ...rest];
  return Buffer.concat([PNG_SIGNATURE, ...output.map(serializeChunk)]);
}

/** The metadata a page PNG carries, or null when it is not a page this product wrote. */
export function readPageMetadata(png: Buffer): PageMetadata | null {
  let chunks: PngChunk[];
  try {
    chunks = parseChunks(png);
  } catch {
    return null;
  }
  for (const chunk of chunks) {
    if (chunk.type !== 'tEXt') continue;
    const separator = chunk.data.indexOf(0);
    if (separator < 0 || chunk.data.subarray(0, separator).toString('latin1') !== PAGE_METADATA_KEYWORD) continue;
    if (chunk.data.length > MAX_PAGE_METADATA_BYTES) return null;
    try {
      const parsed: unknown = JSON.parse(chunk.data.subarray(separator + 1).toString('latin1'));
      return isPageMetadata(parsed) ? parsed : null;
    } catch {
      return null;
    }
  }
  return null;
}

/** Dots per inch from the pHYs chunk, or null when the PNG has none in metres. */
export function readPngDpi(png: Buffer): { x: number; y: number } | null {
  const phys = parseChunks(png).find((chunk) => chunk.type === 'pHYs');
  if (!phys || phys.data.length !== 9 || phys.data[8] !== 1) return null;
  return {
    x: Math.round(phys.data.readUInt32BE(0) / INCHES_PER_METRE),
    y: Math.round(phys.data.readUInt32BE(4) / INCHES_PER_METRE),
  };
}

async function decodeToGray(image: Buffer): Promise<RawImage> {
  const { data, info } = await sharp(image)
    .flatten({ background: '#ffffff' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 1 };
}

/** One gray byte per pixel, 0 or 255. Alpha (2nd/4th channel) is composited over white first. */
function thresholdToBlackWhite(raw: RawImage): Buffer {
  const { data, width, height, channels } = raw;
  const pixels = width * height;
  if (data.length < pixels * channels) throw new Error('raw image buffer is smaller than its size says');
  const out = Buffer.allocUnsafe(pixels);
  if (channels === 1) {
    for (let i = 0; i < pixels; i++) out[i] = data[i]! < 128 ? 0 : 255;
    return out;
  }
  const hasAlpha = channels === 2 || channels === 4;
  for (let i = 0, p = 0; i < pixels; i++, p += channels) {
    let gray = channels >= 3 ? (data[p]! + data[p + 1]! + data[p + 2]!) / 3 : data[p]!;
    if (hasAlpha) {
      const alpha = data[p + channels - 1]! / 255;
      gray = gray * alpha + 255 * (1 - alpha);
    }
    out[i] = gray < 128 ? 0 : 255;
  }
  return out;
}

function parseChunks(png: Buffer): PngChunk[] {
  if (png.length < 8 || !png.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error('not a PNG');
  const chunks: PngChunk[] = [];
  let offset = 8;
  while (offset + 12 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > png.length) throw new Error('truncated PNG chunk');
    chunks.push({ type, data: png.subarray(offset + 8, offset + 8 + length) });
    offset = end;
    if (type === 'IEND') break;
  }
  return chunks;
}

function serializeChunk(chunk: PngChunk): Buffer {
  const out = Buffer.alloc(12 + chunk.data.length);
  out.writeUInt32BE(chunk.data.length, 0);
  out.write(chunk.type, 4, 'latin1');
  chunk.data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + chunk.data.length)), 8 + chunk.data.length);
  return out;
}

function physChunk(dpi: number): PngChunk {
  const perMetre = Math.round(dpi * INCHES_PER_METRE);
  const data = Buffer.alloc(9);
  data.writeUInt32BE(perMetre, 0);
  data.writeUInt32BE(perMetre, 4);
  data[8] = 1;
  return { type: 'pHYs', data };
}

function textChunk(keyword: string, text: string): PngChunk {
  return { type: 'tEXt', data: Buffer.concat([Buffer.from(keyword, 'latin1'), Buffer.from([0]), Buffer.from(text, 'latin1')]) };
}

/** tEXt is Latin-1 only: escaping everything beyond ASCII keeps any description intact through JSON. */
function toAsciiJson(value: unknown): string {
  return JSON.stringify(value).replace(/[\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function isPageMetadata(value: unknown): value is PageMetadata {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    (record.kind === 'sheet' || record.kind === 'photo' || (PAGE_KINDS as readonly unknown[]).includes(record.kind)) &&
    typeof record.description === 'string' &&
    typeof record.engine === 'string' &&
    Array.isArray(record.matched) &&
    record.matched.every((item) => typeof item === 'string')
  );
}
