import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine } from '../../engine/create-engine';
import { EngineError, type Engine } from '../../engine/types';
import { QuotaSchema } from '../../shared/quota';
import { createBook, generatedSampleDataUri, samplePageDataUri, saveCharacter, userIdOf } from '../scenes/resource-fixtures';
import { DATABASE_KINDS, createTestApp, signUpUser } from '../testing/test-app';
import { changeTier } from '../user/user.repository';
import { SCENE_IMAGE_USAGE, insertUsageEvent } from './quota.repository';
import { insertWithinLimit, startOfUtcMonth } from './quota.service';
import { insertBook } from '../books/books.repository';
import { HttpError } from '../http-error';

describe('startOfUtcMonth', () => {
  it('is midnight UTC on the first of the month', () => {
    expect(startOfUtcMonth(new Date('2026-03-31T23:59:59.999Z'))).toBe('2026-03-01T00:00:00.000Z');
    expect(startOfUtcMonth(new Date('2026-01-01T00:00:00.000Z'))).toBe('2026-01-01T00:00:00.000Z');
  });
});

describe.each(DATABASE_KINDS)('quota on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(async () => {
    await app.close();
  });

  async function quotaOf(cookie: string) {
    const response = await app.inject({ url: '/api/quota', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return QuotaSchema.parse(response.json());
  }

  function generateScene(cookie: string, characterId: string) {
    return app.inject({
      method: 'POST',
      url: '/api/scenes/generate',
      headers: { cookie },
      payload: { characterIds: [characterId], sceneDescription: 'flying over a castle', ageGroup: '6-8' },
    });
  }

  it('answers 401 when signed out', async () => {
    const response = await app.inject({ url: '/api/quota' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
  });

  it('starts a new user on the free plan with nothing used', async () => {
    const cookie = await signUpUser(app);
    expect(await quotaOf(cookie)).toEqual({
      tier: 'free',
      scenes: { used: 0, limit: 6 },
      characters: { used: 0, limit: 2 },
      books: { used: 0, limit: 1 },
      library: { items: { used: 0, limit: 100 }, bytes: { used: 0, limit: 200 * 1024 * 1024 } },
    });
  });

  it('shows the beta limits after beta activation', async () => {
    const cookie = await signUpUser(app);
    const activation = await app.inject({ method: 'PATCH', url: '/api/user/tier', headers: { cookie }, payload: { tier: 'beta' } });
    expect(activation.statusCode).toBe(200);
    expect(await quotaOf(cookie)).toMatchObject({ tier: 'beta', scenes: { limit: 30 }, characters: { limit: 4 }, books: { limit: 1 } });
  });

  it('answers null for the unlimited limits of a paid plan', async () => {
    const cookie = await signUpUser(app);
    expect(await changeTier(app.db, await userIdOf(app, cookie), 'free', 'starter')).toBe(true);
    expect(await quotaOf(cookie)).toMatchObject({
      tier: 'starter',
      scenes: { limit: 50 },
      characters: { limit: null },
      books: { limit: null },
    });
  });

  it('counts saved characters, books and generated or refined scene images', async () => {
    const cookie = await signUpUser(app);
    const character = await saveCharacter(app, cookie);
    await createBook(app, cookie);
    const generated = await generateScene(cookie, character.id);
    expect(generated.statusCode).toBe(200);
    const refined = await app.inject({
      method: 'POST',
      url: '/api/scenes/refine-temp',
      headers: { cookie },
      payload: { dataUri: (generated.json() as { dataUri: string }).dataUri, prompt: 'add a sun' },
    });
    expect(refined.statusCode).toBe(200);
    expect(await quotaOf(cookie)).toMatchObject({ scenes: { used: 2 }, characters: { used: 1 }, books: { used: 1 } });
  });

  it('does not count scene images of an earlier month', async () => {
    const cookie = await signUpUser(app);
    const lastMonth = new Date(Date.parse(startOfUtcMonth(new Date())) - 1).toISOString();
    await insertUsageEvent(app.db, await userIdOf(app, cookie), SCENE_IMAGE_USAGE, lastMonth);
    expect((await quotaOf(cookie)).scenes.used).toBe(0);
  });

  it('refuses a character save over the plan limit with the spec message and stores nothing', async () => {
    const cookie = await signUpUser(app);
    await saveCharacter(app, cookie, { name: 'One' });
    await saveCharacter(app, cookie, { name: 'Two' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/characters',
      headers: { cookie },
      payload: { name: 'Three', description: 'a cat', numberOfPoses: 3, dataUri: await samplePageDataUri() },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: "You've reached your limit of 2 characters. Upgrade to create more!" });
    const list = await app.inject({ url: '/api/characters', headers: { cookie } });
    expect((list.json() as unknown[]).length).toBe(2);
  });

  it('refuses a second book on the free plan', async () => {
    const cookie = await signUpUser(app);
    await createBook(app, cookie);
    const response = await app.inject({ method: 'POST', url: '/api/books', headers: { cookie }, payload: { title: 'Another' } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: "You've reached your limit of 1 book. Upgrade to create more!" });
  });

  it('lets exactly the limit of concurrent scene generations through', async () => {
    const cookie = await signUpUser(app);
    const character = await saveCharacter(app, cookie);
    const responses = await Promise.all(Array.from({ length: 9 }, () => generateScene(cookie, character.id)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 403, 403, 403]);
    const refused = responses.find((response) => response.statusCode === 403);
    expect(refused?.json()).toEqual({ message: "You've reached your scene limit (6 scenes). Upgrade to generate more." });
    expect((await quotaOf(cookie)).scenes.used).toBe(6);
  });

  it('lets exactly the limit of concurrent character saves through', async () => {
    const cookie = await signUpUser(app);
    const dataUris = await Promise.all(Array.from({ length: 5 }, (_, index) => generatedSampleDataUri(app, cookie, 'character', index)));
    const responses = await Promise.all(
      dataUris.map((dataUri, index) =>
        app.inject({
          method: 'POST',
          url: '/api/characters',
          headers: { cookie },
          payload: { name: `Racer ${index}`, description: 'a fast fox', numberOfPoses: 3, dataUri },
        }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(2);
    expect(responses.filter((response) => response.statusCode === 403)).toHaveLength(3);
    expect((await quotaOf(cookie)).characters.used).toBe(2);
  });

  it('holds other requests of the user until a slow insert has committed', async () => {
    const userId = await userIdOf(app, await signUpUser(app));
    const attempts = Array.from({ length: 4 }, (_, index) =>
      insertWithinLimit(app, 'books', userId, async (trx) => {
        // Widens the window between count and insert: a request counting in it would see no book yet.
        await new Promise((resolve) => setTimeout(resolve, 20));
        await insertBook(trx, { id: randomUUID(), user_id: userId, title: `Book ${index}`, age_group: '6-8', created_at: new Date().toISOString() });
      }).then(
        () => 'created',
        (error: unknown) => (error instanceof HttpError && error.statusCode === 403 ? 'refused' : Promise.reject(error)),
      ),
    );
    expect((await Promise.all(attempts)).sort()).toEqual(['created', 'refused', 'refused', 'refused']);
  });

  it('lets exactly one of concurrent book creations through on the free plan', async () => {
    const cookie = await signUpUser(app);
    const responses = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        app.inject({ method: 'POST', url: '/api/books', headers: { cookie }, payload: { title: `Book ${index}` } }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect((await quotaOf(cookie)).books.used).toBe(1);
  });
});

describe.each(DATABASE_KINDS)('a failing image engine on %s', (kind) => {
  const failure = new EngineError('unavailable', 'The image service is not answering. Please try again in a minute.');
  let app: FastifyInstance;
  beforeAll(async () => {
    const builtin = createEngine({ provider: 'builtin' });
    const failingEngine: Engine = {
      name: 'failing',
      characterSheet: (input) => builtin.characterSheet(input),
      characterSpec: (input) => builtin.characterSpec(input),
      scene: () => Promise.reject(failure),
      refine: () => Promise.reject(failure),
      photoPage: () => Promise.reject(failure),
    };
    app = await createTestApp(kind, {}, failingEngine);
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 502 with a readable message and releases the reserved scene usage', async () => {
    const cookie = await signUpUser(app);
    const character = await saveCharacter(app, cookie);
    const generated = await app.inject({
      method: 'POST',
      url: '/api/scenes/generate',
      headers: { cookie },
      payload: { characterIds: [character.id], sceneDescription: 'a picnic' },
    });
    expect(generated.statusCode).toBe(502);
    expect(generated.json()).toEqual({ message: failure.message });
    const refined = await app.inject({
      method: 'POST',
      url: '/api/scenes/refine-temp',
      headers: { cookie },
      payload: { dataUri: await samplePageDataUri(), prompt: 'add a tree' },
    });
    expect(refined.statusCode).toBe(502);
    const quota = QuotaSchema.parse((await app.inject({ url: '/api/quota', headers: { cookie } })).json());
    expect(quota.scenes.used).toBe(0);
  });
});
