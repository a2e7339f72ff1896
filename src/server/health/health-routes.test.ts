import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { LivenessSchema, ReadinessSchema } from '../../shared/health';
import { DATABASE_KINDS, createTestApp } from '../testing/test-app';
import { startS3TestServer, type S3TestServer } from '../testing/s3-test-server';

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3.close();
});

async function readiness(app: FastifyInstance) {
  const response = await app.inject({ url: '/readyz' });
  return { statusCode: response.statusCode, cacheControl: response.headers['cache-control'], body: ReadinessSchema.parse(response.json()) };
}

describe.each(DATABASE_KINDS)('health probes on %s', (kind) => {
  it('answers /healthz without a session or a database call', async () => {
    const app = await createTestApp(kind);
    try {
      const response = await app.inject({ url: '/healthz' });
      expect(response.statusCode).toBe(200);
      expect(LivenessSchema.parse(response.json())).toEqual({ status: 'ok' });
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      await app.close();
    }
  });

  it('is ready with the database and images on disk', async () => {
    const app = await createTestApp(kind);
    try {
      expect(await readiness(app)).toEqual({
        statusCode: 200,
        cacheControl: 'no-store',
        body: { status: 'ready', checks: { database: 'ok', storage: 'ok' } },
      });
    } finally {
      await app.close();
    }
  });

  it('is ready with images in an S3 bucket, and not ready once the bucket cannot be reached', async () => {
    const own = await startS3TestServer();
    const app = await createTestApp(kind, await own.createBucket());
    try {
      expect((await readiness(app)).body).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok' } });
      await own.close();
      // A new check, not the last second's answer.
      await new Promise((resolve) => setTimeout(resolve, 1_050));
      const down = await readiness(app);
      expect(down.statusCode).toBe(503);
      expect(down.body).toEqual({ status: 'unavailable', checks: { database: 'ok', storage: 'unreachable' } });
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('readiness', () => {
  it('is not ready when the images folder cannot be written', async () => {
    const app = await createTestApp('sqlite');
    try {
      const images = path.join(app.config.dataDir, 'images');
      fs.rmSync(images, { recursive: true, force: true });
      fs.writeFileSync(images, 'not a folder');
      const down = await readiness(app);
      expect(down.statusCode).toBe(503);
      expect(down.body).toEqual({ status: 'unavailable', checks: { database: 'ok', storage: 'unreachable' } });
    } finally {
      await app.close();
    }
  });

  it('names a storage that does not answer in time', async () => {
    // Accepts connections and never answers, like a bucket endpoint behind a dead route.
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const env = await s3.createBucket();
    const app = await createTestApp('sqlite', { ...env, S3_ENDPOINT: `http://127.0.0.1:${(silent.address() as net.AddressInfo).port}` });
    try {
      const down = await readiness(app);
      expect(down.statusCode).toBe(503);
      expect(down.body).toEqual({ status: 'unavailable', checks: { database: 'ok', storage: 'no answer within 2000 ms' } });
    } finally {
      await app.close();
      silent.close();
    }
  });

  it('is not ready when the PostgreSQL database is gone', async () => {
    const app = await createTestApp('postgres', await s3.createBucket());
    try {
      expect((await readiness(app)).statusCode).toBe(200);
      const databaseName = new URL((app.config.database as { url: string }).url).pathname.slice(1);
      const admin = new pg.Client({ connectionString: inject('postgresAdminUrl') });
      await admin.connect();
      try {
        await admin.query(`DROP DATABASE ${databaseName} WITH (FORCE)`);
      } finally {
        await admin.end();
      }
      await new Promise((resolve) => setTimeout(resolve, 1_050));
      const down = await readiness(app);
      expect(down.statusCode).toBe(503);
      expect(down.body).toEqual({ status: 'unavailable', checks: { database: 'unreachable', storage: 'ok' } });
    } finally {
      await app.close();
    }
  });
});
