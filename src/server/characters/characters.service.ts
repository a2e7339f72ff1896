import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { toPngDataUri } from '../../engine/image-intake';
import type { z } from 'zod';
import type { Character, CreateCharacterRequestSchema, UpdateCharacterRequestSchema } from '../../shared/character';
import { PREVIEW_POSE_COUNT } from '../../shared/constants';
import { consumeGeneratedPage } from '../generated-pages/generated-pages.repository';
import { ALREADY_SAVED_MESSAGE, findPageToSave, recordGeneratedPage, type PageOwner } from '../generated-pages/generated-pages.service';
import { HttpError, notFound } from '../http-error';
import { blobKeysOf, deleteBlobs, imageUrl, storeUploadedImage } from '../images/images.service';
import { insertImages } from '../images/images.repository';
import { assertCanSave, assertUnderLimit, insertWithinSaveLimits } from '../quota/quota.service';
import type { ListQuery } from '../../shared/list-page';
import { NewestFirstCursorSchema, pageRequestOf, toListPage, type ListPage } from '../list-page';
import { countCharacters } from '../quota/quota.repository';
import { deleteCharacter, findCharacter, insertCharacter, listCharacters, updateCharacter, type CharacterRow } from './characters.repository';

export function toCharacter(row: CharacterRow): Character {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    numberOfPoses: row.number_of_poses,
    imageUrl: imageUrl(row.image_id),
    thumbnailUrl: imageUrl(row.thumbnail_id),
    createdAt: row.created_at,
  };
}

/**
 * A character sheet as a data URI. Only its hash is kept, for its owner (a user, or the anonymous visitor
 * of a landing preview), so it can be saved. Without a name the sheet carries none.
 */
async function drawCharacterSheet(
  app: FastifyInstance,
  owner: PageOwner,
  input: { description: string; poses: number; name?: string },
): Promise<string> {
  const sheet = await app.engine.characterSheet({ name: input.name ?? '', description: input.description, poses: input.poses });
  await recordGeneratedPage(app, owner, 'character', sheet.png);
  return toPngDataUri(sheet.png);
}

/** A signed-in user's sheet; refused like the UI does once the character limit is reached (spec section 5). */
export async function drawUserSheet(
  app: FastifyInstance,
  userId: string,
  input: { description: string; poses: number; name?: string },
): Promise<string> {
  await assertUnderLimit(app, 'characters', userId);
  return drawCharacterSheet(app, { userId }, input);
}

export async function drawPreviewSheet(app: FastifyInstance, visitorHash: string, description: string): Promise<string> {
  return drawCharacterSheet(app, { visitorHash }, { description, poses: PREVIEW_POSE_COUNT });
}

/**
 * Saves a sheet this server drew for the user (or for their landing preview, `visitorHash`) within the
 * plan's limits: limits and origin are checked before the image is decoded; then it is checked and stored
 * (slow, outside the transaction), and its bytes are removed again when the locked re-check refuses.
 */
export async function createCharacter(
  app: FastifyInstance,
  saver: { userId: string; visitorHash: string | null },
  request: z.infer<typeof CreateCharacterRequestSchema>,
): Promise<Character> {
  const { userId } = saver;
  await assertCanSave(app, 'characters', userId);
  const generated = await findPageToSave(app, saver, 'character', request.dataUri);
  const images = await storeUploadedImage(app, userId, request.dataUri);
  const row: CharacterRow = {
    id: randomUUID(),
    user_id: userId,
    name: request.name,
    description: request.description,
    number_of_poses: request.numberOfPoses,
    spec: JSON.stringify(app.engine.characterSpec({ name: request.name, description: request.description })),
    image_id: images.image.id,
    thumbnail_id: images.thumbnail.id,
    created_at: new Date().toISOString(),
  };
  try {
    await insertWithinSaveLimits(app, 'characters', userId, images.image.byte_size + images.thumbnail.byte_size, async (trx) => {
      if (!(await consumeGeneratedPage(trx, generated.id))) throw new HttpError(409, ALREADY_SAVED_MESSAGE);
      await insertImages(trx, [images.image, images.thumbnail]);
      await insertCharacter(trx, row);
    });
  } catch (error) {
    await deleteBlobs(app.blobs, blobKeysOf(images));
    throw error;
  }
  return toCharacter(row);
}

/** The user's characters newest first: all of them, or the page the query asks for. */
export async function listCharactersOf(app: FastifyInstance, userId: string, query: ListQuery = {}): Promise<ListPage<Character>> {
  const page = pageRequestOf(query, NewestFirstCursorSchema);
  const rows = await listCharacters(app.db, userId, page);
  return toListPage(rows, page, () => countCharacters(app.db, userId), (row) => [row.created_at, row.id], toCharacter);
}

export async function getCharacter(app: FastifyInstance, userId: string, id: string): Promise<Character> {
  const row = await findCharacter(app.db, userId, id);
  if (!row) throw notFound('Character not found');
  return toCharacter(row);
}

/**
 * A new name or description. The stored spec stays with the drawing, so scenes keep drawing the character of its
 * sheet; a new drawing is a separate choice (regenerate).
 */
export async function editCharacter(
  app: FastifyInstance,
  userId: string,
  id: string,
  request: z.infer<typeof UpdateCharacterRequestSchema>,
): Promise<Character> {
  const row = await updateCharacter(app.db, userId, id, request);
  if (!row) throw notFound('Character not found');
  return toCharacter(row);
}

export async function removeCharacter(app: FastifyInstance, userId: string, id: string): Promise<void> {
  const blobKeys = await deleteCharacter(app.db, userId, id);
  if (!blobKeys) throw notFound('Character not found');
  await deleteBlobs(app.blobs, blobKeys);
}
