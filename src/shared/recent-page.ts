import { z } from 'zod';
import { AgeGroupSchema } from './fields';

/** How long a generated, unsaved scene stays in Recent pages (and can still be saved). */
export const RECENT_PAGE_HOURS = 24;
/** How long a landing-page preview can still become a character after sign-up (spec section 4). */
export const PREVIEW_PAGE_HOURS = 1;

/** A scene page drawn for the user and not saved yet: a reload or a failed save loses nothing. */
export const RecentPageSchema = z.object({
  id: z.string(),
  imageUrl: z.string(),
  /** The title typed when it was drawn, if any. */
  title: z.string().nullable(),
  sceneDescription: z.string(),
  characterIds: z.array(z.string()),
  ageGroup: AgeGroupSchema,
  notDrawn: z.array(z.string()),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type RecentPage = z.infer<typeof RecentPageSchema>;
export const RecentPageListSchema = z.array(RecentPageSchema);
