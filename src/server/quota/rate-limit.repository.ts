import type { Db } from '../db/database';

export interface CounterState {
  count: number;
  /** Milliseconds since the epoch. */
  windowEndsAt: number;
}

/**
 * Counts one request against `key` in one statement: a window that has ended starts again at 1. The upsert
 * is atomic on both databases (PostgreSQL locks the row; SQLite has one writer), so concurrent requests on
 * several instances never both see the same count.
 */
export async function incrementCounter(db: Db, key: string, nowMs: number, windowMs: number): Promise<CounterState> {
  const row = await db
    .insertInto('rate_limit_counters')
    .values({ key, count: 1, window_ends_at: nowMs + windowMs })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => {
        const hasEnded = eb('rate_limit_counters.window_ends_at', '<=', nowMs);
        return {
          count: eb.case().when(hasEnded).then(1).else(eb('rate_limit_counters.count', '+', 1)).end(),
          window_ends_at: eb
            .case()
            .when(hasEnded)
            .then(nowMs + windowMs)
            .else(eb.ref('rate_limit_counters.window_ends_at'))
            .end(),
        };
      }),
    )
    .returning(['count', 'window_ends_at'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), windowEndsAt: Number(row.window_ends_at) };
}

/** The counter as it stands, or null when there is none or its window has ended. */
export async function readCounter(db: Db, key: string, nowMs: number): Promise<CounterState | null> {
  const row = await db
    .selectFrom('rate_limit_counters')
    .select(['count', 'window_ends_at'])
    .where('key', '=', key)
    .where('window_ends_at', '>', nowMs)
    .executeTakeFirst();
  return row ? { count: Number(row.count), windowEndsAt: Number(row.window_ends_at) } : null;
}

/** Removes counters whose window ended: they would start again at 1 anyway. Answers how many went. */
export async function deleteEndedCounters(db: Db, nowMs: number): Promise<number> {
  const result = await db.deleteFrom('rate_limit_counters').where('window_ends_at', '<=', nowMs).executeTakeFirst();
  return Number(result.numDeletedRows);
}
