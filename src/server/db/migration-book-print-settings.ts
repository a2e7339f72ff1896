import type { Kysely, Migration } from 'kysely';

/** A book's print settings as one JSON document: read back through the shared schema, so new fields need no migration. */
export const bookPrintSettings: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('book_print_settings')
      .addColumn('book_id', 'text', (c) => c.primaryKey().references('books.id').onDelete('cascade'))
      .addColumn('settings', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },
};
