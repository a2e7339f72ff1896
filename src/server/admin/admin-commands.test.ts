import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuotaSchema } from '../../shared/quota';
import { createBook, saveCharacter, saveScene, userIdOf } from '../scenes/resource-fixtures';
import { DATABASE_KINDS, createTestApp, signUpUser, type DatabaseKind } from '../testing/test-app';
import { startS3TestServer, type S3TestServer } from '../testing/s3-test-server';
import {
  AdminCommandError,
  EXPORT_FORMAT,
  deleteUser,
  exportUser,
  formatUserTable,
  listUsers,
  setTier,
  type AdminContext,
} from './admin-commands';

interface Person {
  email: string;
  cookie: string;
  id: string;
}

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3.close();
});

// Every database with images on disk, and PostgreSQL with images in a bucket, as a deployment of several instances runs.
const SETUPS: Array<[DatabaseKind, 'disk' | 'S3']> = [...DATABASE_KINDS.map((kind): [DatabaseKind, 'disk'] => [kind, 'disk']), ['postgres', 'S3']];

describe.each(SETUPS)('operator commands on %s with images on %s', (kind, storage) => {
  let app: FastifyInstance;
  let ctx: AdminContext;
  let exportRoot: string;
  beforeAll(async () => {
    app = await createTestApp(kind, storage === 'S3' ? await s3.createBucket() : {});
    if (storage === 'S3') expect(app.config.storage.kind).toBe('s3');
    ctx = { db: app.db, blobs: app.blobs };
    exportRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'colorbook-export-'));
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(exportRoot, { recursive: true, force: true });
  });

  let personCounter = 0;
  /** A user with a character, a scene in a book and one scene image counted this month. */
  async function personWithWork(): Promise<Person> {
    const email = `person${++personCounter}-${kind}-${storage.toLowerCase()}@example.com`;
    const cookie = await signUpUser(app, { email, firstName: 'Grace', lastName: `Hopper ${personCounter}` });
    const character = await saveCharacter(app, cookie);
    const generated = await app.inject({
      method: 'POST',
      url: '/api/scenes/generate',
      headers: { cookie },
      payload: { characterIds: [character.id], sceneDescription: 'reading under a tree', ageGroup: '6-8' },
    });
    expect(generated.statusCode).toBe(200);
    const sceneId = await saveScene(app, cookie, [character.id]);
    const bookId = await createBook(app, cookie);
    const added = await app.inject({ method: 'POST', url: `/api/books/${bookId}/scenes`, headers: { cookie }, payload: { sceneId } });
    expect(added.statusCode).toBeLessThan(300);
    const event = await app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { cookie },
      payload: { name: 'demo_converted', props: { poses: 3 } },
    });
    expect(event.statusCode).toBeLessThan(300);
    return { email, cookie, id: await userIdOf(app, cookie) };
  }

  async function rowCounts(userId: string) {
    const count = async (table: 'characters' | 'scenes' | 'books' | 'images' | 'usage_events' | 'sessions') =>
      (await app.db.selectFrom(table).select('user_id').where('user_id', '=', userId).execute()).length;
    return {
      users: (await app.db.selectFrom('users').select('id').where('id', '=', userId).execute()).length,
      characters: await count('characters'),
      scenes: await count('scenes'),
      books: await count('books'),
      images: await count('images'),
      usageEvents: await count('usage_events'),
      sessions: await count('sessions'),
    };
  }

  async function blobKeysOf(userId: string): Promise<string[]> {
    const rows = await app.db.selectFrom('images').select('blob_key').where('user_id', '=', userId).execute();
    return rows.map((row) => row.blob_key);
  }

  const blobExists = (key: string) => app.blobs.get(key).then(() => true, () => false);

  it('lists users with tier, scenes this month, characters and books', async () => {
    const person = await personWithWork();
    const users = await listUsers(ctx);
    expect(users.find((user) => user.email === person.email)).toEqual({
      id: person.id,
      email: person.email,
      firstName: 'Grace',
      lastName: expect.stringMatching(/^Hopper \d+$/),
      tier: 'free',
      scenesThisMonth: 1,
      characters: 1,
      books: 1,
    });
    const table = formatUserTable(users);
    expect(table.split('\n')[0]).toMatch(/^E-MAIL +NAME +TIER +SCENES THIS MONTH +CHARACTERS +BOOKS$/);
    expect(table).toMatch(new RegExp(`${person.email.replace('.', '\\.')} +Grace Hopper \\d+ +free +1 +1 +1`));
  });

  it('counts only this month\'s scenes', async () => {
    const person = await personWithWork();
    const nextMonth = new Date();
    nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1, 1);
    const later = await listUsers(ctx, nextMonth);
    expect(later.find((user) => user.id === person.id)?.scenesThisMonth).toBe(0);
  });

  it('sets a tier, paid ones included, and the quota follows', async () => {
    const person = await personWithWork();
    expect(await setTier(ctx, person.email.toUpperCase(), 'Pro')).toEqual({ user: person.email, from: 'free', to: 'pro' });
    const quota = QuotaSchema.parse((await app.inject({ url: '/api/quota', headers: { cookie: person.cookie } })).json());
    expect(quota.tier).toBe('pro');
    expect(quota.scenes.limit).toBe(150);
  });

  it('says which tiers exist and that a user is unknown', async () => {
    const person = await personWithWork();
    await expect(setTier(ctx, person.email, 'gold')).rejects.toThrow(
      new AdminCommandError('Unknown tier "gold". Tiers: free, beta, starter, pro, studio.'),
    );
    await expect(setTier(ctx, 'nobody@example.com', 'pro')).rejects.toThrow(/No user with the e-mail or id "nobody@example.com"/);
    await expect(exportUser(ctx, 'nobody@example.com', path.join(exportRoot, 'nobody'))).rejects.toThrow(AdminCommandError);
    await expect(deleteUser(ctx, 'nobody@example.com')).rejects.toThrow(AdminCommandError);
  });

  it('exports all of a person\'s rows as JSON and every image as a file', async () => {
    const person = await personWithWork();
    const other = await personWithWork();
    const dir = path.join(exportRoot, `export-${kind}-${storage}`);
    const exported = await exportUser(ctx, person.email, dir);
    expect(exported).toEqual({ user: person.email, file: path.join(dir, 'user.json'), imageCount: 4 });

    const document = JSON.parse(fs.readFileSync(exported.file, 'utf8'));
    expect(document.format).toBe(EXPORT_FORMAT);
    expect(document.user).toMatchObject({ id: person.id, email: person.email, first_name: 'Grace', tier: 'free', has_password: true });
    expect(document.user).not.toHaveProperty('password_hash');
    expect(document.characters).toHaveLength(1);
    expect(document.scenes).toHaveLength(1);
    expect(document.sceneCharacters).toHaveLength(1);
    expect(document.books).toHaveLength(1);
    expect(document.bookScenes).toHaveLength(1);
    expect(document.usageEvents).toHaveLength(1);
    expect(document.analyticsEvents).toMatchObject([{ name: 'demo_converted', props: '{"poses":3}' }]);
    expect(document.sessions.length).toBeGreaterThan(0);
    expect(document.sessions[0]).not.toHaveProperty('id_hash');
    expect(JSON.stringify(document)).not.toContain(other.id);

    // Each image row names its file; the file holds exactly the stored bytes.
    expect(document.images).toHaveLength(4);
    for (const image of document.images as Array<{ file: string; blob_key: string; byte_size: number }>) {
      const bytes = fs.readFileSync(path.join(dir, image.file));
      expect(bytes.equals(await app.blobs.get(image.blob_key))).toBe(true);
      expect(bytes.length).toBe(image.byte_size);
    }
    expect(fs.readdirSync(path.join(dir, 'images'))).toHaveLength(4);
  });

  it('refuses to export into a folder that already holds files', async () => {
    const person = await personWithWork();
    const dir = path.join(exportRoot, `full-${kind}-${storage}`);
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'keep.txt'), 'mine');
    await expect(exportUser(ctx, person.email, dir)).rejects.toThrow(/is not empty/);
    expect(fs.readdirSync(dir)).toEqual(['keep.txt']);
  });

  it('deletes a person with every row and image of theirs; other people are untouched', async () => {
    const person = await personWithWork();
    const other = await personWithWork();
    const personBlobs = await blobKeysOf(person.id);
    const otherBlobs = await blobKeysOf(other.id);
    const otherBefore = await rowCounts(other.id);
    const analyticsOf = (userId: string) => app.db.selectFrom('analytics_events').select('id').where('user_id', '=', userId).execute();
    expect(await analyticsOf(person.id)).toHaveLength(1);

    expect(await deleteUser(ctx, person.email)).toEqual({ user: person.email, imageCount: 4 });

    expect(await rowCounts(person.id)).toEqual({ users: 0, characters: 0, scenes: 0, books: 0, images: 0, usageEvents: 0, sessions: 0 });
    expect(await analyticsOf(person.id)).toHaveLength(0);
    expect(await analyticsOf(other.id)).toHaveLength(1);
    for (const key of personBlobs) expect(await blobExists(key)).toBe(false);
    expect((await app.inject({ url: '/api/auth/user', headers: { cookie: person.cookie } })).statusCode).toBe(401);

    expect(await rowCounts(other.id)).toEqual(otherBefore);
    for (const key of otherBlobs) expect(await blobExists(key)).toBe(true);
    const otherScenes = await app.inject({ url: '/api/scenes', headers: { cookie: other.cookie } });
    expect(otherScenes.statusCode).toBe(200);
    expect(otherScenes.json()).toHaveLength(1);
  });
});
