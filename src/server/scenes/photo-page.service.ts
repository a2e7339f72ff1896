import type { FastifyInstance } from 'fastify';
import { checkPhoto } from '../../engine/photo/photo-intake';
import type { z } from 'zod';
import type { PhotoPageFieldsSchema } from '../../shared/photo-page';
import type { GeneratedSceneResponse } from '../../shared/scene';
import { withSceneImageQuota } from '../quota/quota.service';
import { toGeneratedScene } from './scenes.service';

/** What a photo page is recorded as drawn from: the photo itself is never stored. */
export const PHOTO_PAGE_DESCRIPTION = 'Coloring page from a photo';

/**
 * A photo made into a page on the month's scene quota. The photo is checked from its header before any
 * quota is reserved, converted in memory and dropped; only the page is recorded, like any generated page.
 */
export async function generatePhotoPage(
  app: FastifyInstance,
  userId: string,
  photo: Buffer,
  fields: z.output<typeof PhotoPageFieldsSchema>,
): Promise<GeneratedSceneResponse> {
  await checkPhoto(photo);
  const page = await withSceneImageQuota(app, userId, () =>
    app.engine.photoPage({ image: photo, title: fields.title, ageGroup: fields.ageGroup, background: fields.background }),
  );
  return toGeneratedScene(app, userId, page, {
    title: fields.title || null,
    sceneDescription: PHOTO_PAGE_DESCRIPTION,
    characterIds: [],
    ageGroup: fields.ageGroup,
  });
}
