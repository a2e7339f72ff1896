import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from '../shared/list-page';
import { setUserTier } from './admin/admin.repository';
import { createBook, saveCharacter, saveScene, userIdOf } from './scenes/resource-fixtures';
import { DATABASE_KINDS, createTestApp, signUpUser } from './testing/test-app';

const LISTS = ['/api/scenes', '/api/characters', '/api/books'] as const;

interface Listed {
  ids: string[];
  nextCursor: string | undefined;
  total: string | undefined;
}

describe.each(DATABASE_KINDS)('lists a page at a time on %s', (kind) => {
  let app: FastifyInstance;
  let cookie: string;
  let bookId: string;
  const sceneIds: string[] = [];

  async function list(url: string, asCookie = cookie): Promise<Listed> {
    const response = await app.inject({ url, headers: { cookie: asCookie } });
    expect(response.statusCode, response.body).toBe(200);
    return {
      ids: (response.json() as { id: string }[]).map((item) => item.id),
      nextCursor: response.headers[NEXT_CURSOR_HEADER] as string | undefined,
      total: response.headers[TOTAL_COUNT_HEADER] as string | undefined,
    };
  }

  /** Follows the cursors from the first page to the last, as the dashboard does while scrolling. */
  async function walk(url: string, limit: number): Promise<string[][]> {
    const pages: string[][] = [];
    let cursor: string | undefined;
    do {
      const separator = url.includes('?') ? '&' : '?';
      const page = await list(`${url}${separator}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
      pages.push(page.ids);
      cursor = page.nextCursor;
      expect(pages.length).toBeLessThan(20);
    } while (cursor);
    return pages;
  }

  beforeAll(async () => {
    app = await createTestApp(kind);
    cookie = await signUpUser(app);
    // A paid plan: more characters and books than the free one keeps.
    await setUserTier(app.db, await userIdOf(app, cookie), 'studio');
    const characters = [];
    for (const name of ['Pip', 'Pop', 'Pat']) characters.push(await saveCharacter(app, cookie, { name }));
    for (let shade = 0; shade < 7; shade++) {
      sceneIds.push(await saveScene(app, cookie, [characters[shade % 3]!.id], { title: `Page ${shade}`, shade }));
    }
    for (const title of ['First book', 'Second book']) await createBook(app, cookie, title);
    bookId = await createBook(app, cookie, 'Third book');
    for (const sceneId of sceneIds.slice(0, 5)) {
      const added = await app.inject({ method: 'POST', url: `/api/books/${bookId}/scenes`, headers: { cookie }, payload: { sceneId } });
      expect(added.statusCode).toBe(201);
    }
  });
  afterAll(async () => {
    await app.close();
  });

  it.each(LISTS)('%s without limit answers the whole list, as the spec calls it', async (url) => {
    const whole = await list(url);
    expect(whole.ids.length).toBe({ '/api/scenes': 7, '/api/characters': 3, '/api/books': 3 }[url]);
    expect(whole.nextCursor).toBeUndefined();
    expect(whole.total).toBe(String(whole.ids.length));
  });

  it.each([
    ['/api/scenes', 3, [3, 3, 1]],
    ['/api/characters', 2, [2, 1]],
    ['/api/books', 2, [2, 1]],
    ['/api/scenes', 7, [7]],
    ['/api/scenes', 100, [7]],
  ] as const)('%s with limit %i walks every item once, newest first', async (url, limit, sizes) => {
    const whole = await list(url);
    const pages = await walk(url, limit);
    expect(pages.map((page) => page.length)).toEqual(sizes);
    expect(pages.flat()).toEqual(whole.ids);
    const first = await list(`${url}?limit=${limit}`);
    expect(first.total).toBe(String(whole.ids.length));
  });

  it('answers a book’s pages in page order, a page at a time', async () => {
    const pages = await walk(`/api/books/${bookId}/scenes`, 2);
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    expect(pages.flat()).toEqual(sceneIds.slice(0, 5));
    expect((await list(`/api/books/${bookId}/scenes?limit=2`)).total).toBe('5');
    expect((await list(`/api/books/${bookId}/scenes`)).ids).toEqual(sceneIds.slice(0, 5));
  });

  it('takes a cursor alone as a page of the default size', async () => {
    const first = await list('/api/scenes?limit=2');
    const rest = await list(`/api/scenes?cursor=${first.nextCursor}`);
    expect(rest.ids).toEqual((await list('/api/scenes')).ids.slice(2));
    expect(rest.nextCursor).toBeUndefined();
  });

  it('neither repeats nor skips an item when one is deleted between two pages', async () => {
    const otherCookie = await signUpUser(app);
    const [character] = [await saveCharacter(app, otherCookie, { name: 'Lone' })];
    for (let shade = 0; shade < 5; shade++) await saveScene(app, otherCookie, [character.id], { title: `Mine ${shade}`, shade });
    const whole = await list('/api/scenes', otherCookie);
    const first = await list('/api/scenes?limit=2', otherCookie);
    const deleted = await app.inject({ method: 'DELETE', url: `/api/scenes/${first.ids[0]}`, headers: { cookie: otherCookie } });
    expect(deleted.statusCode).toBe(204);
    const second = await list(`/api/scenes?limit=2&cursor=${first.nextCursor}`, otherCookie);
    expect(second.ids).toEqual(whole.ids.slice(2, 4));
    expect(second.total).toBe('4');
  });

  it('lists only the caller’s own items whatever cursor comes', async () => {
    const strangerCookie = await signUpUser(app);
    const mine = await list('/api/scenes?limit=3');
    const theirs = await list(`/api/scenes?limit=3&cursor=${mine.nextCursor}`, strangerCookie);
    expect(theirs.ids).toEqual([]);
    expect(theirs.total).toBe('0');
    const book = await app.inject({ url: `/api/books/${bookId}/scenes?limit=2`, headers: { cookie: strangerCookie } });
    expect(book.statusCode).toBe(404);
  });

  it.each([
    ['limit=0', /^limit: must be at least 1/],
    ['limit=101', /^limit: must be at most 100/],
    ['limit=abc', /^limit: /],
    ['limit=2.5', /^limit: must be a whole number/],
    ['limit=2&cursor=not%20a%20cursor', /^cursor: is not a cursor of this list/],
    [`limit=2&cursor=${Buffer.from('{"x":1}').toString('base64url')}`, /^cursor: is not a cursor of this list/],
    [`limit=2&cursor=${Buffer.from('not json').toString('base64url')}`, /^cursor: is not a cursor of this list/],
    [`limit=2&cursor=${'A'.repeat(600)}`, /^cursor: is not a cursor of this list/],
  ])('refuses %s with 400 naming the field', async (query, message) => {
    for (const url of [...LISTS, `/api/books/${bookId}/scenes`]) {
      const response = await app.inject({ url: `${url}?${query}`, headers: { cookie } });
      expect(response.statusCode, url).toBe(400);
      expect((response.json() as { message: string }).message).toMatch(message);
    }
  });

  it('refuses a scene list’s cursor on a book’s pages', async () => {
    const scenes = await list('/api/scenes?limit=2');
    const response = await app.inject({ url: `/api/books/${bookId}/scenes?limit=2&cursor=${scenes.nextCursor}`, headers: { cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'cursor: is not a cursor of this list' });
  });

  it('still asks for a session', async () => {
    for (const url of LISTS) expect((await app.inject({ url: `${url}?limit=2` })).statusCode).toBe(401);
  });
});
