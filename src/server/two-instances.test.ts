import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CharacterSchema } from '../shared/character';
import { saveCharacter, saveScene, userIdOf } from './scenes/resource-fixtures';
import { createTestApp, sessionCookieOf, signUpUser } from './testing/test-app';
import { startS3TestServer, type S3TestServer } from './testing/s3-test-server';
import { changeTier } from './user/user.repository';

// Two instances behind a load balancer: one PostgreSQL database, one S3 bucket, nothing shared in memory.
// `npm run test:instances` runs the whole API test suite this way; these are the cases that broke before.

describe('two instances on one PostgreSQL database and one bucket', () => {
  let s3: S3TestServer;
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    s3 = await startS3TestServer();
    const bucket = await s3.createBucket();
    first = await createTestApp('postgres', bucket);
    const { database } = first.config;
    if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    second = await createTestApp('postgres', { ...bucket, DATABASE_URL: database.url });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await s3?.close();
  });

  it('serves an image saved through one instance from the other, to its owner only', async () => {
    const cookie = await signUpUser(first);
    const character = await saveCharacter(first, cookie);
    const fromFirst = await first.inject({ url: character.imageUrl, headers: { cookie } });
    const fromSecond = await second.inject({ url: character.imageUrl, headers: { cookie } });
    expect(fromSecond.statusCode).toBe(200);
    expect(fromSecond.headers['content-type']).toBe('image/png');
    expect(fromSecond.rawPayload.equals(fromFirst.rawPayload)).toBe(true);
    const stranger = await signUpUser(second);
    expect((await second.inject({ url: character.imageUrl, headers: { cookie: stranger } })).statusCode).toBe(404);
  });

  it('draws a scene on one instance with a character saved on the other, and saves it', async () => {
    const cookie = await signUpUser(first);
    const character = await saveCharacter(first, cookie);
    const generated = await second.inject({
      method: 'POST',
      url: '/api/scenes/generate',
      headers: { cookie },
      payload: { characterIds: [character.id], sceneDescription: 'reading under a tree', ageGroup: '6-8' },
    });
    expect(generated.statusCode).toBe(200);
    const sceneId = await saveScene(second, cookie, [character.id]);
    const listed = await first.inject({ url: '/api/scenes', headers: { cookie } });
    expect((listed.json() as Array<{ id: string }>).map((scene) => scene.id)).toContain(sceneId);
  });

  it('keeps a session started on one instance on the other, and ends it on both', async () => {
    const signUp = await first.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: '10.88.0.1',
      payload: { email: 'both@example.com', password: 'correct horse battery', firstName: 'Both', lastName: 'Sides' },
    });
    const cookie = sessionCookieOf(signUp.cookies);
    expect((await second.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(200);
    const signOut = await second.inject({ method: 'POST', url: '/api/logout', headers: { cookie, 'sec-fetch-site': 'same-origin' } });
    expect(signOut.statusCode).toBeLessThan(400);
    expect((await first.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
  });

  it('holds a user to 20 generations a minute across both instances', async () => {
    const cookie = await signUpUser(first);
    await changeTier(first.db, await userIdOf(first, cookie), 'free', 'studio');
    const character = CharacterSchema.parse(await saveCharacter(first, cookie));
    const statuses = await Promise.all(
      Array.from({ length: 44 }, (_, i) =>
        (i % 2 === 0 ? first : second)
          .inject({
            method: 'POST',
            url: '/api/scenes/generate',
            headers: { cookie },
            payload: { characterIds: [character.id], sceneDescription: 'a picnic in the park', ageGroup: '3-5' },
          })
          .then((response) => response.statusCode),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(24);
  });
});
