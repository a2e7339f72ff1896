import type { Db } from '../db/database';
import type { GeneratedPagesTable } from '../db/schema';
import type { LockedExecutor } from '../quota/quota.repository';

export type GeneratedPageRow = GeneratedPagesTable;
export type GeneratedPageKind = 'scene' | 'character';

export async function insertGeneratedPage(db: Db, row: GeneratedPageRow): Promise<void> {
  await db.insertInto('generated_pages').values(row).execute();
}

/**
 * The unexpired page with these bytes drawn for this user, or for this anonymous visitor (a landing
 * preview, matched only while the visitor's cookie is the one it was drawn for).
 */
export async function findGeneratedPage(
  db: Db,
  match: { userId: string; visitorHash: string | null; kind: GeneratedPageKind; sha256: string; now: string },
): Promise<GeneratedPageRow | undefined> {
  return db
    .selectFrom('generated_pages')
    .selectAll()
    .where('sha256', '=', match.sha256)
    .where('kind', '=', match.kind)
    .where('expires_at', '>', match.now)
    .where((eb) =>
      match.visitorHash
        ? eb.or([eb('user_id', '=', match.userId), eb.and([eb('user_id', 'is', null), eb('visitor_hash', '=', match.visitorHash)])])
        : eb('user_id', '=', match.userId),
    )
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/** Removes a page as it is saved; false when another save took it first. */
export async function consumeGeneratedPage(db: LockedExecutor, id: string): Promise<boolean> {
  const result = await db.deleteFrom('generated_pages').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function listRecentPages(db: Db, userId: string, kind: GeneratedPageKind, now: string): Promise<GeneratedPageRow[]> {
  return db
    .selectFrom('generated_pages')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export async function findRecentPage(db: Db, userId: string, id: string, now: string): Promise<GeneratedPageRow | undefined> {
  return db
    .selectFrom('generated_pages')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Deletes one of the user's pages; its blob key (or null when it had none), undefined when there was no such page. */
export async function deleteRecentPage(db: Db, userId: string, id: string): Promise<string | null | undefined> {
  const row = await db
    .deleteFrom('generated_pages')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('blob_key')
    .executeTakeFirst();
  return row ? row.blob_key : undefined;
}

/** Deletes up to `limit` expired pages of anyone; answers the blob keys to remove. */
export async function deleteExpiredPages(db: Db, now: string, limit: number): Promise<string[]> {
  const expired = await db
    .selectFrom('generated_pages')
    .select('id')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
  return deletePages(
    db,
    expired.map((row) => row.id),
  );
}

/** Keeps the user's `keep` newest pages of a kind and deletes the rest; answers the blob keys to remove. */
export async function deleteAllButNewest(db: Db, userId: string, kind: GeneratedPageKind, keep: number): Promise<string[]> {
  const older = await db
    .selectFrom('generated_pages')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .offset(keep)
    .limit(1000)
    .execute();
  return deletePages(
    db,
    older.map((row) => row.id),
  );
}

async function deletePages(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.deleteFrom('generated_pages').where('id', 'in', ids).returning('blob_key').execute();
  return rows.flatMap((row) => (row.blob_key ? [row.blob_key] : []));
}
