import type { Db } from '../db/database';

/** The stored JSON of a book's print settings, or undefined when the book has never had any saved. */
export async function findPrintSettingsJson(db: Db, bookId: string): Promise<string | undefined> {
  const row = await db.selectFrom('book_print_settings').select('settings').where('book_id', '=', bookId).executeTakeFirst();
  return row?.settings;
}

export async function savePrintSettingsJson(db: Db, bookId: string, settings: string, now: string): Promise<void> {
  await db
    .insertInto('book_print_settings')
    .values({ book_id: bookId, settings, updated_at: now })
    .onConflict((conflict) => conflict.column('book_id').doUpdateSet({ settings, updated_at: now }))
    .execute();
}

export interface PageImageRow {
  id: string;
  blob_key: string;
  width: number;
  height: number;
}

/** Size and blob key of each of the user's page images, for the preflight and the cover. */
export async function findPageImages(db: Db, userId: string, imageIds: string[]): Promise<Map<string, PageImageRow>> {
  if (imageIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('images')
    .select(['id', 'blob_key', 'width', 'height'])
    .where('user_id', '=', userId)
    .where('id', 'in', imageIds)
    .execute();
  return new Map(rows.map((row) => [row.id, { ...row, width: Number(row.width), height: Number(row.height) }]));
}
