import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { BooksTable } from '../db/schema';
import type { NewestFirstCursor, PageRequest } from '../list-page';
import type { LockedExecutor } from '../quota/quota.repository';

export type BookRow = BooksTable;

export interface BookRecord extends BookRow {
  scene_count: number;
  character_count: number;
}

export async function insertBook(db: LockedExecutor, row: BookRow): Promise<void> {
  await db.insertInto('books').values(row).execute();
}

function selectBooks(db: Db, userId: string) {
  return db
    .selectFrom('books')
    .selectAll('books')
    .select((eb) => [
      eb
        .selectFrom('book_scenes')
        .select(eb.fn.countAll().as('n'))
        .whereRef('book_scenes.book_id', '=', 'books.id')
        .as('scene_count'),
      // Distinct characters over all pages: a character on every page counts once.
      eb
        .selectFrom('book_scenes')
        .innerJoin('scene_characters', 'scene_characters.scene_id', 'book_scenes.scene_id')
        .select(sql<number>`count(distinct scene_characters.character_id)`.as('n'))
        .whereRef('book_scenes.book_id', '=', 'books.id')
        .as('character_count'),
    ])
    .where('books.user_id', '=', userId);
}

function toRecord(row: BookRow & { scene_count: unknown; character_count: unknown }): BookRecord {
  return { ...row, scene_count: Number(row.scene_count ?? 0), character_count: Number(row.character_count ?? 0) };
}

/** The user's books newest first: all of them, or a page and one row more (so the caller sees if more follow). */
export async function listBooks(db: Db, userId: string, page: PageRequest<NewestFirstCursor> | null = null): Promise<BookRecord[]> {
  let query = selectBooks(db, userId);
  if (page?.after) {
    const { createdAt, id } = page.after;
    query = query.where((eb) =>
      eb.or([eb('books.created_at', '<', createdAt), eb.and([eb('books.created_at', '=', createdAt), eb('books.id', '>', id)])]),
    );
  }
  if (page) query = query.limit(page.limit + 1);
  const rows = await query.orderBy('books.created_at', 'desc').orderBy('books.id').execute();
  return rows.map(toRecord);
}

export async function findBook(db: Db, userId: string, id: string): Promise<BookRecord | undefined> {
  const row = await selectBooks(db, userId).where('books.id', '=', id).executeTakeFirst();
  return row && toRecord(row);
}

/** Answers false when the user has no such book. */
export async function updateBookTitle(db: Db, userId: string, id: string, title: string): Promise<boolean> {
  const result = await db
    .updateTable('books')
    .set({ title })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteBook(db: Db, userId: string, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const book = await trx.selectFrom('books').select('id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (!book) return false;
    await trx.deleteFrom('book_scenes').where('book_id', '=', id).execute();
    await trx.deleteFrom('books').where('id', '=', id).execute();
    return true;
  });
}

export type AddSceneOutcome = 'added' | 'already_in_book' | 'scene_missing';

/**
 * Appends a scene as the book's last page. The book row is locked (PostgreSQL) so two concurrent appends
 * cannot take the same position; SQLite's single connection serialises them anyway. The scene is read
 * again under a share lock: deleted meanwhile it answers 'scene_missing', and a deletion that starts now
 * waits for this page and then removes it with the scene.
 */
export async function appendBookScene(db: Db, isPostgres: boolean, bookId: string, sceneId: string): Promise<AddSceneOutcome> {
  return db.transaction().execute(async (trx) => {
    const lock = trx.selectFrom('books').select('id').where('id', '=', bookId);
    await (isPostgres ? lock.forUpdate() : lock).executeTakeFirstOrThrow();
    const scene = trx.selectFrom('scenes').select('id').where('id', '=', sceneId);
    if (!(await (isPostgres ? scene.forShare() : scene).executeTakeFirst())) return 'scene_missing';
    const existing = await trx
      .selectFrom('book_scenes')
      .select('position')
      .where('book_id', '=', bookId)
      .where('scene_id', '=', sceneId)
      .executeTakeFirst();
    if (existing) return 'already_in_book';
    const last = await trx
      .selectFrom('book_scenes')
      .select((eb) => eb.fn.max('position').as('position'))
      .where('book_id', '=', bookId)
      .executeTakeFirst();
    const position = last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
    await trx.insertInto('book_scenes').values({ book_id: bookId, scene_id: sceneId, position }).execute();
    return 'added';
  });
}

/** Answers false when the scene is not in the book. */
export async function removeBookScene(db: Db, bookId: string, sceneId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('book_scenes')
    .where('book_id', '=', bookId)
    .where('scene_id', '=', sceneId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Page order for a book's scenes; the caller has checked `sceneIds` is exactly the book's set. */
export async function reorderBookScenes(db: Db, bookId: string, sceneIds: string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [position, sceneId] of sceneIds.entries()) {
      await trx
        .updateTable('book_scenes')
        .set({ position })
        .where('book_id', '=', bookId)
        .where('scene_id', '=', sceneId)
        .execute();
    }
  });
}
