import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Character } from '../../shared/character';
import { saveCharacter } from '../scenes/resource-fixtures';
import { DATABASE_KINDS, createTestApp, signUpUser } from '../testing/test-app';

describe.each(DATABASE_KINDS)('GET /api/images/:id on %s', (kind) => {
  let app: FastifyInstance;
  let cookie: string;
  let character: Character;
  beforeAll(async () => {
    app = await createTestApp(kind);
    cookie = await signUpUser(app);
    character = await saveCharacter(app, cookie);
  });
  afterAll(async () => {
    await app.close();
  });

  it('serves the owner’s image with a strong ETag and a long private cache', async () => {
    const response = await app.inject({ url: character.imageUrl, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(response.headers.etag).toMatch(/^"[^"]+"$/);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('answers 304 without a body when If-None-Match carries the ETag', async () => {
    const { etag } = (await app.inject({ url: character.thumbnailUrl, headers: { cookie } })).headers;
    for (const ifNoneMatch of [String(etag), `"other", W/${String(etag)}`, '*']) {
      const response = await app.inject({ url: character.thumbnailUrl, headers: { cookie, 'if-none-match': ifNoneMatch } });
      expect(response.statusCode, ifNoneMatch).toBe(304);
      expect(response.body).toBe('');
      expect(response.headers.etag).toBe(etag);
    }
    const stale = await app.inject({ url: character.thumbnailUrl, headers: { cookie, 'if-none-match': '"stale"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['content-type']).toBe('image/webp');
  });

  it('answers 404 to another user exactly as for a missing image, and 401 when signed out', async () => {
    const stranger = await signUpUser(app);
    const foreign = await app.inject({ url: character.imageUrl, headers: { cookie: stranger } });
    const missing = await app.inject({ url: '/api/images/no-such-image', headers: { cookie: stranger } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect((await app.inject({ url: character.imageUrl })).statusCode).toBe(401);
  });

  it('answers a readable 500 with no caching when the stored file is gone', async () => {
    const other = await saveCharacter(app, cookie);
    const imageId = other.imageUrl.split('/').pop()!;
    const { blob_key: blobKey } = await app.db.selectFrom('images').select('blob_key').where('id', '=', imageId).executeTakeFirstOrThrow();
    await app.blobs.get(blobKey);
    await app.blobs.delete(blobKey);
    const response = await app.inject({ url: other.imageUrl, headers: { cookie } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'This image could not be read. Please try again later.' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
