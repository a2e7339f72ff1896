import type { Db } from '../db/database';
import type { CharactersTable } from '../db/schema';
import { deleteImages } from '../images/images.repository';
import type { NewestFirstCursor, PageRequest } from '../list-page';
import type { LockedExecutor } from '../quota/quota.repository';

export type CharacterRow = CharactersTable;

export async function insertCharacter(db: LockedExecutor, row: CharacterRow): Promise<void> {
  await db.insertInto('characters').values(row).execute();
}

/** The user's characters newest first: all of them, or a page and one row more (so the caller sees if more follow). */
export async function listCharacters(db: Db, userId: string, page: PageRequest<NewestFirstCursor> | null = null): Promise<CharacterRow[]> {
  let query = db.selectFrom('characters').selectAll().where('user_id', '=', userId);
  if (page?.after) {
    const { createdAt, id } = page.after;
    query = query.where((eb) => eb.or([eb('created_at', '<', createdAt), eb.and([eb('created_at', '=', createdAt), eb('id', '>', id)])]));
  }
  if (page) query = query.limit(page.limit + 1);
  return query.orderBy('created_at', 'desc').orderBy('id').execute();
}

export async function findCharacter(db: Db, userId: string, id: string): Promise<CharacterRow | undefined> {
  return db.selectFrom('characters').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

/** Renames or redescribes the user's character; answers the row as it is now, or undefined when there is none. */
export async function updateCharacter(
  db: Db,
  userId: string,
  id: string,
  changes: Partial<Pick<CharacterRow, 'name' | 'description'>>,
): Promise<CharacterRow | undefined> {
  return db.updateTable('characters').set(changes).where('id', '=', id).where('user_id', '=', userId).returningAll().executeTakeFirst();
}

/** The user's characters among `ids`; ids of other users or of nothing are simply absent. */
export async function findCharacters(db: Db, userId: string, ids: string[]): Promise<CharacterRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('characters').selectAll().where('user_id', '=', userId).where('id', 'in', ids).execute();
}

/**
 * Deletes the character and its images; scenes keep their own snapshot of its name. Answers the blob keys
 * to remove, or null when the user has no such character.
 */
export async function deleteCharacter(db: Db, userId: string, id: string): Promise<string[] | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('characters')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returning(['image_id', 'thumbnail_id'])
      .executeTakeFirst();
    if (!row) return null;
    return deleteImages(trx, [row.image_id, row.thumbnail_id]);
  });
}
