import sharp from 'sharp';

/** Long side of a photo sent to an image model: what the models read at full detail, a few hundred KB. */
const MODEL_PHOTO_LONG_SIDE = 1536;

/** The photo turned upright by its EXIF, flattened on white and re-encoded as a PNG an image API accepts. */
export async function uprightPhotoPng(image: Buffer): Promise<Buffer> {
  return sharp(image, { failOn: 'none', limitInputPixels: false })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize({ width: MODEL_PHOTO_LONG_SIDE, height: MODEL_PHOTO_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .png()
    .toBuffer();
}
