import { z } from 'zod';
import { MAX_INSTRUCTIONS_LENGTH } from './constants';
import { AgeGroupSchema, DataUriSchema, DescriptionSchema, GeneratedImageResponseSchema, IdSchema, TitleSchema } from './fields';

const CharacterIdsSchema = z.array(IdSchema).min(1, 'Select at least one character').max(6);

export const GenerateSceneRequestSchema = z.object({
  characterIds: CharacterIdsSchema,
  sceneDescription: DescriptionSchema,
  ageGroup: AgeGroupSchema.default('6-8'),
  /** Optional: the title typed so far, drawn nowhere but kept in the page's metadata. */
  title: TitleSchema.optional(),
});
export type GenerateSceneRequest = z.input<typeof GenerateSceneRequestSchema>;

/**
 * A drawn scene. `notDrawn` lists the description's main nouns the page leaves out ("submarine"),
 * so the screen can say so; engines that cannot tell (AI providers) omit it.
 */
export const GeneratedSceneResponseSchema = GeneratedImageResponseSchema.extend({
  notDrawn: z.array(z.string()).optional(),
  /** The page's entry in Recent pages, until it is saved or discarded. */
  recentPageId: z.string().optional(),
});
export type GeneratedSceneResponse = z.infer<typeof GeneratedSceneResponseSchema>;

export const RefineSceneRequestSchema = z.object({
  dataUri: DataUriSchema,
  prompt: z.string().trim().min(1, "Please enter what you'd like to change").max(MAX_INSTRUCTIONS_LENGTH),
});
export type RefineSceneRequest = z.input<typeof RefineSceneRequestSchema>;

export const CreateSceneRequestSchema = z.object({
  title: TitleSchema,
  sceneDescription: DescriptionSchema,
  characterIds: CharacterIdsSchema,
  dataUri: DataUriSchema,
  ageGroup: AgeGroupSchema.optional(),
});
export type CreateSceneRequest = z.input<typeof CreateSceneRequestSchema>;

export const CreatedResponseSchema = z.object({ id: z.string() });

export const SceneSchema = z.object({
  id: z.string(),
  title: z.string(),
  sceneDescription: z.string(),
  ageGroup: AgeGroupSchema,
  characterIds: z.array(z.string()),
  characterNames: z.array(z.string()),
  imageUrl: z.string(),
  thumbnailUrl: z.string(),
  createdAt: z.string(),
});
export type Scene = z.infer<typeof SceneSchema>;
export const SceneListSchema = z.array(SceneSchema);
