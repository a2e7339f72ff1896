import type { FastifyInstance } from 'fastify';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookListSchema, BookSchema } from '../../shared/book';
import { SceneListSchema } from '../../shared/scene';
import { createBook, saveCharacter, saveScene } from '../scenes/resource-fixtures';
import { DATABASE_KINDS, createTestApp, signUpUser } from '../testing/test-app';
import { changeTier } from '../user/user.repository';
import { appendBookScene } from './books.repository';
import { userIdOf } from '../scenes/resource-fixtures';

/** Every entry of a ZIP, in archive order, read with a real unzip library. */
function unzip(zip: Buffer): Promise<Array<{ name: string; bytes: Buffer }>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (openError, archive) => {
      if (openError) return reject(openError);
      const entries: Array<{ name: string; bytes: Buffer }> = [];
      archive.on('error', reject);
      archive.on('end', () => resolve(entries));
      archive.on('entry', (entry: yauzl.Entry) => {
        archive.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.push({ name: entry.fileName, bytes: Buffer.concat(chunks) });
            archive.readEntry();
          });
        });
      });
      archive.readEntry();
    });
  });
}

describe.each(DATABASE_KINDS)('books on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(async () => {
    await app.close();
  });

  /** A user on an unlimited-books plan, so one test can make several books. */
  async function signUpStarter(): Promise<string> {
    const cookie = await signUpUser(app);
    await changeTier(app.db, await userIdOf(app, cookie), 'free', 'starter');
    return cookie;
  }

  async function addPage(cookie: string, bookId: string, sceneId: string) {
    return app.inject({ method: 'POST', url: `/api/books/${bookId}/scenes`, headers: { cookie }, payload: { sceneId } });
  }

  async function pageIds(cookie: string, bookId: string): Promise<string[]> {
    const response = await app.inject({ url: `/api/books/${bookId}/scenes`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return SceneListSchema.parse(response.json()).map((scene) => scene.id);
  }

  describe('create, read, rename, delete', () => {
    it('creates a book with a trimmed title and the 6-8 age group by default', async () => {
      const cookie = await signUpUser(app);
      const response = await app.inject({ method: 'POST', url: '/api/books', headers: { cookie }, payload: { title: '  Dragons ' } });
      expect(response.statusCode).toBe(201);
      const book = BookSchema.parse(response.json());
      expect(book).toMatchObject({ title: 'Dragons', ageGroup: '6-8', sceneCount: 0, characterCount: 0 });
      const fetched = await app.inject({ url: `/api/books/${book.id}`, headers: { cookie } });
      expect(fetched.json()).toEqual(book);
    });

    it.each([
      ['a blank title', { title: '   ' }, /^title/],
      ['a missing title', {}, /^title/],
      ['a title over 120 characters', { title: 'b'.repeat(121) }, /^title/],
      ['an unknown age group', { title: 'Ok', ageGroup: '1-2' }, /^ageGroup/],
    ])('refuses %s', async (_case, payload, message) => {
      const cookie = await signUpUser(app);
      const response = await app.inject({ method: 'POST', url: '/api/books', headers: { cookie }, payload });
      expect(response.statusCode).toBe(400);
      expect((response.json() as { message: string }).message).toMatch(message);
    });

    it('lists the caller’s books with scene and distinct character counts', async () => {
      const cookie = await signUpStarter();
      const pip = await saveCharacter(app, cookie, { name: 'Pip' });
      const bo = await saveCharacter(app, cookie, { name: 'Bo' });
      const both = await saveScene(app, cookie, [pip.id, bo.id]);
      const pipOnly = await saveScene(app, cookie, [pip.id]);
      const full = await createBook(app, cookie, 'Full');
      const empty = await createBook(app, cookie, 'Empty');
      await addPage(cookie, full, both);
      await addPage(cookie, full, pipOnly);
      await createBook(app, await signUpUser(app), 'Not mine');
      const list = BookListSchema.parse((await app.inject({ url: '/api/books', headers: { cookie } })).json());
      // Two books made in the same millisecond list in id order, either way round (paging order: list-page.test.ts).
      const counts = list.map((book) => [book.id, book.sceneCount, book.characterCount]);
      expect(counts).toHaveLength(2);
      expect(counts).toEqual(expect.arrayContaining([
        [empty, 0, 0],
        [full, 2, 2],
      ]));
    });

    it('renames a book with a trimmed title and refuses a blank one', async () => {
      const cookie = await signUpUser(app);
      const bookId = await createBook(app, cookie, 'Old');
      const renamed = await app.inject({ method: 'PATCH', url: `/api/books/${bookId}`, headers: { cookie }, payload: { title: ' New ' } });
      expect(renamed.statusCode).toBe(200);
      expect(BookSchema.parse(renamed.json()).title).toBe('New');
      const blank = await app.inject({ method: 'PATCH', url: `/api/books/${bookId}`, headers: { cookie }, payload: { title: ' ' } });
      expect(blank.statusCode).toBe(400);
      expect(BookSchema.parse((await app.inject({ url: `/api/books/${bookId}`, headers: { cookie } })).json()).title).toBe('New');
    });

    it('deletes a book, which frees the book quota but keeps its scenes', async () => {
      const cookie = await signUpUser(app);
      const sceneId = await saveScene(app, cookie, [(await saveCharacter(app, cookie)).id]);
      const bookId = await createBook(app, cookie);
      await addPage(cookie, bookId, sceneId);
      expect((await app.inject({ method: 'DELETE', url: `/api/books/${bookId}`, headers: { cookie } })).statusCode).toBe(204);
      expect((await app.inject({ url: `/api/books/${bookId}`, headers: { cookie } })).statusCode).toBe(404);
      expect(SceneListSchema.parse((await app.inject({ url: '/api/scenes', headers: { cookie } })).json())).toHaveLength(1);
      await createBook(app, cookie, 'Second try');
    });
  });

  describe('pages', () => {
    it('appends scenes in page order, refuses a second add with 409 and removes one', async () => {
      const cookie = await signUpUser(app);
      const pip = await saveCharacter(app, cookie);
      const [a, b, c] = [
        await saveScene(app, cookie, [pip.id], { title: 'A' }),
        await saveScene(app, cookie, [pip.id], { title: 'B' }),
        await saveScene(app, cookie, [pip.id], { title: 'C' }),
      ];
      const bookId = await createBook(app, cookie);
      for (const sceneId of [b, a, c]) {
        const added = await addPage(cookie, bookId, sceneId);
        expect(added.statusCode).toBe(201);
      }
      expect(await pageIds(cookie, bookId)).toEqual([b, a, c]);
      const twice = await addPage(cookie, bookId, a);
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toEqual({ message: 'This scene is already in the book' });
      const removed = await app.inject({ method: 'DELETE', url: `/api/books/${bookId}/scenes/${a}`, headers: { cookie } });
      expect(removed.statusCode).toBe(200);
      expect(BookSchema.parse(removed.json()).sceneCount).toBe(2);
      expect(await pageIds(cookie, bookId)).toEqual([b, c]);
      await addPage(cookie, bookId, a);
      expect(await pageIds(cookie, bookId)).toEqual([b, c, a]);
      const notInBook = await app.inject({ method: 'DELETE', url: `/api/books/${bookId}/scenes/missing`, headers: { cookie } });
      expect(notInBook.statusCode).toBe(404);
    });

    it('keeps distinct positions when pages are added concurrently', async () => {
      const cookie = await signUpUser(app);
      const pip = await saveCharacter(app, cookie);
      const sceneIds: string[] = [];
      for (let i = 0; i < 5; i++) sceneIds.push(await saveScene(app, cookie, [pip.id], { title: `P${i}` }));
      const bookId = await createBook(app, cookie);
      const responses = await Promise.all(sceneIds.map((sceneId) => addPage(cookie, bookId, sceneId)));
      expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
      expect(new Set(await pageIds(cookie, bookId))).toEqual(new Set(sceneIds));
      const removed = await app.inject({ method: 'DELETE', url: `/api/books/${bookId}/scenes/${sceneIds[0]}`, headers: { cookie } });
      expect(removed.statusCode).toBe(200);
      expect(await pageIds(cookie, bookId)).toHaveLength(4);
    });

    it('answers 404, never 500, when the scene is deleted while it is being added', async () => {
      const cookie = await signUpUser(app);
      const pip = await saveCharacter(app, cookie);
      const bookId = await createBook(app, cookie);
      // The moment between the ownership check and the insert, taken apart: the scene is already gone.
      const goneId = await saveScene(app, cookie, [pip.id], { title: 'Gone' });
      expect((await app.inject({ method: 'DELETE', url: `/api/scenes/${goneId}`, headers: { cookie } })).statusCode).toBe(204);
      expect(await appendBookScene(app.db, kind === 'postgres', bookId, goneId)).toBe('scene_missing');
      // And as it happens: each add races the scene's deletion.
      for (let round = 0; round < 6; round++) {
        const sceneId = await saveScene(app, cookie, [pip.id], { title: `Race ${round}` });
        const [added, deleted] = await Promise.all([
          addPage(cookie, bookId, sceneId),
          app.inject({ method: 'DELETE', url: `/api/scenes/${sceneId}`, headers: { cookie } }),
        ]);
        expect([201, 404]).toContain(added.statusCode);
        if (added.statusCode === 404) expect(added.json()).toEqual({ message: 'Scene not found' });
        expect(deleted.statusCode).toBe(204);
      }
      expect(await pageIds(cookie, bookId)).toEqual([]);
    });

    it('reorders pages when every page is named once, and refuses anything else', async () => {
      const cookie = await signUpUser(app);
      const pip = await saveCharacter(app, cookie);
      const a = await saveScene(app, cookie, [pip.id], { title: 'A' });
      const b = await saveScene(app, cookie, [pip.id], { title: 'B' });
      const bookId = await createBook(app, cookie);
      await addPage(cookie, bookId, a);
      await addPage(cookie, bookId, b);
      const reorder = (sceneIds: string[]) =>
        app.inject({ method: 'PATCH', url: `/api/books/${bookId}/scenes/order`, headers: { cookie }, payload: { sceneIds } });
      expect((await reorder([b, a])).statusCode).toBe(200);
      expect(await pageIds(cookie, bookId)).toEqual([b, a]);
      for (const wrong of [[a], [a, a], [a, b, 'other']]) expect((await reorder(wrong)).statusCode).toBe(400);
      expect(await pageIds(cookie, bookId)).toEqual([b, a]);
    });
  });

  describe('GET /api/books/:id/download', () => {
    it('streams a ZIP of the saved PNGs named after their titles in page order', async () => {
      const cookie = await signUpUser(app);
      const pip = await saveCharacter(app, cookie);
      const first = await saveScene(app, cookie, [pip.id], { title: 'Beach Day', shade: 1 });
      const second = await saveScene(app, cookie, [pip.id], { title: 'Beach Day', shade: 2 });
      const third = await saveScene(app, cookie, [pip.id], { title: 'Ünïcode/../"evil"', shade: 3 });
      const bookId = await createBook(app, cookie, 'Summer: "Fun" Ärger');
      for (const sceneId of [third, first, second]) await addPage(cookie, bookId, sceneId);

      const response = await app.inject({ url: `/api/books/${bookId}/download`, headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.headers['content-length']).toBeUndefined();
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="Summer_ _Fun_ _rger_coloring_book.zip"; filename*=UTF-8''Summer%3A%20%22Fun%22%20%C3%84rger_coloring_book.zip`,
      );

      const entries = await unzip(response.rawPayload);
      expect(entries.map((entry) => entry.name)).toEqual(['01-unicode-evil.png', '02-beach-day.png', '03-beach-day.png']);
      const scenes = SceneListSchema.parse((await app.inject({ url: `/api/books/${bookId}/scenes`, headers: { cookie } })).json());
      for (const [index, scene] of scenes.entries()) {
        const saved = await app.inject({ url: scene.imageUrl, headers: { cookie } });
        expect(entries[index]?.bytes.equals(saved.rawPayload)).toBe(true);
      }
    });

    it('refuses an empty book', async () => {
      const cookie = await signUpUser(app);
      const bookId = await createBook(app, cookie);
      const response = await app.inject({ url: `/api/books/${bookId}/download`, headers: { cookie } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Book has no scenes to export' });
    });
  });
});
