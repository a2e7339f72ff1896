import { readFile } from 'node:fs/promises';
import { expect, type Download, type Page } from '@playwright/test';
import yauzl from 'yauzl';
import { BookSchema, type Book } from '../../src/shared/book';
import { CharacterSchema, type Character } from '../../src/shared/character';
import { GeneratedImageResponseSchema } from '../../src/shared/fields';
import { CreatedResponseSchema } from '../../src/shared/scene';

// Builds a signed-in user's library through the real API, for tests about the screens that use it.

async function postJson(page: Page, url: string, data: unknown): Promise<unknown> {
  const response = await page.request.post(url, { data });
  expect(response.status(), `${url} failed: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

export async function createCharacterThroughApi(page: Page, name: string, description: string): Promise<Character> {
  const { dataUri } = GeneratedImageResponseSchema.parse(
    await postJson(page, '/api/characters/generate', { characterDescription: description, numberOfPoses: 3 }),
  );
  return CharacterSchema.parse(await postJson(page, '/api/characters', { name, description, numberOfPoses: 3, dataUri }));
}

/** Draws one scene image: counts one scene against the month's quota. */
export async function generateSceneThroughApi(page: Page, characterIds: string[], sceneDescription: string): Promise<string> {
  return GeneratedImageResponseSchema.parse(await postJson(page, '/api/scenes/generate', { characterIds, sceneDescription, ageGroup: '6-8' }))
    .dataUri;
}

export async function createSceneThroughApi(page: Page, characterIds: string[], title: string): Promise<string> {
  const sceneDescription = `${title} in a sunny garden`;
  const dataUri = await generateSceneThroughApi(page, characterIds, sceneDescription);
  return CreatedResponseSchema.parse(await postJson(page, '/api/scenes', { title, sceneDescription, characterIds, dataUri })).id;
}

export async function createBookThroughApi(page: Page, title: string, sceneIds: string[]): Promise<Book> {
  const book = BookSchema.parse(await postJson(page, '/api/books', { title, ageGroup: '6-8' }));
  for (const sceneId of sceneIds) await postJson(page, `/api/books/${book.id}/scenes`, { sceneId });
  return book;
}

/** A page fits its viewport: nothing scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

export interface ZipEntry {
  name: string;
  bytes: Buffer;
}

function unzip(zip: Buffer): Promise<ZipEntry[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, zipFile) => {
      if (error || !zipFile) return reject(error ?? new Error('not a zip'));
      const entries: ZipEntry[] = [];
      zipFile.on('entry', (entry: yauzl.Entry) => {
        zipFile.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no entry stream'));
          const parts: Buffer[] = [];
          stream.on('data', (part: Buffer) => parts.push(part));
          stream.on('end', () => {
            entries.push({ name: entry.fileName, bytes: Buffer.concat(parts) });
            zipFile.readEntry();
          });
        });
      });
      zipFile.on('end', () => resolve(entries));
      zipFile.on('error', reject);
      zipFile.readEntry();
    });
  });
}

/** The entries of a downloaded ZIP, read back with yauzl. */
export async function readDownloadedZip(download: Download): Promise<ZipEntry[]> {
  return unzip(await readFile(await download.path()));
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's IHDR chunk; fails the test when the bytes are not a PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE), 'not a PNG').toBe(true);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
