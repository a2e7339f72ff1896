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
