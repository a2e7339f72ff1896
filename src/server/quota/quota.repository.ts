import type { Kysely } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

/** A connection inside `inUserLock`'s transaction, handed to other repositories so their writes join it. */
export type LockedExecutor = Kysely<Database>;

export const SCENE_IMAGE_USAGE = 'scene_image';

/**
 * Runs `work` in one transaction that holds the user's row: on PostgreSQL `SELECT ... FOR UPDATE` makes
 * a second request of the same user wait until this one commits, so its count sees our insert. SQLite
 * needs no row lock: Kysely runs everything on its single connection, one transaction at a time.
 */
export async function inUserLock<T>(
  db: Db,
  isPostgres: boolean,
  userId: string,
  work: (trx: LockedExecutor, tier: string) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const query = trx.selectFrom('users').select('tier').where('id', '=', userId);
    const user = await (isPostgres ? query.forUpdate() : query).executeTakeFirst();
    if (!user) throw new Error(`user ${userId} vanished during a request`);
    return work(trx, user.tier);
  });
}

export async function findUserTier(db: Db, userId: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('tier').where('id', '=', userId).executeTakeFirst();
  return row?.tier ?? null;
}

/** Delivered usage, and reservations still being drawn; a reservation past its time counts no more. */
export async function countUsageSince(
  db: LockedExecutor,
  userId: string,
  kind: string,
  sinceIso: string,
  nowIso = new Date().toISOString(),
): Promise<number> {
  const row = await db
    .selectFrom('usage_events')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('created_at', '>=', sinceIso)
    .where((eb) => eb.or([eb('reserved_until', 'is', null), eb('reserved_until', '>', nowIso)]))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function countCharacters(db: LockedExecutor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('characters')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function countBooks(db: LockedExecutor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('books')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Usage as a reservation held until `reservedUntil`, or (null) delivered at once. */
export async function insertUsageEvent(
  db: LockedExecutor,
  userId: string,
  kind: string,
  createdAt: string,
  reservedUntil: string | null = null,
): Promise<number> {
  const row = await db
    .insertInto('usage_events')
    .values({ user_id: userId, kind, created_at: createdAt, reserved_until: reservedUntil })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteUsageEvent(db: Db, id: number): Promise<void> {
  await db.deleteFrom('usage_events').where('id', '=', id).execute();
}

/** The reserved image was delivered: it counts for good. */
export async function markUsageDelivered(db: Db, id: number): Promise<void> {
  await db.updateTable('usage_events').set({ reserved_until: null }).where('id', '=', id).execute();
}

/**
 * Removes reservations of images that were never delivered: those past their time, or (`isEveryReservation`,
 * at the start of the only instance) all of them. Answers how many were removed.
 */
export async function deleteUndeliveredReservations(db: Db, nowIso: string, isEveryReservation: boolean): Promise<number> {
  let query = db.deleteFrom('usage_events').where('reserved_until', 'is not', null);
  if (!isEveryReservation) query = query.where('reserved_until', '<=', nowIso);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Saved scenes and characters together: what the plan's storage limit counts. */
export async function countSavedItems(db: LockedExecutor, userId: string): Promise<number> {
  const [scenes, characters] = await Promise.all([
    db.selectFrom('scenes').select((eb) => eb.fn.countAll().as('count')).where('user_id', '=', userId).executeTakeFirstOrThrow(),
    countCharacters(db, userId),
  ]);
  return Number(scenes.count) + characters;
}

/** Bytes of every stored image of the user (pages and thumbnails). */
export async function sumImageBytes(db: LockedExecutor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('images')
    .select((eb) => eb.fn.sum<number | string | null>('byte_size').as('bytes'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.bytes ?? 0);
}
