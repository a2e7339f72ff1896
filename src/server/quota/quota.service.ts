import { PLAN_LIMITS, STORAGE_LIMITS, TIERS, type PlanLimits, type Tier } from '../../shared/plans';
import type { Quota } from '../../shared/quota';
import type { Config } from '../config';
import type { DatabaseHandle, Db } from '../db/database';
import { LimitRefusal } from '../http-error';
import {
  SCENE_IMAGE_USAGE,
  countBooks,
  countCharacters,
  countSavedItems,
  countUsageSince,
  deleteUsageEvent,
  findUserTier,
  inUserLock,
  insertUsageEvent,
  markUsageDelivered,
  sumImageBytes,
  type LockedExecutor,
} from './quota.repository';

/** What quota checks need of the app: its database and which dialect it speaks. */
export interface QuotaContext {
  db: Db;
  databaseKind: DatabaseHandle['kind'];
}

export type LimitedResource = 'characters' | 'books';

const LIMIT_FIELD: Record<LimitedResource, keyof PlanLimits> = { characters: 'characters', books: 'books' };

const COUNTERS: Record<LimitedResource, (db: LockedExecutor, userId: string) => Promise<number>> = {
  characters: countCharacters,
  books: countBooks,
};

// The spec's texts (section 5); the books one is written in the same voice.
const LIMIT_MESSAGES: Record<LimitedResource | 'scenes', (limit: number) => string> = {
  scenes: (limit) => `You've reached your scene limit (${limit} scenes). Upgrade to generate more.`,
  characters: (limit) => `You've reached your limit of ${limit} characters. Upgrade to create more!`,
  books: (limit) => `You've reached your limit of ${limit} ${limit === 1 ? 'book' : 'books'}. Upgrade to create more!`,
};

export function toTier(value: string | null): Tier {
  return (TIERS as readonly string[]).includes(value ?? '') ? (value as Tier) : 'free';
}

/** Scenes count per calendar month in UTC. */
export function startOfUtcMonth(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
}

export async function getQuota(ctx: QuotaContext, userId: string, now = new Date()): Promise<Quota> {
  const tier = toTier(await findUserTier(ctx.db, userId));
  const limits = PLAN_LIMITS[tier];
  const [scenesUsed, charactersUsed, booksUsed, savedItems, savedBytes] = await Promise.all([
    countUsageSince(ctx.db, userId, SCENE_IMAGE_USAGE, startOfUtcMonth(now)),
    countCharacters(ctx.db, userId),
    countBooks(ctx.db, userId),
    countSavedItems(ctx.db, userId),
    sumImageBytes(ctx.db, userId),
  ]);
  const storage = STORAGE_LIMITS[tier];
  return {
    tier,
    scenes: { used: scenesUsed, limit: limits.scenesPerMonth },
    characters: { used: charactersUsed, limit: limits.characters },
    books: { used: booksUsed, limit: limits.books },
    library: {
      items: { used: savedItems, limit: storage.savedItems },
      bytes: { used: savedBytes, limit: storage.savedBytes },
    },
  };
}

/**
 * Refuses with the limit's message when the user is already at it. A gate only, for calls that create
 * nothing (drawing a character sheet); the save itself is checked atomically by `insertWithinLimit`.
 */
export async function assertUnderLimit(ctx: QuotaContext, resource: LimitedResource, userId: string): Promise<void> {
  const limit = PLAN_LIMITS[toTier(await findUserTier(ctx.db, userId))][LIMIT_FIELD[resource]];
  if (limit !== null && (await COUNTERS[resource](ctx.db, userId)) >= limit) {
    throw new LimitRefusal(403, LIMIT_MESSAGES[resource](limit), resource);
  }
}

/**
 * Creates a character or a book only while the user is under the plan's limit. The count and `insert`
 * share one transaction holding the user's row, so concurrent requests cannot both take the last slot.
 */
export async function insertWithinLimit<T>(
  ctx: QuotaContext,
  resource: LimitedResource,
  userId: string,
  insert: (trx: LockedExecutor) => Promise<T>,
): Promise<T> {
  return inUserLock(ctx.db, ctx.databaseKind === 'postgres', userId, async (trx, tierValue) => {
    const limit = PLAN_LIMITS[toTier(tierValue)][LIMIT_FIELD[resource]];
    if (limit !== null && (await COUNTERS[resource](trx, userId)) >= limit) {
      throw new LimitRefusal(403, LIMIT_MESSAGES[resource](limit), resource);
    }
    return insert(trx);
  });
}

/**
 * How long a scene image may be reserved before it is delivered: it may wait one render deadline for a
 * worker and run one more (src/engine/worker/worker-pool.ts), plus time for the database and the answer.
 */
export function reservationMs(config: Pick<Config, 'generation'>): number {
  return 2 * config.generation.deadlineMs + 10_000;
}

/**
 * Generates a scene image on the month's quota: the usage is reserved first (atomically, like
 * `insertWithinLimit`), then `generate` runs outside the transaction. It counts for good once delivered;
 * when it fails the reservation is released, and when the process dies the reservation expires (and
 * housekeeping removes it), so a generation nobody received costs nothing.
 */
export async function withSceneImageQuota<T>(
  ctx: QuotaContext & { config: Pick<Config, 'generation'> },
  userId: string,
  generate: () => Promise<T>,
): Promise<T> {
  const now = new Date();
  const reservedUntil = new Date(now.getTime() + reservationMs(ctx.config)).toISOString();
  const usageId = await inUserLock(ctx.db, ctx.databaseKind === 'postgres', userId, async (trx, tierValue) => {
    const limit = PLAN_LIMITS[toTier(tierValue)].scenesPerMonth;
    if (limit !== null && (await countUsageSince(trx, userId, SCENE_IMAGE_USAGE, startOfUtcMonth(now), now.toISOString())) >= limit) {
      throw new LimitRefusal(403, LIMIT_MESSAGES.scenes(limit), 'scenes');
    }
    return insertUsageEvent(trx, userId, SCENE_IMAGE_USAGE, now.toISOString(), reservedUntil);
  });
  let result: T;
  try {
    result = await generate();
  } catch (error) {
    await deleteUsageEvent(ctx.db, usageId);
    throw error;
  }
  await markUsageDelivered(ctx.db, usageId);
  return result;
}

/** What a save adds to the library: a character counts against the plan's characters too. */
export type SavedResource = 'characters' | 'scenes';

function formatMegabytes(bytes: number): string {
  return `${Math.round(bytes / 1024 / 1024)} MB`;
}

async function checkSaveLimits(db: LockedExecutor, resource: SavedResource, userId: string, tierValue: string | null, newBytes: number) {
  const tier = toTier(tierValue);
  const countLimit = resource === 'characters' ? PLAN_LIMITS[tier].characters : null;
  if (countLimit !== null && (await countCharacters(db, userId)) >= countLimit) {
    throw new LimitRefusal(403, LIMIT_MESSAGES.characters(countLimit), 'characters');
  }
  const storage = STORAGE_LIMITS[tier];
  if ((await countSavedItems(db, userId)) >= storage.savedItems) {
    throw new LimitRefusal(403, `Your library is full (${storage.savedItems} scenes and characters). Delete some to save more.`, 'library');
  }
  if ((await sumImageBytes(db, userId)) + newBytes > storage.savedBytes) {
    throw new LimitRefusal(403, `Your library is full (${formatMegabytes(storage.savedBytes)} of pictures). Delete some to save more.`, 'library');
  }
}

/**
 * Refuses a save the plan cannot take (character limit, library items and bytes) before the image is
 * even read; `insertWithinSaveLimits` checks again atomically with the image's real size.
 */
export async function assertCanSave(ctx: QuotaContext, resource: SavedResource, userId: string): Promise<void> {
  await checkSaveLimits(ctx.db, resource, userId, await findUserTier(ctx.db, userId), 0);
}

/** Saves a character or scene of `newBytes` image bytes only within the plan's limits, like `insertWithinLimit`. */
export async function insertWithinSaveLimits<T>(
  ctx: QuotaContext,
  resource: SavedResource,
  userId: string,
  newBytes: number,
  insert: (trx: LockedExecutor) => Promise<T>,
): Promise<T> {
  return inUserLock(ctx.db, ctx.databaseKind === 'postgres', userId, async (trx, tierValue) => {
    await checkSaveLimits(trx, resource, userId, tierValue, newBytes);
    return insert(trx);
  });
}
