import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error';
import { findStoredImages } from '../images/images.repository';
import { BlobNotFoundError } from '../storage/blob-store';

/** How many stored files are looked at at once: a bucket answers each with its own request. */
const CHECKS_AT_ONCE = 8;

function unreadablePage(number: number, title: string): HttpError {
  return new HttpError(
    500,
    `Page ${number} ("${title}") could not be read from storage, so the book was not made. ` +
      'Please try again later, or remove that page from the book and download it again.',
  );
}

/**
 * The blob key of every page of a book, once each stored file is known to be there, readable and whole
 * (its size is the one stored with it). A PDF or ZIP is streamed as it is made, so a page that fails half
 * way would cut the file after its first bytes were sent: every page is checked before the first one.
 */
export async function readablePageFiles(
  app: FastifyInstance,
  userId: string,
  pages: ReadonlyArray<{ image_id: string; title: string }>,
): Promise<Map<string, string>> {
  const stored = await findStoredImages(app.db, userId, pages.map((page) => page.image_id));
  const check = async (page: { image_id: string; title: string }, index: number) => {
    const image = stored.get(page.image_id);
    if (!image) throw unreadablePage(index + 1, page.title);
    const size = await app.blobs.stat(image.blob_key).catch((error: unknown) => {
      if (!(error instanceof BlobNotFoundError)) app.log.error({ err: error, imageId: page.image_id }, 'a stored page could not be checked');
      return null;
    });
    if (size?.size !== image.byte_size) {
      app.log.error({ imageId: page.image_id, blobKey: image.blob_key, size: size?.size ?? null, expected: image.byte_size }, 'a stored page is missing or not whole');
      throw unreadablePage(index + 1, page.title);
    }
  };
  for (let start = 0; start < pages.length; start += CHECKS_AT_ONCE) {
    await Promise.all(pages.slice(start, start + CHECKS_AT_ONCE).map((page, offset) => check(page, start + offset)));
  }
  return new Map([...stored].map(([id, image]) => [id, image.blob_key]));
}
