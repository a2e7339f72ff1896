import sharp, { type Metadata } from 'sharp';
import { MAX_PHOTO_PIXELS, MIN_PHOTO_SHORT_SIDE, PHOTO_MESSAGES } from '../../shared/photo-page';
import { EngineError } from '../types';

const READABLE_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'gif', 'tiff']);

/**
 * Refuses what cannot become a page, from the header alone (nothing is decoded): not an image, HEIC, too
 * small, too many pixels. Sizes are as the photo is shown (EXIF rotation swaps them, which does not change
 * either check). Animated images are accepted; the page is drawn from the first frame.
 */
export async function checkPhoto(bytes: Buffer): Promise<void> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { failOn: 'none', limitInputPixels: false }).metadata();
  } catch {
    throw new EngineError('invalid_request', isHeic(bytes) ? PHOTO_MESSAGES.heic : PHOTO_MESSAGES.notImage);
  }
  // AVIF arrives as HEIF with AV1 compression; HEIC is HEIF with HEVC, which this build of libvips cannot decode.
  const isAvif = metadata.format === 'heif' && metadata.compression === 'av1';
  if ((metadata.format === 'heif' && !isAvif) || isHeic(bytes)) throw new EngineError('invalid_request', PHOTO_MESSAGES.heic);
  if (!metadata.format || (!READABLE_FORMATS.has(metadata.format) && !isAvif) || !metadata.width || !metadata.height) {
    throw new EngineError('invalid_request', PHOTO_MESSAGES.notImage);
  }
  const { width, height } = metadata;
  if (width * height > MAX_PHOTO_PIXELS) throw new EngineError('invalid_request', PHOTO_MESSAGES.tooManyPixels(Math.round((width * height) / 1_000_000)));
  if (Math.min(width, height) < MIN_PHOTO_SHORT_SIDE) throw new EngineError('invalid_request', PHOTO_MESSAGES.tooSmall(width, height));
}

/** An ISO-BMFF file whose brand is one of HEIF's ("ftypheic", "ftypmif1", …). */
function isHeic(bytes: Buffer): boolean {
  if (bytes.length < 12 || bytes.toString('latin1', 4, 8) !== 'ftyp') return false;
  return ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'].includes(bytes.toString('latin1', 8, 12));
}
