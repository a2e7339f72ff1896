import { MAX_IMAGE_ASPECT_RATIO, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from '../shared/constants';

export type HeaderFormat = 'png' | 'jpeg' | 'webp';

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * The pixel size an image's own header claims, read from the bytes without a decoder, or null when the
 * header is missing or malformed. A decoder is never handed an image whose size has not been checked.
 */
export function readImageSize(bytes: Buffer, format: HeaderFormat): ImageSize | null {
  switch (format) {
    case 'png':
      return readPngSize(bytes);
    case 'jpeg':
      return readJpegSize(bytes);
    case 'webp':
      return readWebpSize(bytes);
  }
}

/** Why a size cannot be accepted, in words for the person who sent it, or null when it is fine. */
export function sizeProblem({ width, height }: ImageSize): string | null {
  if (width < 1 || height < 1) return 'The image has no pixels.';
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) {
    return `The image is ${width} × ${height} pixels; at most ${MAX_IMAGE_SIDE} pixels on a side can be used.`;
  }
  if (width * height > MAX_IMAGE_PIXELS) {
    return `The image is ${width} × ${height} pixels; at most ${MAX_IMAGE_PIXELS / 1_000_000} million pixels can be used.`;
  }
  if (Math.max(width, height) / Math.min(width, height) > MAX_IMAGE_ASPECT_RATIO) {
    return `The image is ${width} × ${height} pixels, too long and thin for a page: at most ${MAX_IMAGE_ASPECT_RATIO} times as long as it is wide.`;
  }
  return null;
}

// PNG: the signature, then IHDR as the first chunk (length 13) with width and height.
function readPngSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 24 || bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Start-of-frame markers carry the size; C4 (Huffman tables), C8 (reserved) and CC (arithmetic coding) do not. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

// JPEG: walk the segments after SOI until a start-of-frame segment.
function readJpegSize(bytes: Buffer): ImageSize | null {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    // Fill bytes and markers without a length.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2;
      continue;
    }
    // Image data or the end came before any frame header.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (offset + 9 > bytes.length) return null;
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

// WebP: RIFF container; the first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended, canvas size).
function readWebpSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 30) return null;
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') {
    // Frame tag (3 bytes), start code 9d 01 2a, then 14-bit width and height.
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return null;
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  }
  return null;
}
