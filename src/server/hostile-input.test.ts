import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SceneListSchema } from '../shared/scene';
import { NOT_GENERATED_HERE_MESSAGE, VISITOR_COOKIE } from './generated-pages/generated-pages.service';
import { generatedSampleDataUri, samplePageDataUri, saveCharacter } from './scenes/resource-fixtures';
import { DATABASE_KINDS, createTestApp, signUpUser } from './testing/test-app';

// Text that breaks storage (NUL on PostgreSQL), printing (controls) or reading (bidi overrides) is refused
// with a 400 that names the field, and nothing is stored.
const HOSTILE_TEXTS = [
  ['NUL', 'Picnic\u0000Day'],
  ['ESC', 'Picnic\u001b[31mDay'],
  ['a line break in a title', 'Picnic\r\nDay'],
  ['DEL', 'Picnic\u007fDay'],
  ['a right-to-left override', 'Picnic \u202eyaD'],
  ['a bidi isolate', 'Picnic \u2066Day\u2069'],
] as const;

describe.each(DATABASE_KINDS)('hostile text on %s', (kind) => {
  let app: FastifyInstance;
  let cookie: string;
  beforeAll(async () => {
    app = await createTestApp(kind);
    cookie = await signUpUser(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it.each(HOSTILE_TEXTS)('refuses %s in a book title and stores nothing', async (_label, title) => {
    const response = await app.inject({ method: 'POST', url: '/api/books', headers: { cookie }, payload: { title, ageGroup: '6-8' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('title: must not contain control characters');
    const books = (await app.inject({ url: '/api/books', headers: { cookie } })).json();
    expect(books).toEqual([]);
  });

  it('keeps ordinary Unicode in titles, and line breaks in descriptions', async () => {
    const title = 'Émile’s Café 🐉 — 日本';
    const book = await app.inject({ method: 'POST', url: '/api/books', headers: { cookie }, payload: { title, ageGroup: '6-8' } });
    expect(book.statusCode).toBe(201);
    const generated = await app.inject({
      method: 'POST',
      url: '/api/characters/generate',
      headers: { cookie },
      payload: { characterDescription: 'A friendly dragon\nwith tiny wings', numberOfPoses: 3 },
    });
    expect(generated.statusCode).toBe(200);
  });

  it('refuses NUL in a character description and a sign-up name', async () => {
    const generated = await app.inject({
      method: 'POST',
      url: '/api/characters/generate',
      headers: { cookie },
      payload: { characterDescription: 'A dragon\u0000', numberOfPoses: 3 },
    });
    expect(generated.statusCode).toBe(400);
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: '10.9.0.1',
      payload: { email: 'nul@example.com', password: 'long enough secret', firstName: 'A\u0000', lastName: 'B' },
    });
    expect(signUp.statusCode).toBe(400);
  });

  it.each(['%00', 'abc%00def', '..%2F..%2Fetc', 'a%20b'])('answers 400, not 500, for the path id %s', async (id) => {
    for (const url of [`/api/books/${id}`, `/api/characters/${id}`, `/api/images/${id}`]) {
      const response = await app.inject({ url, headers: { cookie } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toHaveProperty('message');
    }
  });
});

/** Bytes under the disk blob store: what a user's requests have written. */
function storedBytes(app: FastifyInstance): number {
  const storage = app.config.storage;
  if (storage.kind !== 'disk' || !fs.existsSync(storage.dir)) return 0;
  let total = 0;
  for (const entry of fs.readdirSync(storage.dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

/** A PNG signature and random bytes: a noisy photo as far as a size check can tell. */
function noisyPngDataUri(bytes: number): string {
  return `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(bytes)]).toString('base64')}`;
}

// Saving stores only pages this server drew for the caller: anything else is refused before it is decoded,
// and nothing reaches the disk.
describe.each(DATABASE_KINDS)('hostile saves on %s', (kind) => {
  let app: FastifyInstance;
  let cookie: string;
  let characterId: string;
  beforeAll(async () => {
    app = await createTestApp(kind);
    cookie = await signUpUser(app);
    characterId = (await saveCharacter(app, cookie)).id;
  });
  afterAll(async () => {
    await app.close();
  });

  function saveScene(dataUri: string, headers: Record<string, string> = { cookie }) {
    return app.inject({
      method: 'POST',
      url: '/api/scenes',
      headers,
      payload: { title: 'Noise', sceneDescription: 'noise', characterIds: [characterId], dataUri },
    });
  }

  it('stores nothing for five saves of a 9 MB noisy image', async () => {
    const before = storedBytes(app);
    const noise = noisyPngDataUri(9 * 1024 * 1024);
    for (let i = 0; i < 5; i++) {
      const response = await saveScene(noise);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: NOT_GENERATED_HERE_MESSAGE });
    }
    expect(storedBytes(app)).toBe(before);
    expect(SceneListSchema.parse((await app.inject({ url: '/api/scenes', headers: { cookie } })).json())).toEqual([]);
  });

  const refusedImages: Array<[string, () => Promise<string>, number]> = [
    ['a page drawn by hand', () => samplePageDataUri(7), 400],
    ['a JPEG', async () => `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]).toString('base64')}`, 400],
    ['more than 10 MB', async () => `data:image/png;base64,${'A'.repeat(14_000_000)}`, 413],
    ['malformed base64', async () => 'data:image/png;base64,@@@@', 400],
  ];
  it.each(refusedImages)('refuses %s with a clear message', async (_label, dataUri, status) => {
    const response = await saveScene(await dataUri());
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('refuses another user’s page, a sheet as a scene, and a landing preview with a forged visitor cookie', async () => {
    const someoneElse = await signUpUser(app);
    const theirs = await generatedSampleDataUri(app, someoneElse, 'scene', 1);
    expect((await saveScene(theirs)).statusCode).toBe(400);
    const sheet = await generatedSampleDataUri(app, cookie, 'character', 2);
    expect((await saveScene(sheet)).statusCode).toBe(400);

    const preview = await app.inject({ method: 'POST', url: '/api/characters/preview', remoteAddress: '10.8.0.1', payload: { characterDescription: 'a fox' } });
    const { dataUri } = preview.json() as { dataUri: string };
    for (const visitor of ['forged-visitor-value-123', '', '%00', 'x'.repeat(5000)]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/characters',
        headers: { cookie: `${cookie}; ${VISITOR_COOKIE}=${visitor}` },
        payload: { name: 'Fox', description: 'a fox', numberOfPoses: 3, dataUri },
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it.each(['%00', '..%2F..%2Fetc', 'a%20b'])('answers 400 for the recent page id %s', async (id) => {
    for (const request of [{ url: `/api/recent-pages/${id}/image` }, { method: 'DELETE' as const, url: `/api/recent-pages/${id}` }]) {
      const response = await app.inject({ ...request, headers: { cookie } });
      expect(response.statusCode, request.url).toBe(400);
    }
  });
});
