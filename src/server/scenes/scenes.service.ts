import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { decodeImageDataUri, toPngDataUri } from '../../engine/image-intake';
import { readPageMetadata } from '../../engine/page-png';
import type { CharacterSpec, Page, SceneCharacter } from '../../engine/types';
import { AGE_GROUPS, DEFAULT_AGE_GROUP, MAX_TITLE_LENGTH, type AgeGroup } from '../../shared/constants';
import { DEFAULT_PAGE_KIND, PAGE_KINDS, resolvePageKind, type PageKind } from '../../shared/page-kind';
import {
  SELECT_CHARACTER_MESSAGE,
  type CreateSceneRequestSchema,
  type GeneratedSceneResponse,
  type GenerateSceneRequestSchema,
  type RefineSceneRequestSchema,
  type Scene,
} from '../../shared/scene';
import { findCharacters, type CharacterRow } from '../characters/characters.repository';
import { consumeGeneratedPage } from '../generated-pages/generated-pages.repository';
import {
  ALREADY_SAVED_MESSAGE,
  findPageToSave,
  findSceneDetailsOf,
  forgetSavedPage,
  recordGeneratedPage,
  type SceneDetails,
} from '../generated-pages/generated-pages.service';
import { HttpError, notFound } from '../http-error';
import { findBlobKeys, type ImageRow } from '../images/images.repository';
import { blobKeysOf, copyStoredImages, deleteBlobs, imageUrl, readImageToRefine, storeUploadedImage } from '../images/images.service';
import { assertCanSave, insertWithinSaveLimits, withSceneImageQuota } from '../quota/quota.service';
import type { ListQuery } from '../../shared/list-page';
import { NewestFirstCursorSchema, pageRequestOf, toListPage, type ListPage } from '../list-page';
import { countScenes, deleteScene, findSceneRecord, insertScene, listScenes, type SceneRecord } from './scenes.repository';

function toAgeGroup(value: string): AgeGroup {
  return (AGE_GROUPS as readonly string[]).includes(value) ? (value as AgeGroup) : DEFAULT_AGE_GROUP;
}

function toPageKind(value: string): PageKind {
  return (PAGE_KINDS as readonly string[]).includes(value) ? (value as PageKind) : DEFAULT_PAGE_KIND;
}

export function toScene(record: SceneRecord): Scene {
  return {
    id: record.id,
    title: record.title,
    sceneDescription: record.scene_description,
    ageGroup: toAgeGroup(record.age_group),
    kind: toPageKind(record.kind),
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

function notDrawnOf(page: Page): string[] | undefined {
  const { notDrawn } = page.metadata;
  return Array.isArray(notDrawn) ? notDrawn.filter((noun): noun is string => typeof noun === 'string') : undefined;
}

/**
 * The generation answer: the page, and what the words named that it does not show when the engine says.
 * The page is recorded first, so it can be saved and stays in Recent pages whatever happens to this answer.
 */
export async function toGeneratedScene(
  app: FastifyInstance,
  userId: string,
  page: Page,
  details: Omit<SceneDetails, 'notDrawn'>,
): Promise<GeneratedSceneResponse> {
  const notDrawn = notDrawnOf(page);
  const recentPageId = await recordGeneratedPage(app, { userId }, 'scene', page.png, { ...details, notDrawn: notDrawn ?? [] });
  return { dataUri: toPngDataUri(page.png), ...(notDrawn ? { notDrawn } : {}), recentPageId };
}

/** Draws a scene on the month's quota; nothing is stored and a failed drawing costs nothing. */
export async function generateScene(
  app: FastifyInstance,
  userId: string,
  request: z.infer<typeof GenerateSceneRequestSchema>,
): Promise<GeneratedSceneResponse> {
  const characters = await toSceneCharacters(app, userId, await ownedCharacters(app, userId, request.characterIds));
  const { kind, text } = resolvePageKind(request.kind, request.sceneDescription);
  const page = await withSceneImageQuota(app, userId, () =>
    app.engine.scene({
      characters,
      title: request.title ?? '',
      description: request.sceneDescription,
      ageGroup: request.ageGroup,
      kind,
      ...(kind === 'name' ? { text: request.text || text } : {}),
    }),
  );
  return toGeneratedScene(app, userId, page, {
    title: request.title ?? null,
    sceneDescription: request.sceneDescription,
    characterIds: request.characterIds,
    ageGroup: request.ageGroup,
  });
}

/** Refines an unsaved page on the month's quota. The image is checked before any quota is reserved. */
export async function refineScene(
  app: FastifyInstance,
  userId: string,
  request: z.infer<typeof RefineSceneRequestSchema>,
): Promise<GeneratedSceneResponse> {
  const png = await readImageToRefine(app.pixels, request.dataUri);
  const page = await withSceneImageQuota(app, userId, () => app.engine.refine({ png, instructions: request.prompt }));
  // A refined page keeps what its original was drawn from, so it can be saved from Recent pages too.
  const source = await findSceneDetailsOf(app, userId, png);
  return toGeneratedScene(app, userId, page, source ?? { title: null, sceneDescription: '', characterIds: [], ageGroup: DEFAULT_AGE_GROUP });
}

export async function createScene(
  app: FastifyInstance,
  userId: string,
  request: z.infer<typeof CreateSceneRequestSchema>,
): Promise<string> {
  // Limits and the page's origin first: nothing is decoded for a save that cannot happen.
  await assertCanSave(app, 'scenes', userId);
  const drawnKind = drawnKindOf(request.dataUri);
  // Activity and pattern pages and photo pages need no character; a scene (or a page without notes) does.
  if (request.characterIds.length === 0 && (drawnKind === undefined || drawnKind === 'scene' || drawnKind === 'sheet')) {
    throw new HttpError(400, `characterIds: ${SELECT_CHARACTER_MESSAGE}`);
  }
  const kind = toPageKind(drawnKind ?? DEFAULT_PAGE_KIND);
  const characters = await ownedCharacters(app, userId, request.characterIds);
  const generated = await findPageToSave(app, { userId, visitorHash: null }, 'scene', request.dataUri);
  const images = await storeUploadedImage(app, userId, request.dataUri);
  const id = randomUUID();
  try {
    await insertWithinSaveLimits(app, 'scenes', userId, images.image.byte_size + images.thumbnail.byte_size, async (trx) => {
      if (!(await consumeGeneratedPage(trx, generated.id))) throw new HttpError(409, ALREADY_SAVED_MESSAGE);
      await insertScene(
        trx,
        {
          id,
          user_id: userId,
          title: request.title,
          scene_description: request.sceneDescription,
          age_group: request.ageGroup ?? DEFAULT_AGE_GROUP,
          image_id: images.image.id,
          thumbnail_id: images.thumbnail.id,
          created_at: new Date().toISOString(),
          kind,
        },
        [images.image, images.thumbnail],
        characters.map((character) => ({ id: character.id, name: character.name })),
      );
    });
  } catch (error) {
    await deleteBlobs(app.blobs, blobKeysOf(images));
    throw error;
  }
  await forgetSavedPage(app, generated);
  return id;
}

/** The kind the page itself says it is (scene, mandala, maze..., photo, sheet), or undefined for a page without notes. */
function drawnKindOf(dataUri: string): string | undefined {
  try {
    return readPageMetadata(decodeImageDataUri(dataUri).bytes)?.kind;
  } catch {
    return undefined;
  }
}

/** The user's scenes newest first: all of them, or the page the query asks for. */
export async function listScenesOf(app: FastifyInstance, userId: string, query: ListQuery = {}): Promise<ListPage<Scene>> {
  const page = pageRequestOf(query, NewestFirstCursorSchema);
  const rows = await listScenes(app.db, userId, page);
  return toListPage(rows, page, () => countScenes(app.db, userId), (row) => [row.created_at, row.id], toScene);
}

export async function removeScene(app: FastifyInstance, userId: string, id: string): Promise<void> {
  const blobKeys = await deleteScene(app.db, userId, id);
  if (!blobKeys) throw notFound('Scene not found');
  await deleteBlobs(app.blobs, blobKeys);
}

export async function getScene(app: FastifyInstance, userId: string, id: string): Promise<Scene> {
  const record = await findSceneRecord(app.db, userId, id);
  if (!record) throw notFound('Scene not found');
  return toScene(record);
}

const COPY_SUFFIX = ' (copy)';

/** "{title} (copy)", the title shortened first when the two would not fit a title's length. */
export function copyTitle(title: string): string {
  return `${title.slice(0, MAX_TITLE_LENGTH - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`;
}

/**
 * A new saved scene with the same picture, words and characters, titled "{title} (copy)". Nothing is
 * drawn, so the month's quota stays; the library's limits (items and bytes) apply as to any save.
 */
export async function duplicateScene(app: FastifyInstance, userId: string, id: string): Promise<Scene> {
  const source = await findSceneRecord(app.db, userId, id);
  if (!source) throw notFound('Scene not found');
  await assertCanSave(app, 'scenes', userId);
  const images = await copyStoredImages(app, userId, [source.image_id, source.thumbnail_id]);
  if (!images) throw notFound('Scene not found');
  const [image, thumbnail] = images as [ImageRow, ImageRow];
  const row = {
    id: randomUUID(),
    user_id: userId,
    title: copyTitle(source.title),
    scene_description: source.scene_description,
    age_group: source.age_group,
    kind: source.kind,
    image_id: image.id,
    thumbnail_id: thumbnail.id,
    created_at: new Date().toISOString(),
  };
  try {
    await insertWithinSaveLimits(app, 'scenes', userId, image.byte_size + thumbnail.byte_size, (trx) =>
      insertScene(trx, row, images, source.characters),
    );
  } catch (error) {
    await deleteBlobs(app.blobs, images.map((copy) => copy.blob_key));
    throw error;
  }
  return toScene({ ...row, characters: source.characters });
}
