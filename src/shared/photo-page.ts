import { z } from 'zod';
import { AgeGroupSchema, optionalTextSchema } from './fields';
import { MAX_TITLE_LENGTH } from './constants';

/** `POST /api/scenes/photo` takes photos up to this size (bytes); more is a 413. */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;
export const MIN_PHOTO_SHORT_SIDE = 256;
export const MAX_PHOTO_PIXELS = 50_000_000;
/** What the file picker offers; HEIC is refused with a way out (PHOTO_MESSAGES.heic). */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

export const PHOTO_MESSAGES = {
  missing: 'Please choose a photo to turn into a page.',
  tooLarge: 'This photo is larger than 20 MB. Please choose a smaller one, or export it at a lower quality.',
  notImage: "This file isn't a photo we can read. Please use a JPEG, PNG, WebP or AVIF image.",
  heic: 'HEIC photos (the iPhone format) cannot be read here yet. Please export the photo as JPEG (on an iPhone: share it and choose "Save as JPEG", or set Camera → Formats → Most Compatible) and upload that.',
  tooSmall: (width: number, height: number) => `This photo is only ${width} × ${height} pixels. Please use one at least ${MIN_PHOTO_SHORT_SIDE} pixels on its short side.`,
  tooManyPixels: (megapixels: number) => `This photo has ${megapixels} megapixels. Please use one of at most ${MAX_PHOTO_PIXELS / 1_000_000} megapixels.`,
} as const;

/** The form fields beside the file (multipart/form-data sends them as text). */
export const PhotoPageFieldsSchema = z
  .object({
    ageGroup: AgeGroupSchema.default('6-8'),
    background: z.enum(['keep', 'simplify']).default('simplify'),
    title: optionalTextSchema(MAX_TITLE_LENGTH, { allowsLineBreaks: false }).default(''),
  })
  .strict();
export type PhotoPageFields = z.input<typeof PhotoPageFieldsSchema>;
