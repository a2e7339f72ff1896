import { z } from 'zod';
import { MAX_INSTRUCTIONS_LENGTH } from './constants';
import { MAX_NAME_PAGE_TEXT_LENGTH, NAME_PAGE_TEXT_REQUIRED, NAME_PAGE_TEXT_TOO_LONG, PAGE_KINDS, resolvePageKind } from './page-kind';
import { AgeGroupSchema, DataUriSchema, DescriptionSchema, GeneratedImageResponseSchema, IdSchema, TitleSchema } from './fields';

export const SELECT_CHARACTER_MESSAGE = 'Select at least one character';

/**
 * Optional `kind` (issue 13): left out, the words decide ("a maze", "name page for Mia") and otherwise
 * it is a scene, so every caller of the spec keeps working. Only a scene needs a character; a name
 * page needs its name, from `text` or the words.
 */
export const GenerateSceneRequestSchema = z
  .object({
    characterIds: z.array(IdSchema).max(6),
    sceneDescription: DescriptionSchema,
    ageGroup: AgeGroupSchema.default('6-8'),
    /** Optional: the title typed so far, drawn nowhere but kept in the page's metadata. */
    title: TitleSchema.optional(),
    kind: z.enum(PAGE_KINDS).optional(),
    /** The name or word of a name page. */
    text: z.string().trim().max(MAX_NAME_PAGE_TEXT_LENGTH, NAME_PAGE_TEXT_TOO_LONG).optional(),
  })
  .superRefine((request, context) => {
    const resolved = resolvePageKind(request.kind, request.sceneDescription);
    if (resolved.kind === 'scene' && request.characterIds.length === 0) {
      context.addIssue({ code: 'custom', path: ['characterIds'], message: SELECT_CHARACTER_MESSAGE });
    }
    if (resolved.kind === 'name' && !(request.text || resolved.text)) context.addIssue({ code: 'custom', path: ['text'], message: NAME_PAGE_TEXT_REQUIRED });
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

/** `characterIds` may be empty for an activity page; the server reads the page's kind from the page itself. */
export const CreateSceneRequestSchema = z.object({
  title: TitleSchema,
  sceneDescription: DescriptionSchema,
  characterIds: z.array(IdSchema).max(6),
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
  /** Scene, or an activity or pattern page (issue 13): the library shows which. */
  kind: z.enum(PAGE_KINDS),
  characterIds: z.array(z.string()),
  characterNames: z.array(z.string()),
  imageUrl: z.string(),
  thumbnailUrl: z.string(),
  createdAt: z.string(),
});
export type Scene = z.infer<typeof SceneSchema>;
export const SceneListSchema = z.array(SceneSchema);
