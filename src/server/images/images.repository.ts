import type { Db } from '../db/database';
import type { ImagesTable } from '../db/schema';
import type { LockedExecutor } from '../quota/quota.repository';

export type ImageRow = ImagesTable;

export async function insertImages(db: LockedExecutor, rows: ImageRow[]): Promise<void> {
  await db.insertInto('images').values(rows).execute();
}

export async function findOwnedImage(db: Db, userId: string, imageId: string): Promise<ImageRow | undefined> {
  return db.selectFrom('images').selectAll().where('id', '=', imageId).where('user_id', '=', userId).executeTakeFirst();
}

/** Blob keys of the given images, so their bytes can be read (e.g. a character sheet for a scene). */
export async function findBlobKeys(db: Db, userId: string, imageIds: string[]): Promise<Map<string, string>> {
  if (imageIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('images')
    .select(['id', 'blob_key'])
    .where('user_id', '=', userId)
    .where('id', 'in', imageIds)
    .execute();
  return new Map(rows.map((row) => [row.id, row.blob_key]));
}

/** Blob key and stored size of the given images, so their files can be checked before they are read. */
export async function findStoredImages(
  db: Db,
  userId: string,
  imageIds: string[],
): Promise<Map<string, { blob_key: string; byte_size: number }>> {
  if (imageIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('images')
    .select(['id', 'blob_key', 'byte_size'])
    .where('user_id', '=', userId)
    .where('id', 'in', imageIds)
    .execute();
  return new Map(rows.map((row) => [row.id, { blob_key: row.blob_key, byte_size: Number(row.byte_size) }]));
}

/** Deletes image rows and answers their blob keys; the caller removes the bytes after the commit. */
export async function deleteImages(db: LockedExecutor, imageIds: string[]): Promise<string[]> {
  if (imageIds.length === 0) return [];
  const rows = await db.deleteFrom('images').where('id', 'in', imageIds).returning('blob_key').execute();
  return rows.map((row) => row.blob_key);
}
