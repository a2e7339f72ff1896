import type { Db } from '../db/database';

export interface ThrottleState {
  attempts: number;
  nextAllowedAt: string;
  lastAttemptAt: string;
}

export async function readThrottle(db: Db, key: string): Promise<ThrottleState | undefined> {
  const row = await db.selectFrom('sign_in_throttle').selectAll().where('key', '=', key).executeTakeFirst();
  return row && { attempts: Number(row.attempts), nextAllowedAt: row.next_allowed_at, lastAttemptAt: row.last_attempt_at };
}

/**
 * Takes the next attempt when the state is still `seen` (compare and swap): of concurrent attempts on any
 * instance exactly one wins each slot. False when another attempt took it first.
 */
export async function takeAttempt(db: Db, key: string, seen: ThrottleState | undefined, next: ThrottleState): Promise<boolean> {
  const values = { attempts: next.attempts, next_allowed_at: next.nextAllowedAt, last_attempt_at: next.lastAttemptAt };
  if (!seen) {
    const inserted = await db
      .insertInto('sign_in_throttle')
      .values({ key, ...values })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
  }
  const updated = await db
    .updateTable('sign_in_throttle')
    .set(values)
    .where('key', '=', key)
    .where('attempts', '=', seen.attempts)
    .where('last_attempt_at', '=', seen.lastAttemptAt)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

export async function clearThrottle(db: Db, key: string): Promise<void> {
  await db.deleteFrom('sign_in_throttle').where('key', '=', key).execute();
}

/** Removes entries nobody tried for `olderThan`: they would start again from nothing anyway. */
export async function deleteQuietThrottles(db: Db, olderThan: string): Promise<number> {
  const result = await db.deleteFrom('sign_in_throttle').where('last_attempt_at', '<', olderThan).executeTakeFirst();
  return Number(result.numDeletedRows);
}
