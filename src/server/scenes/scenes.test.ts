import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine } from '../../engine/create-engine';
import { readPageMetadata, readPngDpi } from '../../engine/page-png';
import type { Engine, RefineInput } from '../../engine/types';
import { BookSchema } from '../../shared/book';
import { GeneratedImageResponseSchema } from '../../shared/fields';
import { QuotaSchema } from '../../shared/quota';
import { MAX_TITLE_LENGTH } from '../../shared/constants';
import { CreatedResponseSchema, GeneratedSceneResponseSchema, SceneListSchema, SceneSchema } from '../../shared/scene';
import { DATABASE_KINDS, createTestApp, signUpUser } from '../testing/test-app';
import {
  badImageDataUris,
  createBook,
  generatedSampleDataUri,
  samplePageDataUri,
  saveCharacter,
  saveScene,
  userIdOf,
} from './resource-fixtures';

function pngOfDataUri(dataUri: string): Buffer {
  expect(dataUri.startsWith('data:image/png;base64,')).toBe(true);
  return Buffer.from(dataUri.slice('data:image/png;base64,'.length), 'base64');
}

describe.each(DATABASE_KINDS)('scenes on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(async () => {
    await app.close();
  });

  async function scenesUsed(cookie: string): Promise<number> {
    return QuotaSchema.parse((await app.inject({ url: '/api/quota', headers: { cookie } })).json()).scenes.used;
  }

  describe('POST /api/scenes/generate', () => {
    it('draws a scene with the caller’s characters', async () => {
      const cookie = await signUpUser(app);
      const pip = await saveCharacter(app, cookie, { name: 'Pip', description: 'a small dragon' });
      const response = await app.inject({
        method: 'POST',
        url: '/api/scenes/generate',
        headers: { cookie },
        payload: { characterIds: [pip.id], sceneDescription: '  Pip reading a book under a tree ', ageGroup: '3-5' },
      });
      expect(response.statusCode).toBe(200);
      const png = pngOfDataUri(GeneratedImageResponseSchema.parse(response.json()).dataUri);
      expect(readPngDpi(png)).toEqual({ x: 300, y: 300 });
      expect(readPageMetadata(png)?.kind).toBe('scene');
    });

    it('says which main nouns of the description it could not draw, and only those', async () => {
      const cookie = await signUpUser(app);
      const pip = await saveCharacter(app, cookie, { name: 'Pip', description: 'a small dragon' });
      const generate = async (sceneDescription: string) => {
        const response = await app.inject({
          method: 'POST',
          url: '/api/scenes/generate',
          headers: { cookie },
          payload: { characterIds: [pip.id], sceneDescription },
        });
        expect(response.statusCode).toBe(200);
        return GeneratedSceneResponseSchema.parse(response.json());
      };
      expect((await generate('Pip bouncing on a trampoline in the garden')).notDrawn).toEqual(['trampoline']);
      expect((await generate('Pip playing the harp and the trampoline on a stage')).notDrawn).toEqual(['harp', 'trampoline']);
      const drawn = await generate('Pip and two kids having a picnic in the park');
      expect(drawn.notDrawn).toEqual([]);
      // Spec callers that know only dataUri still get it.
      expect(GeneratedImageResponseSchema.parse(drawn).dataUri.startsWith('data:image/png;base64,')).toBe(true);
    });

    it('answers 404 for another user’s character, as for a missing one, and costs nothing', async () => {
      const cookie = await signUpUser(app);
      const mine = await saveCharacter(app, cookie);
      const theirs = await saveCharacter(app, await signUpUser(app));
      for (const characterIds of [[mine.id, theirs.id], ['no-such-character']]) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/scenes/generate',
          headers: { cookie },
          payload: { characterIds, sceneDescription: 'a parade' },
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Character not found' });
      }
      expect(await scenesUsed(cookie)).toBe(0);
    });

    it.each([
      ['no characters', { characterIds: [] }, /^characterIds/],
      ['a blank description', { sceneDescription: '   ' }, /^sceneDescription/],
      ['an unknown age group', { ageGroup: '13-17' }, /^ageGroup/],
      ['a description over 1000 characters', { sceneDescription: 'a'.repeat(1001) }, /^sceneDescription/],
    ])('refuses %s', async (_case, override, message) => {
      const cookie = await signUpUser(app);
      const pip = await saveCharacter(app, cookie);
      const response = await app.inject({
        method: 'POST',
        url: '/api/scenes/generate',
        headers: { cookie },
        payload: { characterIds: [pip.id], sceneDescription: 'a parade', ...override },
      });
      expect(response.statusCode).toBe(400);
      expect((response.json() as { message: string }).message).toMatch(message);
    });

    it('answers 401 when signed out', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/scenes/generate',
        payload: { characterIds: ['x'], sceneDescription: 'a parade' },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('POST /api/scenes/refine-temp', () => {
    it('answers a new page for a generated page and an instruction', async () => {
      const cookie = await signUpUser(app);
      const pip = await saveCharacter(app, cookie);
      const generated = await app.inject({
        method: 'POST',
        url: '/api/scenes/generate',
        headers: { cookie },
        payload: { characterIds: [pip.id], sceneDescription: 'Pip in a garden' },
      });
      const original = GeneratedImageResponseSchema.parse(generated.json()).dataUri;
      const response = await app.inject({
        method: 'POST',
        url: '/api/scenes/refine-temp',
        headers: { cookie },
        payload: { dataUri: original, prompt: 'add a big sun' },
      });
      expect(response.statusCode).toBe(200);
      const refined = GeneratedImageResponseSchema.parse(response.json()).dataUri;
      expect(pngOfDataUri(refined).equals(pngOfDataUri(original))).toBe(false);
      expect(await scenesUsed(cookie)).toBe(2);
    });

    it('answers 400 with the engine’s words for a page it cannot refine, and costs nothing', async () => {
      const cookie = await signUpUser(app);
      const response = await app.inject({
        method: 'POST',
        url: '/api/scenes/refine-temp',
        headers: { cookie },
        payload: { dataUri: await samplePageDataUri(), prompt: 'add a big sun' },
      });
      expect(response.statusCode).toBe(400);
      expect((response.json() as { message: string }).message.length).toBeGreaterThan(10);
      expect(await scenesUsed(cookie)).toBe(0);
    });

    it('refuses a blank instruction with the spec’s words', async () => {
      const cookie = await signUpUser(app);
      const response = await app.inject({
        method: 'POST',
        url: '/api/scenes/refine-temp',
        headers: { cookie },
        payload: { dataUri: await samplePageDataUri(), prompt: '  ' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: "prompt: Please enter what you'd like to change" });
    });

    it('refuses bad images before using any quota', async () => {
      const cookie = await signUpUser(app);
      for (const bad of badImageDataUris()) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/scenes/refine-temp',
          headers: { cookie },
          payload: { dataUri: bad.dataUri, prompt: 'add a sun' },
        });
        expect(response.statusCode, bad.name).toBe(bad.status);
      }
      expect(await scenesUsed(cookie)).toBe(0);
    });
  });

  describe('POST /api/scenes', () => {
    it('saves a scene with a trimmed title and answers its id', async () => {
      const cookie = await signUpUser(app);
      const pip = await saveCharacter(app, cookie, { name: 'Pip' });
      const bo = await saveCharacter(app, cookie, { name: 'Bo' });
      const response = await app.inject({
        method: 'POST',
        url: '/api/scenes',
        headers: { cookie },
        payload: {
          title: '  Picnic day ',
          sceneDescription: 'a picnic in the park',
          characterIds: [bo.id, pip.id],
          dataUri: await generatedSampleDataUri(app, cookie, 'scene'),
          ageGroup: '9-12',
        },
      });
      expect(response.statusCode).toBe(201);
      const { id } = CreatedResponseSchema.parse(response.json());
      const scenes = SceneListSchema.parse((await app.inject({ url: '/api/scenes', headers: { cookie } })).json());
      expect(scenes).toHaveLength(1);
      expect(scenes[0]).toMatchObject({
        id,
        title: 'Picnic day',
        sceneDescription: 'a picnic in the park',
        ageGroup: '9-12',
        characterIds: [bo.id, pip.id],
        characterNames: ['Bo', 'Pip'],
        imageUrl: expect.stringMatching(/^\/api\/images\//) as unknown,
      });
    });

    it('keeps the 6-8 age group when none is given', async () => {
      const cookie = await signUpUser(app);
      const pip = await saveCharacter(app, cookie);
      const response = await app.inject({
        method: 'POST',
        url: '/api/scenes',
        headers: { cookie },
        payload: { title: 'T', sceneDescription: 'd', characterIds: [pip.id], dataUri: await generatedSampleDataUri(app, cookie, 'scene') },
      });
      expect(response.statusCode).toBe(201);
      const scenes = SceneListSchema.parse((await app.inject({ url: '/api/scenes', headers: { cookie } })).json());
      expect(scenes[0]?.ageGroup).toBe('6-8');
    });

    it.each([
      ['a blank title', { title: '  ' }, /^title/],
      ['a title over 120 characters', { title: 't'.repeat(121) }, /^title/],
      ['a missing description', { sceneDescription: undefined }, /^sceneDescription/],
      ['no characters', { characterIds: [] }, /^characterIds/],
      ['a missing image', { dataUri: undefined }, /^dataUri/],
      ['an unknown age group', { ageGroup: 'adults' }, /^ageGroup/],
    ])('refuses %s', async (_case, override, message) => {
      const cookie = await signUpUser(app);
      const pip = await saveCharacter(app, cookie);
      const response = await app.inject({
        method: 'POST',
        url: '/api/scenes',
        headers: { cookie },
        payload: { title: 'T', sceneDescription: 'd', characterIds: [pip.id], dataUri: await samplePageDataUri(), ...override },
      });
      expect(response.statusCode).toBe(400);
      expect((response.json() as { message: string }).message).toMatch(message);
    });

    it('answers 404 for another user’s character and refuses bad images, storing nothing', async () => {
      const cookie = await signUpUser(app);
      const mine = await saveCharacter(app, cookie);
      const theirs = await saveCharacter(app, await signUpUser(app));
      const payload = { title: 'T', sceneDescription: 'd', characterIds: [mine.id, theirs.id], dataUri: await samplePageDataUri() };
      const foreign = await app.inject({ method: 'POST', url: '/api/scenes', headers: { cookie }, payload });
      expect(foreign.statusCode).toBe(404);
      for (const bad of badImageDataUris()) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/scenes',
          headers: { cookie },
          payload: { ...payload, characterIds: [mine.id], dataUri: bad.dataUri },
        });
        expect(response.statusCode, bad.name).toBe(bad.status);
      }
      expect((await app.inject({ url: '/api/scenes', headers: { cookie } })).json()).toEqual([]);
    });
  });

  describe('GET /api/scenes', () => {
    it('lists only the caller’s scenes, newest first, without image bytes', async () => {
      const cookie = await signUpUser(app);
      const pip = await saveCharacter(app, cookie);
      const first = await saveScene(app, cookie, [pip.id], { title: 'First' });
      const second = await saveScene(app, cookie, [pip.id], { title: 'Second' });
      const other = await signUpUser(app);
      await saveScene(app, other, [(await saveCharacter(app, other)).id]);
      const response = await app.inject({ url: '/api/scenes', headers: { cookie } });
      expect(response.body).not.toContain('data:image');
      expect(SceneListSchema.parse(response.json()).map((scene) => scene.id)).toEqual([second, first]);
    });
  });

  describe('GET /api/scenes/:id and POST /api/scenes/:id/duplicate', () => {
    it('answers one scene to its owner only', async () => {
      const cookie = await signUpUser(app);
      const pip = await saveCharacter(app, cookie, { name: 'Pip' });
      const id = await saveScene(app, cookie, [pip.id], { title: 'Picnic day' });
      const response = await app.inject({ url: `/api/scenes/${id}`, headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(SceneSchema.parse(response.json())).toMatchObject({ id, title: 'Picnic day', characterNames: ['Pip'] });

      const stranger = await signUpUser(app);
      expect((await app.inject({ url: `/api/scenes/${id}`, headers: { cookie: stranger } })).statusCode).toBe(404);
      expect((await app.inject({ url: `/api/scenes/${id}` })).statusCode).toBe(401);
      expect((await app.inject({ url: '/api/scenes/not%20an%20id!', headers: { cookie } })).statusCode).toBe(400);
    });

    it('saves a copy with the same picture, words and characters, titled "(copy)", its own image files', async () => {
      const cookie = await signUpUser(app);
      const pip = await saveCharacter(app, cookie, { name: 'Pip' });
      const bo = await saveCharacter(app, cookie, { name: 'Bo' });
      const id = await saveScene(app, cookie, [bo.id, pip.id], { title: 'Picnic day', sceneDescription: 'a picnic in the park' });
      const quotaBefore = QuotaSchema.parse((await app.inject({ url: '/api/quota', headers: { cookie } })).json());

      const response = await app.inject({ method: 'POST', url: `/api/scenes/${id}/duplicate`, headers: { cookie } });
      expect(response.statusCode).toBe(201);
      const copy = SceneSchema.parse(response.json());
      const original = SceneSchema.parse((await app.inject({ url: `/api/scenes/${id}`, headers: { cookie } })).json());
      expect(copy).toMatchObject({
        title: 'Picnic day (copy)',
        sceneDescription: 'a picnic in the park',
        ageGroup: original.ageGroup,
        characterIds: [bo.id, pip.id],
        characterNames: ['Bo', 'Pip'],
      });
      expect(copy.id).not.toBe(id);
      expect(copy.imageUrl).not.toBe(original.imageUrl);
      const [copyPng, originalPng] = await Promise.all(
        [copy.imageUrl, original.imageUrl].map(async (url) => (await app.inject({ url, headers: { cookie } })).rawPayload),
      );
      expect(copyPng!.length).toBeGreaterThan(0);
      expect(copyPng!.equals(originalPng!)).toBe(true);
      expect((await app.inject({ url: copy.thumbnailUrl, headers: { cookie } })).statusCode).toBe(200);

      const scenes = SceneListSchema.parse((await app.inject({ url: '/api/scenes', headers: { cookie } })).json());
      expect(scenes.map((scene) => scene.title).sort()).toEqual(['Picnic day', 'Picnic day (copy)']);
      // Nothing was drawn: the month's scenes stay; the library holds one item more.
      const quotaAfter = QuotaSchema.parse((await app.inject({ url: '/api/quota', headers: { cookie } })).json());
      expect(quotaAfter.scenes.used).toBe(quotaBefore.scenes.used);
      expect(quotaAfter.library.items.used).toBe(quotaBefore.library.items.used + 1);

      // The copy stands alone: deleting the original leaves its picture.
      expect((await app.inject({ method: 'DELETE', url: `/api/scenes/${id}`, headers: { cookie } })).statusCode).toBe(204);
      expect((await app.inject({ url: copy.imageUrl, headers: { cookie } })).statusCode).toBe(200);
    });

    it('keeps a long title within the limit', async () => {
      const cookie = await signUpUser(app);
      const pip = await saveCharacter(app, cookie);
      const id = await saveScene(app, cookie, [pip.id], { title: 'A'.repeat(MAX_TITLE_LENGTH) });
      const copy = SceneSchema.parse((await app.inject({ method: 'POST', url: `/api/scenes/${id}/duplicate`, headers: { cookie } })).json());
      expect(copy.title).toHaveLength(MAX_TITLE_LENGTH);
      expect(copy.title.endsWith(' (copy)')).toBe(true);
    });

    it('answers 404 for another user’s scene and 401 signed out, copying nothing', async () => {
      const owner = await signUpUser(app);
      const pip = await saveCharacter(app, owner);
      const id = await saveScene(app, owner, [pip.id]);
      const stranger = await signUpUser(app);
      const response = await app.inject({ method: 'POST', url: `/api/scenes/${id}/duplicate`, headers: { cookie: stranger } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Scene not found' });
      expect((await app.inject({ method: 'POST', url: `/api/scenes/${id}/duplicate` })).statusCode).toBe(401);
      expect(SceneListSchema.parse((await app.inject({ url: '/api/scenes', headers: { cookie: stranger } })).json())).toEqual([]);
      expect(SceneListSchema.parse((await app.inject({ url: '/api/scenes', headers: { cookie: owner } })).json())).toHaveLength(1);
    });

    it('refuses a copy the library has no room for, storing nothing', async () => {
      const cookie = await signUpUser(app);
      const userId = await userIdOf(app, cookie);
      const pip = await saveCharacter(app, cookie);
      const id = await saveScene(app, cookie, [pip.id]);
      const quota = QuotaSchema.parse((await app.inject({ url: '/api/quota', headers: { cookie } })).json());
      const [scene] = await app.db.selectFrom('scenes').select(['image_id', 'thumbnail_id']).where('id', '=', id).execute();
      const now = new Date().toISOString();
      const filler = Array.from({ length: quota.library.items.limit! - quota.library.items.used }, (_, index) => ({
        id: `filler-${userId}-${index}`,
        user_id: userId,
        title: `Filler ${index}`,
        scene_description: 'filler',
        age_group: '6-8',
        image_id: scene!.image_id,
        thumbnail_id: scene!.thumbnail_id,
        created_at: now,
      }));
      await app.db.insertInto('scenes').values(filler).execute();
      const imagesBefore = await app.db.selectFrom('images').select('id').where('user_id', '=', userId).execute();

      const response = await app.inject({ method: 'POST', url: `/api/scenes/${id}/duplicate`, headers: { cookie } });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/^Your library is full/);
      const imagesAfter = await app.db.selectFrom('images').select('id').where('user_id', '=', userId).execute();
      expect(imagesAfter).toHaveLength(imagesBefore.length);
    });
  });

  describe('DELETE /api/scenes/:id', () => {
    it('deletes the scene, its images and its place in every book', async () => {
      const cookie = await signUpUser(app);
      const pip = await saveCharacter(app, cookie);
      const kept = await saveScene(app, cookie, [pip.id], { title: 'Kept' });
      const doomed = await saveScene(app, cookie, [pip.id], { title: 'Doomed' });
      const bookId = await createBook(app, cookie);
      for (const sceneId of [doomed, kept]) {
        await app.inject({ method: 'POST', url: `/api/books/${bookId}/scenes`, headers: { cookie }, payload: { sceneId } });
      }
      const [doomedScene] = SceneListSchema.parse((await app.inject({ url: '/api/scenes', headers: { cookie } })).json()).filter(
        (scene) => scene.id === doomed,
      );
      const response = await app.inject({ method: 'DELETE', url: `/api/scenes/${doomed}`, headers: { cookie } });
      expect(response.statusCode).toBe(204);
      const pages = SceneListSchema.parse((await app.inject({ url: `/api/books/${bookId}/scenes`, headers: { cookie } })).json());
      expect(pages.map((page) => page.id)).toEqual([kept]);
      expect(BookSchema.parse((await app.inject({ url: `/api/books/${bookId}`, headers: { cookie } })).json()).sceneCount).toBe(1);
      expect((await app.inject({ url: doomedScene!.imageUrl, headers: { cookie } })).statusCode).toBe(404);
      const again = await app.inject({ method: 'DELETE', url: `/api/scenes/${doomed}`, headers: { cookie } });
      expect(again.statusCode).toBe(404);
    });
  });
});

describe.each(DATABASE_KINDS)('refining on %s', (kind) => {
  const refineInputs: RefineInput[] = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    const builtin = createEngine({ provider: 'builtin' });
    const recordingEngine: Engine = {
      name: builtin.name,
      characterSheet: (input) => builtin.characterSheet(input),
      characterSpec: (input) => builtin.characterSpec(input),
      scene: (input) => builtin.scene(input),
      refine: (input) => {
        refineInputs.push(input);
        return builtin.refine(input);
      },
      photoPage: (input) => builtin.photoPage(input),
    };
    app = await createTestApp(kind, {}, recordingEngine);
  });
  afterAll(async () => {
    await app.close();
  });

  it('hands the engine the page’s original bytes, metadata chunk included', async () => {
    const cookie = await signUpUser(app);
    const pip = await saveCharacter(app, cookie);
    const generated = await app.inject({
      method: 'POST',
      url: '/api/scenes/generate',
      headers: { cookie },
      payload: { characterIds: [pip.id], sceneDescription: 'Pip on a boat' },
    });
    const dataUri = GeneratedImageResponseSchema.parse(generated.json()).dataUri;
    const response = await app.inject({
      method: 'POST',
      url: '/api/scenes/refine-temp',
      headers: { cookie },
      payload: { dataUri, prompt: 'add clouds' },
    });
    expect(response.statusCode).toBe(200);
    expect(refineInputs).toHaveLength(1);
    expect(refineInputs[0]?.png.equals(pngOfDataUri(dataUri))).toBe(true);
    expect(refineInputs[0]?.instructions).toBe('add clouds');
  });
});
