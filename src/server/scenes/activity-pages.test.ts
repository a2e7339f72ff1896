import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPageMetadata } from '../../engine/page-png';
import { PLAN_LIMITS } from '../../shared/plans';
import { QuotaSchema } from '../../shared/quota';
import { GeneratedSceneResponseSchema, SceneListSchema } from '../../shared/scene';
import { DATABASE_KINDS, createTestApp, signUpUser } from '../testing/test-app';
import { createBook, generatedSampleDataUri, saveCharacter } from './resource-fixtures';

/** Activity and pattern pages through the API (issue 13), on both databases like every API test. */
describe.each(DATABASE_KINDS)('activity pages through POST /api/scenes/generate on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(async () => {
    await app.close();
  });

  const scenesUsed = async (cookie: string): Promise<number> => QuotaSchema.parse((await app.inject({ url: '/api/quota', headers: { cookie } })).json()).scenes.used;
  const generate = (cookie: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/scenes/generate', headers: { cookie }, payload: { characterIds: [], sceneDescription: 'a page', ...payload } });
  const pngOf = (body: unknown): Buffer => Buffer.from(GeneratedSceneResponseSchema.parse(body).dataUri.split(',')[1]!, 'base64');

  it('draws a maze starring a saved character, on the month’s quota', async () => {
    const cookie = await signUpUser(app);
    const pip = await saveCharacter(app, cookie, { name: 'Pip', description: 'a playful penguin' });
    const response = await generate(cookie, { kind: 'maze', characterIds: [pip.id], sceneDescription: 'help Pip reach the cake', ageGroup: '3-5' });
    expect(response.statusCode).toBe(200);
    expect(readPageMetadata(pngOf(response.json()))).toMatchObject({ kind: 'maze', start: 'Pip', goal: 'birthday-cake' });
    expect(await scenesUsed(cookie)).toBe(1);
  });

  it.each([
    ['a mandala of flowers and butterflies', 'mandala'],
    ['connect the dots to make an elephant', 'dot-to-dot'],
    ['a maze to the castle', 'maze'],
  ])('lets the words choose the kind when none is given: "%s"', async (sceneDescription, kind) => {
    const cookie = await signUpUser(app);
    const response = await generate(cookie, { sceneDescription });
    expect(response.statusCode).toBe(200);
    expect(readPageMetadata(pngOf(response.json()))?.kind).toBe(kind);
  });

  it('draws a name page from `text` or from "name page for Mia"', async () => {
    const cookie = await signUpUser(app);
    const fromText = await generate(cookie, { kind: 'name', text: '  Oliver ', sceneDescription: 'with dinosaurs' });
    expect(fromText.statusCode).toBe(200);
    expect(readPageMetadata(pngOf(fromText.json()))?.name).toMatchObject({ text: 'Oliver' });
    const fromWords = await generate(cookie, { sceneDescription: 'name page for Mia' });
    expect(fromWords.statusCode).toBe(200);
    expect(readPageMetadata(pngOf(fromWords.json()))?.name).toMatchObject({ text: 'Mia' });
  });

  it.each([
    ['an empty name', { kind: 'name', text: '   ' }, 'text: Please enter the name or word for the name page'],
    ['a 200-character name', { kind: 'name', text: 'M'.repeat(200) }, 'text: A name page fits up to 12 characters'],
    ['a name page with no name anywhere', { sceneDescription: 'a name page' }, 'text: Please enter the name or word for the name page'],
    ['an unknown kind', { kind: 'puzzle' }, /^kind: /],
    ['a scene without characters', { kind: 'scene', sceneDescription: 'a maze' }, 'characterIds: Select at least one character'],
    ['a plain description without characters', { sceneDescription: 'a picnic in the park' }, 'characterIds: Select at least one character'],
  ])('refuses %s with a 400 that names the field, and costs nothing', async (_case, payload, message) => {
    const cookie = await signUpUser(app);
    const response = await generate(cookie, payload);
    expect(response.statusCode).toBe(400);
    const text = (response.json() as { message: string }).message;
    if (typeof message === 'string') expect(text).toBe(message);
    else expect(text).toMatch(message);
    expect(await scenesUsed(cookie)).toBe(0);
  });

  it('answers 404 for a maze with another user’s character, and costs nothing', async () => {
    const cookie = await signUpUser(app);
    const theirs = await saveCharacter(app, await signUpUser(app));
    const response = await generate(cookie, { kind: 'maze', characterIds: [theirs.id] });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Character not found' });
    expect(await scenesUsed(cookie)).toBe(0);
  });

  it('counts activity pages against the scene quota and refuses past it', async () => {
    const cookie = await signUpUser(app);
    const limit = PLAN_LIMITS.free.scenesPerMonth!;
    for (let index = 0; index < limit; index++) expect((await generate(cookie, { kind: 'name', text: `Kid ${index}` })).statusCode).toBe(200);
    expect(await scenesUsed(cookie)).toBe(limit);
    const over = await generate(cookie, { kind: 'mandala' });
    expect(over.statusCode).toBe(403);
    expect(await scenesUsed(cookie)).toBe(limit);
  });

  it('saves a mandala without characters, adds it to a book, exports it and refines it', async () => {
    const cookie = await signUpUser(app);
    const generated = GeneratedSceneResponseSchema.parse((await generate(cookie, { kind: 'mandala', sceneDescription: 'hearts and stars', ageGroup: '9-12' })).json());
    const saved = await app.inject({
      method: 'POST',
      url: '/api/scenes',
      headers: { cookie },
      payload: { title: 'Hearts mandala', sceneDescription: 'hearts and stars', characterIds: [], dataUri: generated.dataUri, ageGroup: '9-12' },
    });
    expect(saved.statusCode).toBe(201);
    const sceneId = (saved.json() as { id: string }).id;
    const list = SceneListSchema.parse((await app.inject({ url: '/api/scenes', headers: { cookie } })).json());
    expect(list.map((scene) => [scene.title, scene.kind])).toEqual([['Hearts mandala', 'mandala']]);
    // The saved image is the page itself, kind and plan included.
    const image = await app.inject({ url: list[0]!.imageUrl, headers: { cookie } });
    expect(readPageMetadata(image.rawPayload)).toMatchObject({ kind: 'mandala', mandala: { variant: 'round' } });

    const bookId = await createBook(app, cookie);
    expect((await app.inject({ method: 'POST', url: `/api/books/${bookId}/scenes`, headers: { cookie }, payload: { sceneId } })).statusCode).toBeLessThan(300);
    const zip = await app.inject({ url: `/api/books/${bookId}/download?format=zip`, headers: { cookie } });
    expect(zip.statusCode).toBe(200);
    const pdf = await app.inject({ url: `/api/books/${bookId}/download?format=pdf`, headers: { cookie } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const refined = await app.inject({
      method: 'POST',
      url: '/api/scenes/refine-temp',
      headers: { cookie },
      payload: { dataUri: `data:image/png;base64,${image.rawPayload.toString('base64')}`, prompt: 'more rings' },
    });
    expect(refined.statusCode).toBe(200);
    const rings = (png: Buffer): number => (readPageMetadata(png)?.mandala as { rings: number }).rings;
    expect(rings(pngOf(refined.json()))).toBe(rings(image.rawPayload) + 1);
  });

  it('refines a maze into a bigger one and answers an instruction it cannot apply with a 400', async () => {
    const cookie = await signUpUser(app);
    const maze = GeneratedSceneResponseSchema.parse((await generate(cookie, { kind: 'maze', ageGroup: '6-8' })).json());
    const bigger = await app.inject({ method: 'POST', url: '/api/scenes/refine-temp', headers: { cookie }, payload: { dataUri: maze.dataUri, prompt: 'bigger maze' } });
    expect(bigger.statusCode).toBe(200);
    const cols = (png: Buffer): number => (readPageMetadata(png)?.maze as { cols: number }).cols;
    expect(cols(pngOf(bigger.json()))).toBeGreaterThan(cols(pngOf(maze)));
    const purple = await app.inject({ method: 'POST', url: '/api/scenes/refine-temp', headers: { cookie }, payload: { dataUri: maze.dataUri, prompt: 'make it purple' } });
    expect(purple.statusCode).toBe(400);
    expect((purple.json() as { message: string }).message).toMatch(/bigger maze/);
  });

  it('lists every saved page with its kind, read from the page itself, and a copy keeps it', async () => {
    const cookie = await signUpUser(app);
    const pip = await saveCharacter(app, cookie, { name: 'Pip', description: 'a playful penguin' });
    const save = async (title: string, payload: Record<string, unknown>, characterIds: string[] = []): Promise<string> => {
      const { dataUri } = GeneratedSceneResponseSchema.parse((await generate(cookie, { characterIds, ...payload })).json());
      // The words the save sends do not decide the kind: the page does.
      const saved = await app.inject({ method: 'POST', url: '/api/scenes', headers: { cookie }, payload: { title, sceneDescription: 'a picnic', characterIds, dataUri } });
      expect(saved.statusCode).toBe(201);
      return (saved.json() as { id: string }).id;
    };
    await save('Picnic', { sceneDescription: 'Pip at a picnic' }, [pip.id]);
    const mazeId = await save('Find the cake', { kind: 'maze', sceneDescription: 'help Pip reach the cake' }, [pip.id]);
    await save('Dots', { kind: 'dot-to-dot', sceneDescription: 'an elephant' });
    await save('Oliver', { kind: 'name', text: 'Oliver' });
    const list = SceneListSchema.parse((await app.inject({ url: '/api/scenes', headers: { cookie } })).json());
    expect(Object.fromEntries(list.map((scene) => [scene.title, scene.kind]))).toEqual({ Picnic: 'scene', 'Find the cake': 'maze', Dots: 'dot-to-dot', Oliver: 'name' });
    const copy = await app.inject({ method: 'POST', url: `/api/scenes/${mazeId}/duplicate`, headers: { cookie } });
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ title: 'Find the cake (copy)', kind: 'maze' });
    expect((await app.inject({ url: `/api/scenes/${mazeId}`, headers: { cookie } })).json()).toMatchObject({ kind: 'maze' });
  });

  it('still needs a character to save an ordinary scene', async () => {
    const cookie = await signUpUser(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/scenes',
      headers: { cookie },
      payload: { title: 'Picnic', sceneDescription: 'a picnic', characterIds: [], dataUri: await generatedSampleDataUri(app, cookie, 'scene') },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'characterIds: Select at least one character' });
  });
});
