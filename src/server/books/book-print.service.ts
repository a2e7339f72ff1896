import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { attachmentContentDisposition, bookContentDisposition, fileNameSlug } from '../../engine/print/book-zip';
import { generateBookPdf, generateScenePdf } from '../../engine/print/pdf-interior';
import type { BookExportQuerySchema } from '../../shared/book';
import { frontMatterOf } from '../../shared/book-publishing';
import type { SceneExportQuerySchema } from '../../shared/print-layout';
import { HttpError, notFound } from '../http-error';
import { findBlobKeys } from '../images/images.repository';
import { readablePageFiles } from './page-files';
import { findScene, listBookScenes } from '../scenes/scenes.repository';
import { bookDrawnByAi, readPrintSettings } from './book-publishing.service';
import { findBook } from './books.repository';
import { EMPTY_BOOK_MESSAGE } from './books.service';

export interface FileDownload {
  contentType: string;
  contentDisposition: string;
  body: Readable | Buffer;
}

/**
 * The book's print interior, written page by page as the client reads: one page image in memory at a time.
 * The book's print settings apply; trim, bleed and sides given in the query override them for this download.
 */
export async function downloadBookPdf(
  app: FastifyInstance,
  userId: string,
  bookId: string,
  options: z.output<typeof BookExportQuerySchema>,
): Promise<FileDownload> {
  const book = await findBook(app.db, userId, bookId);
  if (!book) throw notFound('Book not found');
  const pages = await listBookScenes(app.db, bookId);
  if (pages.length === 0) throw new HttpError(400, EMPTY_BOOK_MESSAGE);
  const settings = await readPrintSettings(app, bookId);
  const hasAiArt = settings.hasCopyrightPage && (await bookDrawnByAi(app, userId, pages));
  const blobKeys = await readablePageFiles(app, userId, pages);
  async function* scenes(): AsyncGenerator<Buffer> {
    for (const page of pages) yield app.blobs.get(blobKeys.get(page.image_id) ?? '');
  }
  const pdf = generateBookPdf({
    title: book.title,
    trim: options.trim ?? settings.trim,
    hasBleed: options.bleed ?? settings.hasBleed,
    sides: options.sides ?? settings.sides,
    frontMatter: frontMatterOf(settings),
    frontMatterText: { subtitle: settings.subtitle, author: settings.author, year: new Date().getUTCFullYear(), hasAiArt },
    sceneCount: pages.length,
    scenes: scenes(),
  });
  return {
    contentType: 'application/pdf',
    contentDisposition: bookContentDisposition(book.title, 'pdf'),
    body: Readable.from(pdf, { objectMode: false }),
  };
}

/** One scene: its saved 300-DPI PNG, a one-page PDF of it on the chosen trim, or its vectors as SVG. */
export async function downloadScene(
  app: FastifyInstance,
  userId: string,
  sceneId: string,
  options: z.output<typeof SceneExportQuerySchema>,
): Promise<FileDownload> {
  const scene = await findScene(app.db, userId, sceneId);
  if (!scene) throw notFound('Scene not found');
  const blobKey = (await findBlobKeys(app.db, userId, [scene.image_id])).get(scene.image_id);
  if (!blobKey) throw notFound('Scene not found');
  const png = await app.blobs.get(blobKey);
  const baseName = fileNameSlug(scene.title) || 'scene';
  if (options.format === 'png') {
    return { contentType: 'image/png', contentDisposition: attachmentContentDisposition(`${baseName}.png`), body: png };
  }
  if (options.format === 'svg') {
    const svg = await app.pixels.pageToSvg(png, scene.title);
    return { contentType: 'image/svg+xml; charset=utf-8', contentDisposition: attachmentContentDisposition(`${baseName}.svg`), body: Buffer.from(svg) };
  }
  const pdf = generateScenePdf({ title: scene.title, png, trim: options.trim, hasBleed: options.bleed });
  return {
    contentType: 'application/pdf',
    contentDisposition: attachmentContentDisposition(`${baseName}.pdf`),
    body: Readable.from(pdf, { objectMode: false }),
  };
}
