import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { toPngDataUri } from '../../engine/image-intake';
import type { CharacterSpec, Page, SceneCharacter } from '../../engine/types';
import { AGE_GROUPS, DEFAULT_AGE_GROUP, type AgeGroup } from '../../shared/constants';
import type {
  CreateSceneRequestSchema,
  GeneratedSceneResponse,
  GenerateSceneRequestSchema,
  RefineSceneRequestSchema,
  Scene,
} from '../../shared/scene';
import { findCharacters, type CharacterRow } from '../characters/characters.repository';
import { notFound } from '../http-error';
import { findBlobKeys } from '../images/images.repository';
import { blobKeysOf, deleteBlobs, imageUrl, readImageToRefine, storeUploadedImage } from '../images/images.service';
import { withSceneImageQuota } from '../quota/quota.service';
import { deleteScene, insertScene, listScenes, type SceneRecord } from './scenes.repository';

function toAgeGroup(value: string): AgeGroup {
  return (AGE_GROUPS as readonly string[]).includes(value) ? (value as AgeGroup) : DEFAULT_AGE_GROUP;
}

export function toScene(record: SceneRecord): Scene {
  return {
    id: record.id,
    title: record.title,
    sceneDescription: record.scene_description,
    ageGroup: toAgeGroup(record.age_group),
    characterIds: record.characters.map((character) => character.id),
    characterNames: record.characters.map((character) => character.name),
    imageUrl: imageUrl(record.image_id),
    thumbnailUrl: imageUrl(record.thumbnail_id),
    createdAt: record.created_at,
  };
}

/** The user's characters in the order asked for; any id that is not theirs answers 404 like a missing one. */
async function ownedCharacters(app: FastifyInstance, userId: string, characterIds: string[]): Promise<CharacterRow[]> {
  const uniqueIds = [...new Set(characterIds)];
  const rows = await findCharacters(app.db, userId, uniqueIds);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return uniqueIds.map((id) => {
    const row = byId.get(id);
    if (!row) throw notFound('Character not found');
    return row;
  });
}

async function toSceneCharacters(app: FastifyInstance, userId: string, rows: CharacterRow[]): Promise<SceneCharacter[]> {
  const blobKeys = await findBlobKeys(
    app.db,
    userId,
    rows.map((row) => row.image_id),
  );
  return Promise.all(
    rows.map(async (row) => ({
      name: row.name,
      description: row.description,
      spec: JSON.parse(row.spec) as CharacterSpec,
      sheetPng: await app.blobs.get(blobKeys.get(row.image_id) ?? ''),
    })),
  );
}

/** The generation answer: the page, and what the words named that it does not show when the engine says. */
function toGeneratedScene(page: Page): GeneratedSceneResponse {
  const { notDrawn } = page.metadata;
  return { dataUri: toPngDataUri(page.png), ...(Array.isArray(notDrawn) ? { notDrawn } : {}) };
}

/** Draws a scene on the month's quota; nothing is stored and a failed drawing costs nothing. */
export async function generateScene(
  app: FastifyInstance,
  userId: string,
  request: z.infer<typeof GenerateSceneRequestSchema>,
): Promise<GeneratedSceneResponse> {
  const characters = await toSceneCharacters(app, userId, await ownedCharacters(app, userId, request.characterIds));
  const page = await withSceneImageQuota(app, userId, () =>
    app.engine.scene({
      characters,
      title: request.title ?? '',
      description: request.sceneDescription,
      ageGroup: request.ageGroup,
    }),
  );
  return toGeneratedScene(page);
}

/** Refines an unsaved page on the month's quota. The image is checked before any quota is reserved. */
export async function refineScene(
  app: FastifyInstance,
  userId: string,
  request: z.infer<typeof RefineSceneRequestSchema>,
): Promise<GeneratedSceneResponse> {
  const png = await readImageToRefine(request.dataUri);
  const page = await withSceneImageQuota(app, userId, () => app.engine.refine({ png, instructions: request.prompt }));
  return toGeneratedScene(page);
}

export async function createScene(
  app: FastifyInstance,
  userId: string,
  request: z.infer<typeof CreateSceneRequestSchema>,
): Promise<string> {
  const characters = await ownedCharacters(app, userId, request.characterIds);
  const images = await storeUploadedImage(app.blobs, userId, request.dataUri);
  const id = randomUUID();
  try {
    await insertScene(
      app.db,
      {
        id,
        user_id: userId,
        title: request.title,
        scene_description: request.sceneDescription,
        age_group: request.ageGroup ?? DEFAULT_AGE_GROUP,
        image_id: images.image.id,
        thumbnail_id: images.thumbnail.id,
        created_at: new Date().toISOString(),
      },
      [images.image, images.thumbnail],
      characters.map((character) => ({ id: character.id, name: character.name })),
    );
  } catch (error) {
    await deleteBlobs(app.blobs, blobKeysOf(images));
    throw error;
  }
  return id;
}

export async function listScenesOf(app: FastifyInstance, userId: string): Promise<Scene[]> {
  return (await listScenes(app.db, userId)).map(toScene);
}

export async function removeScene(app: FastifyInstance, userId: string, id: string): Promise<void> {
  const blobKeys = await deleteScene(app.db, userId, id);
  if (!blobKeys) throw notFound('Scene not found');
  await deleteBlobs(app.blobs, blobKeys);
}
