import { z } from 'zod';
import { AGE_GROUPS, MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH, MAX_TITLE_LENGTH, POSE_COUNTS } from './constants';

// Field rules shared by several resources. Titles and names are trimmed (spec section 5).
export const IdSchema = z.string().min(1).max(64);
export const NameSchema = z.string().trim().min(1).max(MAX_NAME_LENGTH);
export const TitleSchema = z.string().trim().min(1).max(MAX_TITLE_LENGTH);
export const DescriptionSchema = z.string().trim().min(1).max(MAX_DESCRIPTION_LENGTH);
export const PoseCountSchema = z.number().int().refine((n) => (POSE_COUNTS as readonly number[]).includes(n), {
  message: 'Number of poses must be 3, 4, 5 or 6',
});
export const AgeGroupSchema = z.enum(AGE_GROUPS);
/** A base64 data URI of an image; the server checks the bytes themselves. */
export const DataUriSchema = z.string().startsWith('data:image/');
export const GeneratedImageResponseSchema = z.object({ dataUri: z.string() });
export type GeneratedImageResponse = z.infer<typeof GeneratedImageResponseSchema>;
