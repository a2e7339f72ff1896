import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { toPngDataUri } from '../../engine/image-intake';
import type { z } from 'zod';
import type { Character, CreateCharacterRequestSchema } from '../../shared/character';
import { PREVIEW_POSE_COUNT } from '../../shared/constants';
import { notFound } from '../http-error';
import { blobKeysOf, deleteBlobs, imageUrl, storeUploadedImage } from '../images/images.service';
import { insertImages } from '../images/images.repository';
import { assertUnderLimit, insertWithinLimit } from '../quota/quota.service';
import { deleteCharacter, findCharacter, insertCharacter, listCharacters, type CharacterRow } from './characters.repository';

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

/** A character sheet as a data URI; nothing is stored. Without a name the sheet carries none. */
async function drawCharacterSheet(
  app: FastifyInstance,
  input: { description: string; poses: number; name?: string },
): Promise<string> {
  const sheet = await app.engine.characterSheet({ name: input.name ?? '', description: input.description, poses: input.poses });
  return toPngDataUri(sheet.png);
}

/** A signed-in user's sheet; refused like the UI does once the character limit is reached (spec section 5). */
export async function drawUserSheet(
  app: FastifyInstance,
  userId: string,
  input: { description: string; poses: number; name?: string },
): Promise<string> {
  await assertUnderLimit(app, 'characters', userId);
  return drawCharacterSheet(app, input);
}

export async function drawPreviewSheet(app: FastifyInstance, description: string): Promise<string> {
  return drawCharacterSheet(app, { description, poses: PREVIEW_POSE_COUNT });
}

/**
 * Saves a character within the plan's limit: the image is checked and stored first (slow, outside the
 * transaction), and its bytes are removed again when the limit refuses the save.
 */
export async function createCharacter(
  app: FastifyInstance,
  userId: string,
  request: z.infer<typeof CreateCharacterRequestSchema>,
): Promise<Character> {
  const images = await storeUploadedImage(app.blobs, userId, request.dataUri);
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
    await insertWithinLimit(app, 'characters', userId, async (trx) => {
      await insertImages(trx, [images.image, images.thumbnail]);
      await insertCharacter(trx, row);
    });
  } catch (error) {
    await deleteBlobs(app.blobs, blobKeysOf(images));
    throw error;
  }
  return toCharacter(row);
}

export async function listCharactersOf(app: FastifyInstance, userId: string): Promise<Character[]> {
  return (await listCharacters(app.db, userId)).map(toCharacter);
}

export async function getCharacter(app: FastifyInstance, userId: string, id: string): Promise<Character> {
  const row = await findCharacter(app.db, userId, id);
  if (!row) throw notFound('Character not found');
  return toCharacter(row);
}

export async function removeCharacter(app: FastifyInstance, userId: string, id: string): Promise<void> {
  const blobKeys = await deleteCharacter(app.db, userId, id);
  if (!blobKeys) throw notFound('Character not found');
  await deleteBlobs(app.blobs, blobKeys);
}
