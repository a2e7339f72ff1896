import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';

export interface ZipPageEntry {
  fileName: string;
  png: Buffer;
}

const MAX_SLUG_LENGTH = 60;

/** Lower-case ASCII words joined by hyphens; accents are dropped, anything else becomes a separator. */
export function fileNameSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '');
}

/**
 * File names for a book's pages in page order: '01-the-dragon.png'. The number (at least two digits,
 * more for long books so names sort) makes every name unique even when titles repeat.
 */
export function bookPageFileNames(titles: readonly string[]): string[] {
  const digits = Math.max(2, String(titles.length).length);
  return titles.map((title, index) => {
    const number = String(index + 1).padStart(digits, '0');
    return `${number}-${fileNameSlug(title) || 'page'}.png`;
  });
}

/**
 * `Content-Disposition: attachment` naming the file `{title}_coloring_book.{extension}`: an ASCII
 * `filename` for old clients (anything unsafe in a path or a header becomes '_') and the exact title
 * in `filename*` (RFC 6266 / 5987).
 */
export function bookContentDisposition(title: string, extension: 'zip' | 'pdf'): string {
  return attachmentContentDisposition(`${title.trim() || 'book'}_coloring_book.${extension}`);
}

export function attachmentContentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\/:*?<>|%;]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * A ZIP of page PNGs, streamed. Each entry is handed to archiver only after the previous one has been
 * written out, so at most one page is held however long the book; PNGs are stored, not deflated again.
 */
export function createBookZip(entries: AsyncIterable<ZipPageEntry>): Readable {
  const archive = new ZipArchive({ store: true });
  // A reader that goes away (a dropped download) must also stop the feed, or it waits forever.
  const closed = new AbortController();
  archive.once('close', () => closed.abort());
  const feed = async () => {
    for await (const entry of entries) {
      const written = once(archive, 'entry', { signal: closed.signal });
      archive.append(entry.png, { name: entry.fileName });
      await written;
    }
    await archive.finalize();
  };
  feed().catch((error: unknown) => {
    archive.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return archive;
}
