import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type {
  AnalyticsEventsTable,
  BookScenesTable,
  BooksTable,
  CharactersTable,
  ImagesTable,
  SceneCharactersTable,
  ScenesTable,
  UsageEventsTable,
} from '../db/schema';
import { SCENE_IMAGE_USAGE } from '../quota/quota.repository';
import type { UserRow } from '../user/user.repository';

export interface UserOverviewRow {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  tier: string;
  scenesThisMonth: number;
  characters: number;
  books: number;
}

/** Every user with this month's scene count and current characters and books, oldest account first. */
export async function listUsersWithUsage(db: Db, monthStartIso: string): Promise<UserOverviewRow[]> {
  const rows = await db
    .selectFrom('users')
    .select((eb) => [
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.tier',
      eb
        .selectFrom('usage_events')
        .select((sub) => sub.fn.countAll().as('count'))
        .whereRef('usage_events.user_id', '=', 'users.id')
        .where('usage_events.kind', '=', SCENE_IMAGE_USAGE)
        .where('usage_events.created_at', '>=', monthStartIso)
        .as('scenes_this_month'),
      eb
        .selectFrom('characters')
        .select((sub) => sub.fn.countAll().as('count'))
        .whereRef('characters.user_id', '=', 'users.id')
        .as('characters'),
      eb.selectFrom('books').select((sub) => sub.fn.countAll().as('count')).whereRef('books.user_id', '=', 'users.id').as('books'),
    ])
    .orderBy('users.created_at')
    .orderBy('users.id')
    .execute();
  // PostgreSQL answers counts as bigint strings, SQLite as numbers.
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    tier: row.tier,
    scenesThisMonth: Number(row.scenes_this_month ?? 0),
    characters: Number(row.characters ?? 0),
    books: Number(row.books ?? 0),
  }));
}

/** A user by e-mail (as stored: lower case) or, for accounts without one, by id. */
export async function findUserByEmailOrId(db: Db, emailOrId: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('email', '=', emailOrId.trim().toLowerCase()), eb('id', '=', emailOrId.trim())]))
    .executeTakeFirst();
}

/** Any tier, paid ones included: the operator grants what the beta cannot sell. */
export async function setUserTier(db: Db, userId: string, tier: string): Promise<void> {
  await db.updateTable('users').set({ tier }).where('id', '=', userId).execute();
}

export interface UserData {
  characters: Selectable<CharactersTable>[];
  scenes: Selectable<ScenesTable>[];
  sceneCharacters: Selectable<SceneCharactersTable>[];
  books: Selectable<BooksTable>[];
  bookScenes: Selectable<BookScenesTable>[];
  images: Selectable<ImagesTable>[];
  usageEvents: Selectable<UsageEventsTable>[];
  analyticsEvents: Selectable<AnalyticsEventsTable>[];
  sessions: { created_at: string; expires_at: string }[];
  passwordResets: { created_at: string; expires_at: string; used_at: string | null }[];
}

/** Every row that belongs to the user, besides the user row itself. Secrets (hashes, tokens) are left out. */
export async function readUserData(db: Db, userId: string): Promise<UserData> {
  const scenesOfUser = db.selectFrom('scenes').select('id').where('user_id', '=', userId);
  const booksOfUser = db.selectFrom('books').select('id').where('user_id', '=', userId);
  const [characters, scenes, sceneCharacters, books, bookScenes, images, usageEvents, analyticsEvents, sessions, passwordResets] =
    await Promise.all([
      db.selectFrom('characters').selectAll().where('user_id', '=', userId).orderBy('created_at').execute(),
      db.selectFrom('scenes').selectAll().where('user_id', '=', userId).orderBy('created_at').execute(),
      db.selectFrom('scene_characters').selectAll().where('scene_id', 'in', scenesOfUser).orderBy('scene_id').orderBy('position').execute(),
      db.selectFrom('books').selectAll().where('user_id', '=', userId).orderBy('created_at').execute(),
      db.selectFrom('book_scenes').selectAll().where('book_id', 'in', booksOfUser).orderBy('book_id').orderBy('position').execute(),
      db.selectFrom('images').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute(),
      db.selectFrom('usage_events').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
      db.selectFrom('analytics_events').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
      db.selectFrom('sessions').select(['created_at', 'expires_at']).where('user_id', '=', userId).orderBy('created_at').execute(),
      db
        .selectFrom('password_reset_tokens')
        .select(['created_at', 'expires_at', 'used_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute(),
    ]);
  return { characters, scenes, sceneCharacters, books, bookScenes, images, usageEvents, analyticsEvents, sessions, passwordResets };
}

/**
 * Deletes the user and every row of theirs in one transaction, children first (analytics events have no
 * foreign key, so nothing would cascade to them). Answers the blob keys of their images, for the caller
 * to remove once the rows are gone.
 */
export async function deleteUserAndData(db: Db, userId: string): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const scenesOfUser = trx.selectFrom('scenes').select('id').where('user_id', '=', userId);
    const booksOfUser = trx.selectFrom('books').select('id').where('user_id', '=', userId);
    await trx
      .deleteFrom('book_scenes')
      .where((eb) => eb.or([eb('book_id', 'in', booksOfUser), eb('scene_id', 'in', scenesOfUser)]))
      .execute();
    await trx.deleteFrom('scene_characters').where('scene_id', 'in', scenesOfUser).execute();
    await trx.deleteFrom('scenes').where('user_id', '=', userId).execute();
    await trx.deleteFrom('characters').where('user_id', '=', userId).execute();
    await trx.deleteFrom('books').where('user_id', '=', userId).execute();
    const images = await trx.deleteFrom('images').where('user_id', '=', userId).returning('blob_key').execute();
    await trx.deleteFrom('usage_events').where('user_id', '=', userId).execute();
    await trx.deleteFrom('analytics_events').where('user_id', '=', userId).execute();
    await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
    await trx.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    return images.map((image) => image.blob_key);
  });
}
