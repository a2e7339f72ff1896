import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuotaSchema } from '../../shared/quota';
import { SCENE_IMAGE_USAGE, insertUsageEvent } from '../quota/quota.repository';
import { generatedSampleDataUri, saveCharacter, saveScene, userIdOf } from '../scenes/resource-fixtures';
import { startS3TestServer, type S3TestServer } from '../testing/s3-test-server';
import { DATABASE_KINDS, createTestApp, signUpUser } from '../testing/test-app';
import { LEFTOVER_MIN_AGE_MS, sweepLeftovers } from './housekeeping';

const HOURS_LATER = new Date(Date.now() + 2 * LEFTOVER_MIN_AGE_MS);

function writeFile(root: string, relative: string, ageMs: number): string {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, 'bytes');
  const time = new Date(Date.now() - ageMs);
  fs.utimesSync(file, time, time);
  return file;
}

describe.each(DATABASE_KINDS)('housekeeping on %s with files on disk', (kind) => {
  it('removes old unfinished writes and orphan images at start, and keeps recent ones', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'colorbook-housekeeping-'));
    const images = path.join(dataDir, 'images');
    const oldOrphan = writeFile(images, 'ab/old-orphan.png', 2 * LEFTOVER_MIN_AGE_MS);
    const youngOrphan = writeFile(images, 'ab/young-orphan.png', 60_000);
    const oldTemp = writeFile(images, 'cd/page.png.1a2b3c.tmp', 2 * LEFTOVER_MIN_AGE_MS);
    const youngTemp = writeFile(images, 'cd/page.png.4d5e6f.tmp', 1000);
    const app = await createTestApp(kind, { DATA_DIR: dataDir });
    try {
      await app.ready();
      const report = await app.housekeeping.atStart;
      expect(report).toEqual({ incompleteWrites: ['cd/page.png.1a2b3c.tmp'], orphans: ['ab/old-orphan.png'], reservations: 0 });
      expect([oldOrphan, oldTemp].map((file) => fs.existsSync(file))).toEqual([false, false]);
      expect([youngOrphan, youngTemp].map((file) => fs.existsSync(file))).toEqual([true, true]);
    } finally {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  describe('a later sweep', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await createTestApp(kind);
      await app.ready();
      await app.housekeeping.atStart;
    });
    afterAll(async () => {
      await app.close();
    });

    it('removes only stored files no row refers to', async () => {
      const cookie = await signUpUser(app);
      const character = await saveCharacter(app, cookie);
      await saveScene(app, cookie, [character.id]);
      // A generated page nobody saved yet keeps its bytes for Recent pages.
      await generatedSampleDataUri(app, cookie, 'scene', 3);
      await app.blobs.put('zz/orphan-of-a-crash.png', Buffer.from('orphan'));
      const report = await app.housekeeping.sweep({ now: HOURS_LATER });
      expect(report.orphans).toEqual(['zz/orphan-of-a-crash.png']);
      for (const url of [character.imageUrl, character.thumbnailUrl]) {
        expect((await app.inject({ url, headers: { cookie } })).statusCode).toBe(200);
      }
      const recent = await app.inject({ url: '/api/recent-pages', headers: { cookie } });
      expect(recent.statusCode).toBe(200);
      expect(JSON.stringify(recent.json())).toContain('sample page 3');
    });

    it('stops counting a reservation once it expired, and removes it then, not before', async () => {
      const cookie = await signUpUser(app);
      const userId = await userIdOf(app, cookie);
      const now = new Date();
      const until = new Date(now.getTime() + 60_000).toISOString();
      await insertUsageEvent(app.db, userId, SCENE_IMAGE_USAGE, now.toISOString(), until);
      const used = async () => QuotaSchema.parse((await app.inject({ url: '/api/quota', headers: { cookie } })).json()).scenes.used;
      expect(await used()).toBe(1);
      // Another instance may still be drawing it.
      expect((await app.housekeeping.sweep({ now })).reservations).toBe(0);
      expect(await used()).toBe(1);
      expect((await app.housekeeping.sweep({ now: HOURS_LATER })).reservations).toBe(1);
      expect(await used()).toBe(0);
      // One already past its time counts no more, swept or not.
      await insertUsageEvent(app.db, userId, SCENE_IMAGE_USAGE, now.toISOString(), new Date(now.getTime() - 1000).toISOString());
      expect(await used()).toBe(0);
      expect((await app.housekeeping.sweep({ now })).reservations).toBe(1);
    });

    it('says in the log what it removed', async () => {
      await app.blobs.put('zz/logged-orphan.png', Buffer.from('orphan'));
      const lines: Array<{ fields: unknown; message: string }> = [];
      const log = {
        info: (fields: unknown, message: string) => lines.push({ fields, message }),
        error: () => undefined,
      };
      await sweepLeftovers({ db: app.db, databaseKind: app.databaseKind, blobs: app.blobs, log: log as never }, { now: HOURS_LATER });
      expect(lines).toEqual([
        {
          fields: { incompleteWrites: [], orphans: ['zz/logged-orphan.png'] },
          message: 'housekeeping removed 0 unfinished writes, 1 orphan image and 0 undelivered quota reservations',
        },
      ]);
      // Nothing left: nothing logged.
      await sweepLeftovers({ db: app.db, databaseKind: app.databaseKind, blobs: app.blobs, log: log as never }, { now: HOURS_LATER });
      expect(lines).toHaveLength(1);
    });
  });
});

describe.each(DATABASE_KINDS)('housekeeping on %s with images in an S3 bucket', (kind) => {
  let s3: S3TestServer;
  let app: FastifyInstance;
  beforeAll(async () => {
    s3 = await startS3TestServer();
    app = await createTestApp(kind, await s3.createBucket());
  });
  afterAll(async () => {
    await app.close();
    await s3.close();
  });

  it('removes orphans through the same interface and keeps saved images', async () => {
    const cookie = await signUpUser(app);
    const character = await saveCharacter(app, cookie);
    await app.blobs.put('zz/orphan-in-bucket.png', Buffer.from('orphan'));
    const report = await app.housekeeping.sweep({ now: HOURS_LATER });
    expect(report).toEqual({ incompleteWrites: [], orphans: ['zz/orphan-in-bucket.png'], reservations: 0 });
    expect((await app.inject({ url: character.imageUrl, headers: { cookie } })).statusCode).toBe(200);
    const keys: string[] = [];
    for await (const blob of app.blobs.list()) keys.push(blob.key);
    expect(keys).not.toContain('zz/orphan-in-bucket.png');
  });
});
