import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { ScenesTable } from '../db/schema';
import { deleteImages, insertImages, type ImageRow } from '../images/images.repository';
import type { NewestFirstCursor, PageRequest } from '../list-page';
import type { LockedExecutor } from '../quota/quota.repository';

export type SceneRow = Selectable<ScenesTable>;

/** A scene with its characters in the order they were chosen (names as they were when it was saved). */
export interface SceneRecord extends SceneRow {
  characters: { id: string; name: string }[];
}

/** Inserts the scene, its images and its character tags, inside the caller's transaction. */
export async function insertScene(
  trx: LockedExecutor,
  row: Insertable<ScenesTable>,
  images: ImageRow[],
  characters: { id: string; name: string }[],
): Promise<void> {
  await insertImages(trx, images);
  await trx.insertInto('scenes').values(row).execute();
  if (characters.length === 0) return;
  await trx
    .insertInto('scene_characters')
    .values(
      characters.map((character, position) => ({
        scene_id: row.id,
        character_id: character.id,
        character_name: character.name,
        position,
      })),
    )
    .execute();
}

async function withCharacters(db: Db, scenes: SceneRow[]): Promise<SceneRecord[]> {
  if (scenes.length === 0) return [];
  const links = await db
    .selectFrom('scene_characters')
    .select(['scene_id', 'character_id', 'character_name'])
    .where(
      'scene_id',
      'in',
      scenes.map((scene) => scene.id),
    )
    .orderBy('scene_id')
    .orderBy('position')
    .execute();
  const byScene = new Map<string, { id: string; name: string }[]>();
  for (const link of links) {
    const list = byScene.get(link.scene_id) ?? [];
    list.push({ id: link.character_id, name: link.character_name });
    byScene.set(link.scene_id, list);
  }
  return scenes.map((scene) => ({ ...scene, characters: byScene.get(scene.id) ?? [] }));
}

/** The user's scenes newest first: all of them, or a page and one row more (so the caller sees if more follow). */
export async function listScenes(db: Db, userId: string, page: PageRequest<NewestFirstCursor> | null = null): Promise<SceneRecord[]> {
  let query = db.selectFrom('scenes').selectAll().where('user_id', '=', userId);
  if (page?.after) {
    const { createdAt, id } = page.after;
    query = query.where((eb) => eb.or([eb('created_at', '<', createdAt), eb.and([eb('created_at', '=', createdAt), eb('id', '>', id)])]));
  }
  if (page) query = query.limit(page.limit + 1);
  const scenes = await query.orderBy('created_at', 'desc').orderBy('id').execute();
  return withCharacters(db, scenes);
}

export async function countScenes(db: Db, userId: string): Promise<number> {
  const row = await db.selectFrom('scenes').select((eb) => eb.fn.countAll().as('count')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findScene(db: Db, userId: string, id: string): Promise<SceneRow | undefined> {
  return db.selectFrom('scenes').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

/** One of the user's scenes with its characters, or undefined when the user has no such scene. */
export async function findSceneRecord(db: Db, userId: string, id: string): Promise<SceneRecord | undefined> {
  const scene = await findScene(db, userId, id);
  return scene ? (await withCharacters(db, [scene]))[0] : undefined;
}

export interface BookSceneRecord extends SceneRecord {
  position: number;
}

/**
 * A book's pages in page order: all of them, or a page and one row more. The caller has checked the book
 * is the user's.
 */
export async function listBookScenes(
  db: Db,
  bookId: string,
  page: PageRequest<{ position: number }> | null = null,
): Promise<BookSceneRecord[]> {
  let query = db
    .selectFrom('book_scenes')
    .innerJoin('scenes', 'scenes.id', 'book_scenes.scene_id')
    .selectAll('scenes')
    .select('book_scenes.position')
    .where('book_scenes.book_id', '=', bookId);
  if (page?.after) query = query.where('book_scenes.position', '>', page.after.position);
  if (page) query = query.limit(page.limit + 1);
  const rows = await query.orderBy('book_scenes.position').execute();
  const records = await withCharacters(db, rows);
  return records.map((record, index) => ({ ...record, position: Number(rows[index]!.position) }));
}

/**
 * Deletes the scene, its place in every book, its character tags and its images. Answers the blob keys
 * to remove, or null when the user has no such scene.
 */
export async function deleteScene(db: Db, userId: string, id: string): Promise<string[] | null> {
  return db.transaction().execute(async (trx) => {
    const scene = await trx
      .selectFrom('scenes')
      .select(['image_id', 'thumbnail_id'])
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!scene) return null;
    await trx.deleteFrom('book_scenes').where('scene_id', '=', id).execute();
    await trx.deleteFrom('scene_characters').where('scene_id', '=', id).execute();
    await trx.deleteFrom('scenes').where('id', '=', id).execute();
    return deleteImages(trx, [scene.image_id, scene.thumbnail_id]);
  });
}
