import { z } from 'zod';
import { AGE_GROUPS, MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH, MAX_TITLE_LENGTH, POSE_COUNTS } from './constants';

/**
 * Characters no title or description needs, which break storage (NUL on PostgreSQL) or printing, or
 * disguise text: C0 controls and DEL (descriptions keep line breaks and tabs), and the bidirectional
 * overrides and isolates that can reverse how a title reads.
 */
function hasForbiddenCharacters(text: string, allowsLineBreaks: boolean): boolean {
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (allowsLineBreaks && (char === '\n' || char === '\r' || char === '\t')) continue;
    if (code < 0x20 || code === 0x7f) return true;
    if ((code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)) return true;
  }
  return false;
}
const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';

// Field rules shared by several resources. Titles and names are trimmed (spec section 5).
/** Ids are opaque random strings of letters, digits and dashes. */
export const IdSchema = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'is not a valid id');
export const NameSchema = z
  .string()
  .trim()
  .min(1)
  .max(MAX_NAME_LENGTH)
  .refine((text) => !hasForbiddenCharacters(text, false), CONTROL_CHARACTERS_MESSAGE);
export const TitleSchema = z
  .string()
  .trim()
  .min(1)
  .max(MAX_TITLE_LENGTH)
  .refine((text) => !hasForbiddenCharacters(text, false), CONTROL_CHARACTERS_MESSAGE);
export const DescriptionSchema = z
  .string()
  .trim()
  .min(1)
  .max(MAX_DESCRIPTION_LENGTH)
  .refine((text) => !hasForbiddenCharacters(text, true), CONTROL_CHARACTERS_MESSAGE);
/** Text a person may leave empty (print settings' author, subtitle, back-cover description). */
export function optionalTextSchema(max: number, { allowsLineBreaks }: { allowsLineBreaks: boolean }) {
  return z
    .string()
    .trim()
    .max(max, `must be ${max} characters or fewer`)
    .refine((text) => !hasForbiddenCharacters(text, allowsLineBreaks), CONTROL_CHARACTERS_MESSAGE);
}
export const PoseCountSchema = z.number().int().refine((n) => (POSE_COUNTS as readonly number[]).includes(n), {
  message: 'Number of poses must be 3, 4, 5 or 6',
});
export const AgeGroupSchema = z.enum(AGE_GROUPS);
/** A base64 data URI of an image; the server checks the bytes themselves. */
export const DataUriSchema = z.string().startsWith('data:image/');
export const GeneratedImageResponseSchema = z.object({ dataUri: z.string() });
export type GeneratedImageResponse = z.infer<typeof GeneratedImageResponseSchema>;
