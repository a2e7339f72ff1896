import { z } from 'zod';
import { AgeGroupSchema, IdSchema, TitleSchema } from './fields';
import { SceneSchema } from './scene';

export const CreateBookRequestSchema = z.object({ title: TitleSchema, ageGroup: AgeGroupSchema.default('6-8') });
export type CreateBookRequest = z.input<typeof CreateBookRequestSchema>;

export const UpdateBookRequestSchema = z.object({ title: TitleSchema });
export type UpdateBookRequest = z.infer<typeof UpdateBookRequestSchema>;

export const AddBookSceneRequestSchema = z.object({ sceneId: IdSchema });
export type AddBookSceneRequest = z.infer<typeof AddBookSceneRequestSchema>;

export const ReorderBookScenesRequestSchema = z.object({ sceneIds: z.array(IdSchema).max(1000) });
export type ReorderBookScenesRequest = z.infer<typeof ReorderBookScenesRequestSchema>;

export const BookSchema = z.object({
  id: z.string(),
  title: z.string(),
  ageGroup: AgeGroupSchema,
  sceneCount: z.number().int(),
  characterCount: z.number().int(),
  createdAt: z.string(),
});
export type Book = z.infer<typeof BookSchema>;
export const BookListSchema = z.array(BookSchema);

/** A book's pages in page order. */
export const BookSceneListSchema = z.array(SceneSchema);

export const TRIM_SIZES = ['letter', 'square', '8x10', 'a4'] as const;
/** Trim, bleed and sides left out: the book's stored print settings apply (src/shared/book-publishing.ts). */
export const BookExportQuerySchema = z.object({
  format: z.enum(['zip', 'pdf']).default('zip'),
  trim: z.enum(TRIM_SIZES).optional(),
  bleed: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  sides: z.enum(['single', 'double']).optional(),
});
export type BookExportQuery = z.input<typeof BookExportQuerySchema>;
