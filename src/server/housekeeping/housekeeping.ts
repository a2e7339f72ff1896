import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { DatabaseHandle, Db } from '../db/database';
import { deleteUndeliveredReservations } from '../quota/quota.repository';
import type { BlobStore } from '../storage/blob-store';
import { findReferencedBlobKeys } from './housekeeping.repository';

/**
 * Stored files are written before the row that refers to them (and removed after it), seconds apart; a
 * file older than this that no row refers to was left by a crash or a failed request.
 */
export const LEFTOVER_MIN_AGE_MS = 60 * 60 * 1000;
const ORPHAN_BATCH = 500;
/** How many removed names the log line lists; the counts are always complete. */
const LOGGED_NAMES = 50;

export interface SweepContext {
  db: Db;
  databaseKind: DatabaseHandle['kind'];
  blobs: BlobStore;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

export interface SweepReport {
  /** Half-written files of writes that never finished. */
  incompleteWrites: string[];
  /** Stored images no row refers to. */
  orphans: string[];
  /** Quota reservations of generations never delivered (the process died while drawing). */
  reservations: number;
}

/**
 * Removes what crashes and failed requests leave behind: unfinished writes and orphan images older than
 * LEFTOVER_MIN_AGE_MS, and quota reservations of generations that were never delivered. At the start of
 * the one instance a SQLite database has, every open reservation is such a leftover; on PostgreSQL other
 * instances may be drawing, so only expired reservations go. Everything goes through the blob-store
 * interface, so it works the same on disk and in a bucket.
 */
export async function sweepLeftovers(ctx: SweepContext, options: { now?: Date; isStart?: boolean } = {}): Promise<SweepReport> {
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - LEFTOVER_MIN_AGE_MS);
  const reservations = await deleteUndeliveredReservations(ctx.db, now.toISOString(), options.isStart === true && ctx.databaseKind === 'sqlite');
  const incompleteWrites = await ctx.blobs.removeIncompleteWrites(cutoff);
  const orphans: string[] = [];
  let batch: string[] = [];
  const removeUnreferenced = async () => {
    const referenced = await findReferencedBlobKeys(ctx.db, batch);
    for (const key of batch) {
      if (referenced.has(key)) continue;
      await ctx.blobs.delete(key);
      orphans.push(key);
    }
    batch = [];
  };
  for await (const blob of ctx.blobs.list()) {
    if (blob.lastModified >= cutoff) continue;
    batch.push(blob.key);
    if (batch.length >= ORPHAN_BATCH) await removeUnreferenced();
  }
  await removeUnreferenced();
  const report = { incompleteWrites, orphans, reservations };
  if (incompleteWrites.length + orphans.length + reservations > 0) {
    ctx.log.info(
      {
        incompleteWrites: incompleteWrites.slice(0, LOGGED_NAMES),
        orphans: orphans.slice(0, LOGGED_NAMES),
      },
      `housekeeping removed ${incompleteWrites.length} unfinished ${incompleteWrites.length === 1 ? 'write' : 'writes'}, ` +
        `${orphans.length} orphan ${orphans.length === 1 ? 'image' : 'images'} and ${reservations} undelivered quota ` +
        `${reservations === 1 ? 'reservation' : 'reservations'}`,
    );
  }
  return report;
}

export interface Housekeeping {
  /** The sweep started with the server (it runs beside serving, not before it). */
  readonly atStart: Promise<SweepReport | null>;
  sweep(options?: { now?: Date }): Promise<SweepReport>;
}

declare module 'fastify' {
  interface FastifyInstance {
    housekeeping: Housekeeping;
  }
}

/** How long closing waits for a sweep in progress. */
const CLOSE_WAIT_MS = 5_000;

/** Sweeps once when the server is ready and then every `intervalMs`; a failed sweep is logged and retried next time. */
export function installHousekeeping(app: FastifyInstance, intervalMs: number): void {
  const context = (): SweepContext => ({ db: app.db, databaseKind: app.databaseKind, blobs: app.blobs, log: app.log });
  let running: Promise<SweepReport | null> = Promise.resolve(null);
  let resolveStart: (report: SweepReport | null) => void = () => undefined;
  const atStart = new Promise<SweepReport | null>((resolve) => (resolveStart = resolve));
  const guarded = (options: { now?: Date; isStart?: boolean }) => {
    running = running.then(() =>
      sweepLeftovers(context(), options).catch((error: unknown) => {
        app.log.error({ err: error }, 'housekeeping failed; it runs again later');
        return null;
      }),
    );
    return running;
  };
  let timer: NodeJS.Timeout | undefined;
  app.decorate('housekeeping', {
    atStart,
    async sweep(options = {}) {
      return sweepLeftovers(context(), options);
    },
  });
  app.addHook('onReady', async () => {
    void guarded({ isStart: true }).then(resolveStart);
    timer = setInterval(() => void guarded({}), intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    resolveStart(null);
    // A sweep stuck on storage that does not answer must not hold the shutdown: it is safe to cut short,
    // and the next start sweeps again.
    let waited: NodeJS.Timeout | undefined;
    await Promise.race([running, new Promise((resolve) => (waited = setTimeout(resolve, CLOSE_WAIT_MS)))]);
    clearTimeout(waited);
  });
}
