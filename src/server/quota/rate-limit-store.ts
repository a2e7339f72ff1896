import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { deleteEndedCounters, incrementCounter, readCounter } from './rate-limit.repository';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit that keeps its counters in the database instead of process memory, so
 * N instances behind a load balancer enforce one limit, not N. Each route counts apart, as the plugin's
 * own stores do: the route's method and path prefix every key.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    namespace = '';

    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = Date.now();
      incrementCounter(db, this.namespace + key, now, timeWindow).then(
        (state) => callback(null, { current: state.count, ttl: state.windowEndsAt - now }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      const now = Date.now();
      readCounter(db, this.namespace + key, now).then(
        (state) => callback(null, state ? { current: state.count, ttl: state.windowEndsAt - now } : { current: 0, ttl: 0 }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      const store = new DatabaseRateLimitStore();
      store.namespace = `${this.namespace}${String(route?.method ?? '')} ${String(route?.url ?? '')}|`;
      return store;
    }
  }
  return DatabaseRateLimitStore;
}

const SWEEP_INTERVAL_MS = 10 * 60_000;

/** Every few minutes, removes counters whose window ended, so the table holds only the last minutes' clients. */
export function installRateLimitSweep(app: FastifyInstance): void {
  const timer = setInterval(() => {
    deleteEndedCounters(app.db, Date.now()).catch((error: unknown) => app.log.warn({ err: error }, 'rate-limit sweep failed'));
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
