import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { bookContentDisposition, bookPageFileNames, createBookZip, type ZipPageEntry } from '../../engine/print/book-zip';
import type { Book, CreateBookRequestSchema } from '../../shared/book';
import { AGE_GROUPS, DEFAULT_AGE_GROUP, type AgeGroup } from '../../shared/constants';
import type { Scene } from '../../shared/scene';
import { HttpError, notFound } from '../http-error';
import { readablePageFiles } from './page-files';
import { insertWithinLimit } from '../quota/quota.service';
import type { ListQuery } from '../../shared/list-page';
import { NewestFirstCursorSchema, PositionCursorSchema, pageRequestOf, toListPage, type ListPage } from '../list-page';
import { countBooks } from '../quota/quota.repository';
import { findScene, listBookScenes } from '../scenes/scenes.repository';
import { toScene } from '../scenes/scenes.service';
import {
  appendBookScene,
  deleteBook,
  findBook,
  insertBook,
  listBooks,
  removeBookScene,
  reorderBookScenes,
  updateBookTitle,
  type BookRecord,
} from './books.repository';

export const EMPTY_BOOK_MESSAGE = 'Book has no scenes to export';
export const SCENE_ALREADY_IN_BOOK_MESSAGE = 'This scene is already in the book';

function toBook(record: BookRecord): Book {
  return {
    id: record.id,
    title: record.title,
    ageGroup: (AGE_GROUPS as readonly string[]).includes(record.age_group) ? (record.age_group as AgeGroup) : DEFAULT_AGE_GROUP,
    sceneCount: record.scene_count,
    characterCount: record.character_count,
    createdAt: record.created_at,
  };
}

async function ownedBook(app: FastifyInstance, userId: string, bookId: string): Promise<BookRecord> {
  const book = await findBook(app.db, userId, bookId);
  if (!book) throw notFound('Book not found');
  return book;
}

export async function createBook(
  app: FastifyInstance,
  userId: string,
  request: z.infer<typeof CreateBookRequestSchema>,
): Promise<Book> {
  const row = { id: randomUUID(), user_id: userId, title: request.title, age_group: request.ageGroup, created_at: new Date().toISOString() };
  await insertWithinLimit(app, 'books', userId, (trx) => insertBook(trx, row));
  return toBook({ ...row, scene_count: 0, character_count: 0 });
}

/** The user's books newest first: all of them, or the page the query asks for. */
export async function listBooksOf(app: FastifyInstance, userId: string, query: ListQuery = {}): Promise<ListPage<Book>> {
  const page = pageRequestOf(query, NewestFirstCursorSchema);
  const rows = await listBooks(app.db, userId, page);
  return toListPage(rows, page, () => countBooks(app.db, userId), (row) => [row.created_at, row.id], toBook);
}

export async function getBook(app: FastifyInstance, userId: string, bookId: string): Promise<Book> {
  return toBook(await ownedBook(app, userId, bookId));
}

export async function renameBook(app: FastifyInstance, userId: string, bookId: string, title: string): Promise<Book> {
  if (!(await updateBookTitle(app.db, userId, bookId, title))) throw notFound('Book not found');
  return getBook(app, userId, bookId);
}

export async function removeBook(app: FastifyInstance, userId: string, bookId: string): Promise<void> {
  if (!(await deleteBook(app.db, userId, bookId))) throw notFound('Book not found');
}

/** The book's pages in page order: all of them, or the page of pages the query asks for. */
export async function listPages(app: FastifyInstance, userId: string, bookId: string, query: ListQuery = {}): Promise<ListPage<Scene>> {
  const book = await ownedBook(app, userId, bookId);
  const page = pageRequestOf(query, PositionCursorSchema);
  const rows = await listBookScenes(app.db, bookId, page);
  return toListPage(rows, page, async () => book.scene_count, (row) => [row.position], toScene);
}

/** Appends the scene as the last page. A scene already in the book answers 409 and changes nothing. */
export async function addPage(app: FastifyInstance, userId: string, bookId: string, sceneId: string): Promise<Book> {
  await ownedBook(app, userId, bookId);
  if (!(await findScene(app.db, userId, sceneId))) throw notFound('Scene not found');
  const outcome = await appendBookScene(app.db, app.databaseKind === 'postgres', bookId, sceneId);
  if (outcome === 'scene_missing') throw notFound('Scene not found');
  if (outcome === 'already_in_book') throw new HttpError(409, SCENE_ALREADY_IN_BOOK_MESSAGE);
  return getBook(app, userId, bookId);
}

export async function removePage(app: FastifyInstance, userId: string, bookId: string, sceneId: string): Promise<Book> {
  await ownedBook(app, userId, bookId);
  if (!(await removeBookScene(app.db, bookId, sceneId))) throw notFound('Scene not found in this book');
  return getBook(app, userId, bookId);
}

/** Sets the page order; `sceneIds` must name every page of the book exactly once. */
export async function reorderPages(app: FastifyInstance, userId: string, bookId: string, sceneIds: string[]): Promise<Scene[]> {
  await ownedBook(app, userId, bookId);
  const current = new Set((await listBookScenes(app.db, bookId)).map((scene) => scene.id));
  const requested = new Set(sceneIds);
  if (requested.size !== sceneIds.length || requested.size !== current.size || sceneIds.some((id) => !current.has(id))) {
    throw new HttpError(400, 'sceneIds: list every page of the book exactly once');
  }
  await reorderBookScenes(app.db, bookId, sceneIds);
  return (await listPages(app, userId, bookId)).items;
}

export interface BookDownload {
  contentDisposition: string;
  zip: Readable;
}

/** The book's pages as a ZIP stream of their saved PNGs, read one at a time as the archive is written. */
export async function downloadBookZip(app: FastifyInstance, userId: string, bookId: string): Promise<BookDownload> {
  const book = await ownedBook(app, userId, bookId);
  const pages = await listBookScenes(app.db, bookId);
  if (pages.length === 0) throw new HttpError(400, EMPTY_BOOK_MESSAGE);
  const blobKeys = await readablePageFiles(app, userId, pages);
  const fileNames = bookPageFileNames(pages.map((page) => page.title));
  async function* entries(): AsyncGenerator<ZipPageEntry> {
    for (const [index, page] of pages.entries()) {
      yield { fileName: fileNames[index]!, png: await app.blobs.get(blobKeys.get(page.image_id) ?? '') };
    }
  }
  return { contentDisposition: bookContentDisposition(book.title, 'zip'), zip: createBookZip(entries()) };
}
