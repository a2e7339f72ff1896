import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookSchema } from '../../shared/book';
import type { Character } from '../../shared/character';
import { SceneListSchema, type Scene } from '../../shared/scene';
import { createBook, samplePageDataUri, saveCharacter, saveScene } from '../scenes/resource-fixtures';
import { DATABASE_KINDS, createTestApp, signUpUser } from '../testing/test-app';

const MISSING = 'missing-id';

interface OwnerItems {
  character: Character;
  scene: Scene;
  bookId: string;
}

/** Every call that takes an id, built for a given set of ids: the owner's, or ids that do not exist. */
async function idRoutes(ids: { characterId: string; imageId: string; thumbnailId: string; sceneId: string; bookId: string }, strangersBookId: string) {
  const dataUri = await samplePageDataUri();
  const routes: Array<{ name: string; request: InjectOptions }> = [
    { name: 'GET character', request: { method: 'GET', url: `/api/characters/${ids.characterId}` } },
    { name: 'DELETE character', request: { method: 'DELETE', url: `/api/characters/${ids.characterId}` } },
    { name: 'GET image', request: { method: 'GET', url: `/api/images/${ids.imageId}` } },
    { name: 'GET thumbnail', request: { method: 'GET', url: `/api/images/${ids.thumbnailId}` } },
    {
      name: 'generate a scene with the character',
      request: { method: 'POST', url: '/api/scenes/generate', payload: { characterIds: [ids.characterId], sceneDescription: 'a walk' } },
    },
    {
      name: 'save a scene with the character',
      request: {
        method: 'POST',
        url: '/api/scenes',
        payload: { title: 'Walk', sceneDescription: 'a walk', characterIds: [ids.characterId], dataUri },
      },
    },
    { name: 'DELETE scene', request: { method: 'DELETE', url: `/api/scenes/${ids.sceneId}` } },
    { name: 'download scene', request: { method: 'GET', url: `/api/scenes/${ids.sceneId}/download` } },
    { name: 'GET book', request: { method: 'GET', url: `/api/books/${ids.bookId}` } },
    { name: 'PATCH book', request: { method: 'PATCH', url: `/api/books/${ids.bookId}`, payload: { title: 'Taken' } } },
    { name: 'DELETE book', request: { method: 'DELETE', url: `/api/books/${ids.bookId}` } },
    { name: 'GET book pages', request: { method: 'GET', url: `/api/books/${ids.bookId}/scenes` } },
    { name: 'add a page to the book', request: { method: 'POST', url: `/api/books/${ids.bookId}/scenes`, payload: { sceneId: ids.sceneId } } },
    {
      name: 'add the scene to one’s own book',
      request: { method: 'POST', url: `/api/books/${strangersBookId}/scenes`, payload: { sceneId: ids.sceneId } },
    },
    {
      name: 'reorder the book',
      request: { method: 'PATCH', url: `/api/books/${ids.bookId}/scenes/order`, payload: { sceneIds: [ids.sceneId] } },
    },
    { name: 'remove a page from the book', request: { method: 'DELETE', url: `/api/books/${ids.bookId}/scenes/${ids.sceneId}` } },
    { name: 'download the book as ZIP', request: { method: 'GET', url: `/api/books/${ids.bookId}/download` } },
    { name: 'download the book as PDF', request: { method: 'GET', url: `/api/books/${ids.bookId}/download?format=pdf` } },
  ];
  return routes;
}

describe.each(DATABASE_KINDS)('ownership on %s', (kind) => {
  let app: FastifyInstance;
  let owner: string;
  let stranger: string;
  let items: OwnerItems;
  let strangersBookId: string;
  beforeAll(async () => {
    app = await createTestApp(kind);
    owner = await signUpUser(app);
    stranger = await signUpUser(app);
    const character = await saveCharacter(app, owner);
    const sceneId = await saveScene(app, owner, [character.id]);
    const bookId = await createBook(app, owner, 'Owner’s book');
    await app.inject({ method: 'POST', url: `/api/books/${bookId}/scenes`, headers: { cookie: owner }, payload: { sceneId } });
    const scenes = SceneListSchema.parse((await app.inject({ url: '/api/scenes', headers: { cookie: owner } })).json());
    items = { character, scene: scenes[0]!, bookId };
    strangersBookId = await createBook(app, stranger, 'Stranger’s book');
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 404 to another user on every call taking an id, exactly as for an id that does not exist', async () => {
    const imageIdOf = (url: string) => url.split('/').pop()!;
    const foreignRoutes = await idRoutes(
      {
        characterId: items.character.id,
        imageId: imageIdOf(items.scene.imageUrl),
        thumbnailId: imageIdOf(items.character.thumbnailUrl),
        sceneId: items.scene.id,
        bookId: items.bookId,
      },
      strangersBookId,
    );
    const missingRoutes = await idRoutes(
      { characterId: MISSING, imageId: MISSING, thumbnailId: MISSING, sceneId: MISSING, bookId: MISSING },
      strangersBookId,
    );
    for (const [index, route] of foreignRoutes.entries()) {
      const foreign = await app.inject({ ...route.request, headers: { cookie: stranger } });
      const missing = await app.inject({ ...missingRoutes[index]!.request, headers: { cookie: stranger } });
      expect(foreign.statusCode, route.name).toBe(404);
      expect(foreign.json(), route.name).toEqual(missing.json());
    }
  });

  it('leaves the owner’s items untouched', async () => {
    const character = await app.inject({ url: `/api/characters/${items.character.id}`, headers: { cookie: owner } });
    expect(character.json()).toEqual(items.character);
    const book = BookSchema.parse((await app.inject({ url: `/api/books/${items.bookId}`, headers: { cookie: owner } })).json());
    expect(book).toMatchObject({ title: 'Owner’s book', sceneCount: 1 });
    const pages = SceneListSchema.parse((await app.inject({ url: `/api/books/${items.bookId}/scenes`, headers: { cookie: owner } })).json());
    expect(pages.map((page) => page.id)).toEqual([items.scene.id]);
    const strangersPages = await app.inject({ url: `/api/books/${strangersBookId}/scenes`, headers: { cookie: stranger } });
    expect(strangersPages.json()).toEqual([]);
    expect((await app.inject({ url: items.scene.imageUrl, headers: { cookie: owner } })).statusCode).toBe(200);
  });
});
