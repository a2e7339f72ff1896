import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_ATTEMPTS_PER_MINUTE } from '../auth/auth-routes';
import { DATABASE_KINDS, createTestApp } from '../testing/test-app';
import { deleteEndedCounters, incrementCounter, readCounter } from './rate-limit.repository';

const MINUTE = 60_000;

describe.each(DATABASE_KINDS)('rate-limit counters on %s', (kind) => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    first = await createTestApp(kind);
    // A second instance on the same database, as behind a load balancer.
    const { database, dataDir } = first.config;
    const shared: Record<string, string> = database.kind === 'postgres' ? { DATABASE_URL: database.url } : { DATA_DIR: dataDir };
    second = await createTestApp(kind, shared);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('counts within a window and starts again at 1 once it ended', async () => {
    const now = 1_800_000_000_000;
    expect(await incrementCounter(first.db, 'test|a', now, MINUTE)).toEqual({ count: 1, windowEndsAt: now + MINUTE });
    expect(await incrementCounter(first.db, 'test|a', now + 1_000, MINUTE)).toEqual({ count: 2, windowEndsAt: now + MINUTE });
    expect(await readCounter(first.db, 'test|a', now + 2_000)).toEqual({ count: 2, windowEndsAt: now + MINUTE });
    expect(await readCounter(first.db, 'test|a', now + MINUTE)).toBeNull();
    expect(await incrementCounter(first.db, 'test|a', now + MINUTE, MINUTE)).toEqual({ count: 1, windowEndsAt: now + 2 * MINUTE });
    expect(await readCounter(first.db, 'test|other', now)).toBeNull();
  });

  it('gives concurrent requests on both instances every count exactly once', async () => {
    const now = Date.now();
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => incrementCounter((i % 2 === 0 ? first : second).db, 'test|concurrent', now, MINUTE)),
    );
    expect(results.map((result) => result.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('sweeps only counters whose window ended', async () => {
    const now = 1_900_000_000_000;
    await incrementCounter(first.db, 'test|ended', now - 2 * MINUTE, MINUTE);
    await incrementCounter(first.db, 'test|running', now - 1_000, MINUTE);
    expect(await deleteEndedCounters(first.db, now)).toBeGreaterThanOrEqual(1);
    const keys = (await first.db.selectFrom('rate_limit_counters').select('key').execute()).map((row) => row.key);
    expect(keys).not.toContain('test|ended');
    expect(keys).toContain('test|running');
  });

  it('holds the sign-in limit for a client across both instances', async () => {
    // A new address each time: the per-account guess throttle is not what this counts.
    let attempts = 0;
    const attempt = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        remoteAddress: '10.77.0.1',
        payload: { email: `guess${++attempts}@example.com`, password: 'guess guess' },
      });
    const statuses = [];
    for (let i = 0; i < SIGN_IN_ATTEMPTS_PER_MINUTE + 4; i++) statuses.push((await attempt(i % 2 === 0 ? first : second)).statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(SIGN_IN_ATTEMPTS_PER_MINUTE);
    expect(statuses.slice(SIGN_IN_ATTEMPTS_PER_MINUTE)).toEqual([429, 429, 429, 429]);
    const limited = await attempt(second);
    expect(limited.json()).toEqual({ message: 'Too many sign-in attempts. Please wait a minute and try again.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts each route apart, as one instance did', async () => {
    const signUp = await second.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: '10.77.0.1',
      payload: { email: `fresh-${kind}@example.com`, password: 'correct horse battery', firstName: 'Ada', lastName: 'L' },
    });
    expect(signUp.statusCode).toBe(201);
  });
});
