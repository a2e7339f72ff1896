import { z } from 'zod';
import { DataUriSchema, DescriptionSchema, NameSchema, PoseCountSchema } from './fields';

export const CharacterPreviewRequestSchema = z.object({
  characterDescription: DescriptionSchema,
  numberOfPoses: z.literal(3).default(3),
});
export type CharacterPreviewRequest = z.input<typeof CharacterPreviewRequestSchema>;

export const GenerateCharacterRequestSchema = z.object({
  characterDescription: DescriptionSchema,
  numberOfPoses: PoseCountSchema,
  /** Optional: the name drawn on the sheet (the Create Character form sends it when filled). */
  name: NameSchema.optional(),
});
export type GenerateCharacterRequest = z.input<typeof GenerateCharacterRequestSchema>;

export const CreateCharacterRequestSchema = z.object({
  name: NameSchema,
  description: DescriptionSchema,
  numberOfPoses: PoseCountSchema,
  dataUri: DataUriSchema,
});
export type CreateCharacterRequest = z.input<typeof CreateCharacterRequestSchema>;

/** A new name or description, or both; the drawing and its pose count stay as they are. */
export const UpdateCharacterRequestSchema = z
  .object({ name: NameSchema.optional(), description: DescriptionSchema.optional() })
  .strict()
  .refine((request) => request.name !== undefined || request.description !== undefined, 'Send a new name or description');
export type UpdateCharacterRequest = z.input<typeof UpdateCharacterRequestSchema>;

export const CharacterSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  numberOfPoses: z.number().int(),
  imageUrl: z.string(),
  thumbnailUrl: z.string(),
  createdAt: z.string(),
});
export type Character = z.infer<typeof CharacterSchema>;
export const CharacterListSchema = z.array(CharacterSchema);
