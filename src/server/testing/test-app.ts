import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { createEngine } from '../../engine/create-engine';
import type { Engine } from '../../engine/types';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { SESSION_COOKIE } from '../auth/session';
import { startS3TestServer } from './s3-test-server';

export type DatabaseKind = 'sqlite' | 'postgres';
/** For `describe.each(DATABASE_KINDS)`: every API test runs on both databases. */
export const DATABASE_KINDS: DatabaseKind[] = ['sqlite', 'postgres'];

async function createPostgresDatabase(): Promise<string> {
  const adminUrl = inject('postgresAdminUrl');
  const name = `test_${randomBytes(8).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/**
 * The whole server on a fresh, migrated database (its own SQLite file, or its own PostgreSQL database in the
 * run's embedded server), a temporary data directory and the built-in engine. `env` adds or overrides settings.
 * Close it in afterAll: that also removes its files.
 */
/**
 * A test that sets these is about one machine's own resources (files under its data folder, its pool of
 * drawing threads), which a second instance does not share by design: it keeps one instance under
 * `TEST_INSTANCES=2` too.
 */
const ONE_MACHINE_SETTINGS = ['DATA_DIR', 'GENERATION_WORKERS', 'GENERATION_QUEUE_LIMIT'];

export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  /** Another engine than the built-in one, e.g. one that fails, to test how the server answers. */
  engine?: Engine,
): Promise<FastifyInstance> {
  const isAboutOneMachine = ONE_MACHINE_SETTINGS.some((name) => env[name] !== undefined);
  if (kind === 'postgres' && process.env.TEST_INSTANCES === '2' && !isAboutOneMachine) return createInstancePair(env, engine);
  return createSingleTestApp(kind, env, engine);
}

async function createSingleTestApp(kind: DatabaseKind, env: Record<string, string>, engine?: Engine): Promise<FastifyInstance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'colorbook-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...(kind === 'postgres' && !env.DATABASE_URL ? { DATABASE_URL: await createPostgresDatabase() } : {}),
    ...env,
  });
  // With GENERATION_WORKERS set, pages are drawn in worker threads as in production; otherwise in this
  // thread, which starts faster.
  const app = await buildApp(config, { engine: engine ?? (env.GENERATION_WORKERS ? undefined : createEngine({ provider: 'builtin' })) });
  app.addHook('onClose', async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  return app;
}

/**
 * Two instances of the server on one PostgreSQL database and one S3 bucket (a loopback s3rver), answering as
 * one app: every `inject` goes to one of the two at random, as behind a load balancer. Everything else (db,
 * config, blobs) is the first instance's. `npm run test:instances` runs the API tests this way.
 */
export async function createInstancePair(env: Record<string, string> = {}, engine?: Engine): Promise<FastifyInstance> {
  const s3 = await startS3TestServer();
  const shared = { ...(await s3.createBucket()), ...env };
  const first = await createSingleTestApp('postgres', shared, engine);
  const { database } = first.config;
  const second = await createSingleTestApp('postgres', { ...shared, ...(database.kind === 'postgres' ? { DATABASE_URL: database.url } : {}) }, engine);
  const instances = [first, second];
  return new Proxy(first, {
    get(target, property) {
      if (property === 'inject') {
        return (...args: Parameters<FastifyInstance['inject']>) => {
          const instance = instances[Math.floor(Math.random() * instances.length)] ?? first;
          return (instance.inject as (...a: typeof args) => unknown)(...args);
        };
      }
      if (property === 'close') {
        return async () => {
          await second.close();
          await first.close();
          await s3.close();
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

let userCounter = 0;

export interface SignUpOptions {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
}

/** Signs up a new built-in user and returns the `cookie` header that carries the session. */
export async function signUpUser(app: FastifyInstance, options: SignUpOptions = {}): Promise<string> {
  userCounter += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    // Its own client address, so helpers never use up the sign-up rate limit of the test's own requests.
    remoteAddress: `10.99.${Math.floor(userCounter / 250) % 250}.${(userCounter % 250) + 1}`,
    payload: {
      email: options.email ?? `user${userCounter}-${randomBytes(4).toString('hex')}@example.com`,
      password: options.password ?? 'correct horse battery',
      firstName: options.firstName ?? 'Test',
      lastName: options.lastName ?? `User ${userCounter}`,
    },
  });
  if (response.statusCode !== 201) throw new Error(`Sign-up failed: ${response.statusCode} ${response.body}`);
  return sessionCookieOf(response.cookies);
}

/** `name=value` of the session cookie a response set, ready for a `cookie` header. */
export function sessionCookieOf(cookies: Array<{ name: string; value: string }>): string {
  const session = cookies.find((c) => c.name === SESSION_COOKIE);
  if (!session) throw new Error('The response set no session cookie');
  return `${SESSION_COOKIE}=${session.value}`;
}
