import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CharacterListSchema } from '../../shared/character';
import { GeneratedImageResponseSchema } from '../../shared/fields';
import { STORAGE_LIMITS } from '../../shared/plans';
import { RecentPageListSchema } from '../../shared/recent-page';
import { GeneratedSceneResponseSchema, SceneListSchema } from '../../shared/scene';
import { DATABASE_KINDS, createTestApp, signUpUser } from '../testing/test-app';
import { changeTier } from '../user/user.repository';
import { samplePageDataUri, saveCharacter, userIdOf } from '../scenes/resource-fixtures';
import { NOT_GENERATED_HERE_MESSAGE, VISITOR_COOKIE } from './generated-pages.service';

const SCENE = { title: 'Picnic', sceneDescription: 'a picnic in the park', ageGroup: '6-8' };

function bytesOf(dataUri: string): Buffer {
  return Buffer.from(dataUri.slice(dataUri.indexOf(',') + 1), 'base64');
}

/** A PNG of random pixels of about `bytes` bytes: what an attacker would try to store. */
function noisyPngDataUri(bytes: number): string {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const noise = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i++) noise[i] = (i * 2654435761) >>> 24;
  return `data:image/png;base64,${Buffer.concat([signature, noise]).toString('base64')}`;
}

describe.each(DATABASE_KINDS)('generated pages on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(async () => {
    await app.close();
  });

  async function starter(): Promise<string> {
    const cookie = await signUpUser(app);
    await changeTier(app.db, await userIdOf(app, cookie), 'free', 'starter');
    return cookie;
  }

  async function generateScene(cookie: string, characterId: string, title?: string) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/scenes/generate',
      headers: { cookie },
      payload: { characterIds: [characterId], sceneDescription: SCENE.sceneDescription, ageGroup: SCENE.ageGroup, ...(title ? { title } : {}) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return GeneratedSceneResponseSchema.parse(response.json());
  }

  function saveScene(cookie: string, characterId: string, dataUri: string) {
    return app.inject({ method: 'POST', url: '/api/scenes', headers: { cookie }, payload: { ...SCENE, characterIds: [characterId], dataUri } });
  }

  function saveCharacterWith(cookie: string, dataUri: string) {
    return app.inject({
      method: 'POST',
      url: '/api/characters',
      headers: { cookie },
      payload: { name: 'Pip', description: 'a small dragon', numberOfPoses: 3, dataUri },
    });
  }

  async function recentPages(cookie: string) {
    const response = await app.inject({ url: '/api/recent-pages', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return RecentPageListSchema.parse(response.json());
  }

  async function storedImageCount(cookie: string): Promise<number> {
    const row = await app.db
      .selectFrom('images')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', await userIdOf(app, cookie))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  describe('saving accepts only pages this server drew for the user', () => {
    it('refuses an image it never drew, before decoding it, and stores nothing', async () => {
      const cookie = await starter();
      const pip = await saveCharacter(app, cookie);
      const before = await storedImageCount(cookie);
      for (const dataUri of [await samplePageDataUri(3), noisyPngDataUri(2_000_000)]) {
        const scene = await saveScene(cookie, pip.id, dataUri);
        expect(scene.statusCode).toBe(400);
        expect(scene.json()).toEqual({ message: NOT_GENERATED_HERE_MESSAGE });
        const character = await saveCharacterWith(cookie, dataUri);
        expect(character.statusCode).toBe(400);
        expect(character.json()).toEqual({ message: NOT_GENERATED_HERE_MESSAGE });
      }
      expect(await storedImageCount(cookie)).toBe(before);
    });

    it('saves a drawn scene once, and never another user’s page or a page of another kind', async () => {
      const cookie = await starter();
      const pip = await saveCharacter(app, cookie);
      const { dataUri } = await generateScene(cookie, pip.id);

      const other = await starter();
      const otherPip = await saveCharacter(app, other);
      expect((await saveScene(other, otherPip.id, dataUri)).statusCode).toBe(400);
      expect((await saveCharacterWith(cookie, dataUri)).statusCode).toBe(400);

      expect((await saveScene(cookie, pip.id, dataUri)).statusCode).toBe(201);
      const again = await saveScene(cookie, pip.id, dataUri);
      expect(again.statusCode).toBe(400);
      expect(SceneListSchema.parse((await app.inject({ url: '/api/scenes', headers: { cookie } })).json())).toHaveLength(1);
    });

    it('saves a drawn character sheet and a refined scene', async () => {
      const cookie = await starter();
      const sheet = await app.inject({
        method: 'POST',
        url: '/api/characters/generate',
        headers: { cookie },
        payload: { characterDescription: 'a small dragon', numberOfPoses: 3 },
      });
      const character = await saveCharacterWith(cookie, GeneratedImageResponseSchema.parse(sheet.json()).dataUri);
      expect(character.statusCode).toBe(201);
      const pip = CharacterListSchema.parse((await app.inject({ url: '/api/characters', headers: { cookie } })).json())[0]!;
      const original = await generateScene(cookie, pip.id);
      const refined = await app.inject({
        method: 'POST',
        url: '/api/scenes/refine-temp',
        headers: { cookie },
        payload: { dataUri: original.dataUri, prompt: 'add a big sun' },
      });
      expect(refined.statusCode).toBe(200);
      expect((await saveScene(cookie, pip.id, GeneratedSceneResponseSchema.parse(refined.json()).dataUri)).statusCode).toBe(201);
    });

    it('checks the character limit before reading the image', async () => {
      const cookie = await signUpUser(app);
      await saveCharacter(app, cookie, { name: 'One' });
      await saveCharacter(app, cookie, { name: 'Two' });
      for (const dataUri of ['data:image/png;base64,AAAA', noisyPngDataUri(9_000_000)]) {
        const response = await saveCharacterWith(cookie, dataUri);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: "You've reached your limit of 2 characters. Upgrade to create more!" });
      }
    });

    it('caps the saved items and bytes a plan keeps', async () => {
      const cookie = await starter();
      const userId = await userIdOf(app, cookie);
      const pip = await saveCharacter(app, cookie);
      const { dataUri } = await generateScene(cookie, pip.id);
      const [pipRow] = await app.db.selectFrom('characters').select(['image_id', 'thumbnail_id']).where('user_id', '=', userId).execute();
      // A library all but full in bytes (two images of 2 GB, the most an integer column holds).
      await app.db
        .updateTable('images')
        .set({ byte_size: STORAGE_LIMITS.starter.savedBytes / 2 - 1 })
        .where('id', 'in', [pipRow!.image_id, pipRow!.thumbnail_id])
        .execute();
      const overBytes = await saveScene(cookie, pip.id, dataUri);
      expect(overBytes.statusCode).toBe(403);
      expect(overBytes.json().message).toBe('Your library is full (4096 MB of pictures). Delete some to save more.');
      await app.db.updateTable('images').set({ byte_size: 1000 }).where('id', 'in', [pipRow!.image_id, pipRow!.thumbnail_id]).execute();

      // And in items: scenes up to the plan's count.
      const now = new Date().toISOString();
      const filler = Array.from({ length: STORAGE_LIMITS.starter.savedItems - 1 }, (_, index) => ({
        id: `filler-${userId}-${index}`,
        user_id: userId,
        title: `Filler ${index}`,
        scene_description: 'filler',
        age_group: '6-8',
        image_id: pipRow!.image_id,
        thumbnail_id: pipRow!.image_id,
        created_at: now,
      }));
      for (let start = 0; start < filler.length; start += 200) {
        await app.db.insertInto('scenes').values(filler.slice(start, start + 200)).execute();
      }
      const overItems = await saveScene(cookie, pip.id, dataUri);
      expect(overItems.statusCode).toBe(403);
      expect(overItems.json().message).toBe('Your library is full (2000 scenes and characters). Delete some to save more.');
      await app.db.deleteFrom('scenes').where('user_id', '=', userId).execute();
      expect((await saveScene(cookie, pip.id, dataUri)).statusCode).toBe(201);
    });
  });

  describe('the landing preview', () => {
    async function preview() {
      const response = await app.inject({
        method: 'POST',
        url: '/api/characters/preview',
        remoteAddress: '10.77.0.1',
        payload: { characterDescription: 'a brave little fox explorer' },
      });
      expect(response.statusCode).toBe(200);
      const visitor = response.cookies.find((cookie) => cookie.name === VISITOR_COOKIE);
      expect(visitor).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api', maxAge: 3600 });
      return { dataUri: GeneratedImageResponseSchema.parse(response.json()).dataUri, visitor: `${VISITOR_COOKIE}=${visitor!.value}` };
    }

    it('becomes a character of whoever signs up in the same browser within the hour, once', async () => {
      const demo = await preview();
      const cookie = await signUpUser(app);
      // Another browser (no visitor cookie) cannot save it.
      expect((await saveCharacterWith(cookie, demo.dataUri)).statusCode).toBe(400);
      const saved = await app.inject({
        method: 'POST',
        url: '/api/characters',
        headers: { cookie: `${cookie}; ${demo.visitor}` },
        payload: { name: 'Fox', description: 'a brave little fox explorer', numberOfPoses: 3, dataUri: demo.dataUri },
      });
      expect(saved.statusCode).toBe(201);
      const twice = await app.inject({
        method: 'POST',
        url: '/api/characters',
        headers: { cookie: `${cookie}; ${demo.visitor}` },
        payload: { name: 'Fox', description: 'a brave little fox explorer', numberOfPoses: 3, dataUri: demo.dataUri },
      });
      expect(twice.statusCode).toBe(400);
    });

    it('is refused after an hour', async () => {
      const demo = await preview();
      await app.db
        .updateTable('generated_pages')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('sha256', 'is not', null)
        .where('user_id', 'is', null)
        .execute();
      const cookie = await signUpUser(app);
      const response = await app.inject({
        method: 'POST',
        url: '/api/characters',
        headers: { cookie: `${cookie}; ${demo.visitor}` },
        payload: { name: 'Fox', description: 'a fox', numberOfPoses: 3, dataUri: demo.dataUri },
      });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('Recent pages', () => {
    it('lists unsaved scenes with what they were drawn from, serves their bytes and forgets them once saved', async () => {
      const cookie = await starter();
      const pip = await saveCharacter(app, cookie);
      const first = await generateScene(cookie, pip.id, 'Picnic');
      const second = await generateScene(cookie, pip.id);
      const pages = await recentPages(cookie);
      expect(pages.map((page) => page.id)).toEqual([second.recentPageId, first.recentPageId]);
      expect(pages[1]).toMatchObject({ title: 'Picnic', sceneDescription: SCENE.sceneDescription, characterIds: [pip.id], ageGroup: '6-8' });
      expect(pages[0]!.title).toBeNull();
      expect(Date.parse(pages[0]!.expiresAt) - Date.parse(pages[0]!.createdAt)).toBe(24 * 60 * 60 * 1000);

      const image = await app.inject({ url: pages[1]!.imageUrl, headers: { cookie } });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['cache-control']).toBe('private, no-store');
      expect(image.rawPayload.equals(bytesOf(first.dataUri))).toBe(true);

      // Someone else sees none of it.
      const other = await signUpUser(app);
      expect(await recentPages(other)).toEqual([]);
      expect((await app.inject({ url: pages[1]!.imageUrl, headers: { cookie: other } })).statusCode).toBe(404);
      expect((await app.inject({ method: 'DELETE', url: `/api/recent-pages/${pages[1]!.id}`, headers: { cookie: other } })).statusCode).toBe(404);

      // Saved with the very bytes served: gone from the list.
      const dataUri = `data:image/png;base64,${image.rawPayload.toString('base64')}`;
      expect((await saveScene(cookie, pip.id, dataUri)).statusCode).toBe(201);
      expect((await recentPages(cookie)).map((page) => page.id)).toEqual([second.recentPageId]);
      expect((await app.inject({ url: pages[1]!.imageUrl, headers: { cookie } })).statusCode).toBe(404);
    });

    it('discards a page, which then cannot be saved', async () => {
      const cookie = await starter();
      const pip = await saveCharacter(app, cookie);
      const drawn = await generateScene(cookie, pip.id);
      const discarded = await app.inject({ method: 'DELETE', url: `/api/recent-pages/${drawn.recentPageId}`, headers: { cookie } });
      expect(discarded.statusCode).toBe(204);
      expect(await recentPages(cookie)).toEqual([]);
      expect((await saveScene(cookie, pip.id, drawn.dataUri)).statusCode).toBe(400);
      expect((await app.inject({ method: 'DELETE', url: `/api/recent-pages/${drawn.recentPageId}`, headers: { cookie } })).statusCode).toBe(404);
    });

    it('lists a refined page with what its original was drawn from', async () => {
      const cookie = await starter();
      const pip = await saveCharacter(app, cookie);
      const original = await generateScene(cookie, pip.id, 'Picnic');
      const refined = await app.inject({
        method: 'POST',
        url: '/api/scenes/refine-temp',
        headers: { cookie },
        payload: { dataUri: original.dataUri, prompt: 'add a big sun' },
      });
      const { recentPageId } = GeneratedSceneResponseSchema.parse(refined.json());
      const [newest] = await recentPages(cookie);
      expect(newest).toMatchObject({ id: recentPageId, title: 'Picnic', sceneDescription: SCENE.sceneDescription, characterIds: [pip.id] });
    });

    it('drops pages after 24 hours: not listed, not saved, bytes removed with the next drawing', async () => {
      const cookie = await starter();
      const pip = await saveCharacter(app, cookie);
      const old = await generateScene(cookie, pip.id);
      const [row] = await app.db.selectFrom('generated_pages').select('blob_key').where('id', '=', old.recentPageId!).execute();
      await app.db
        .updateTable('generated_pages')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', old.recentPageId!)
        .execute();
      expect(await recentPages(cookie)).toEqual([]);
      expect((await saveScene(cookie, pip.id, old.dataUri)).statusCode).toBe(400);
      await generateScene(cookie, pip.id);
      await expect(app.blobs.get(row!.blob_key!)).rejects.toThrow(/No stored blob/);
      expect(await app.db.selectFrom('generated_pages').select('id').where('id', '=', old.recentPageId!).execute()).toEqual([]);
    });
  });
});
