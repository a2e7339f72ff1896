import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPngDpi } from '../../engine/page-png';
import { inspectPdf } from '../../engine/print/pdf-inspection';
import { toPdfPngImage } from '../../engine/print/pdf-png-image';
import { BookSceneListSchema } from '../../shared/book';
import { createBook, saveCharacter, saveScene } from '../scenes/resource-fixtures';
import { DATABASE_KINDS, createTestApp, signUpUser } from '../testing/test-app';

function unzipEntries(zip: Buffer): Promise<Array<{ name: string; bytes: Buffer }>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, zipFile) => {
      if (error || !zipFile) return reject(error ?? new Error('not a zip'));
      const entries: Array<{ name: string; bytes: Buffer }> = [];
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

async function imageDigest(png: Buffer): Promise<string> {
  return createHash('sha256').update((await toPdfPngImage(png)).data).digest('hex');
}

describe.each(DATABASE_KINDS)('book print exports on %s', (kind) => {
  let app: FastifyInstance;
  let cookie: string;
  let bookId: string;
  let sceneIds: string[];

  beforeAll(async () => {
    app = await createTestApp(kind);
    cookie = await signUpUser(app);
    const character = await saveCharacter(app, cookie);
    sceneIds = [];
    for (const [shade, title] of ['Dragon', 'Picnic', 'Castle'].entries()) {
      sceneIds.push(await saveScene(app, cookie, [character.id], { title, shade }));
    }
    bookId = await createBook(app, cookie, 'Pip Adventures');
    for (const sceneId of sceneIds) {
      const added = await app.inject({ method: 'POST', url: `/api/books/${bookId}/scenes`, headers: { cookie }, payload: { sceneId } });
      expect(added.statusCode).toBe(201);
    }
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (url: string, asCookie = cookie) => app.inject({ method: 'GET', url, headers: { cookie: asCookie } });

  it('downloads a letter, single-sided PDF by default with the title page and each scene on a right-hand page', async () => {
    const response = await get(`/api/books/${bookId}/download?format=pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('filename="Pip Adventures_coloring_book.pdf"');
    const pdf = await inspectPdf(response.rawPayload);
    expect(pdf.pages).toHaveLength(8);
    expect(pdf.pages[0]?.text.trim()).toBe('Pip Adventures');
    expect(pdf.pages.map((page) => page.mediaBox.width)).toEqual(Array(8).fill(612));
    const artPages = pdf.pages.flatMap((page, index) => (page.images.length ? [index + 1] : []));
    expect(artPages).toEqual([3, 5, 7]);
    for (const page of pdf.pages) for (const image of page.images) expect(image.dpi).toBeGreaterThanOrEqual(300);
  });

  it('takes trim, bleed and sides', async () => {
    const response = await get(`/api/books/${bookId}/download?format=pdf&trim=a4&bleed=true&sides=double`);
    expect(response.statusCode).toBe(200);
    const pdf = await inspectPdf(response.rawPayload);
    expect(pdf.pages).toHaveLength(6);
    expect(pdf.pages[0]?.mediaBox.width).toBeCloseTo(604.28, 2);
    expect(pdf.pages[0]?.mediaBox.height).toBeCloseTo(859.89, 2);
    expect(pdf.pages[0]?.trimBox.width).toBeCloseTo(595.28, 2);
  });

  it.each(['format=docx', 'trim=legal', 'bleed=yes', 'sides=triple'])('answers 400 to %s', async (query) => {
    const response = await get(`/api/books/${bookId}/download?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(new RegExp(`^${query.split('=')[0]}`));
  });

  it('keeps the ZIP as the default download', async () => {
    const response = await get(`/api/books/${bookId}/download`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
  });

  it('reorders the pages, and the ZIP and PDF follow the new order', async () => {
    const order = [sceneIds[2], sceneIds[0], sceneIds[1]] as string[];
    const response = await app.inject({ method: 'PATCH', url: `/api/books/${bookId}/scenes/order`, headers: { cookie }, payload: { sceneIds: order } });
    expect(response.statusCode).toBe(200);
    expect(BookSceneListSchema.parse(response.json()).map((scene) => scene.id)).toEqual(order);
    const listed = BookSceneListSchema.parse((await get(`/api/books/${bookId}/scenes`)).json());
    expect(listed.map((scene) => scene.title)).toEqual(['Castle', 'Dragon', 'Picnic']);

    const entries = await unzipEntries((await get(`/api/books/${bookId}/download`)).rawPayload);
    expect(entries.map((entry) => entry.name)).toEqual(['01-castle.png', '02-dragon.png', '03-picnic.png']);
    const pdf = await inspectPdf((await get(`/api/books/${bookId}/download?format=pdf&sides=double`)).rawPayload);
    const drawn = pdf.pages.flatMap((page) => page.images.filter((image) => !image.isClipped).map((image) => image.digest));
    expect(drawn).toEqual(await Promise.all(entries.map((entry) => imageDigest(entry.bytes))));
  });

  it('refuses an order that is not exactly the book pages', async () => {
    const [first = '', second = '', third = ''] = sceneIds;
    for (const ids of [[first, second], [first, second, third, third], [first, second, 'not-a-page'], [first, second, third, 'extra']]) {
      const response = await app.inject({ method: 'PATCH', url: `/api/books/${bookId}/scenes/order`, headers: { cookie }, payload: { sceneIds: ids } });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^sceneIds/);
    }
  });

  it("hides another user's book and scenes", async () => {
    const stranger = await signUpUser(app);
    expect((await get(`/api/books/${bookId}/download?format=pdf`, stranger)).statusCode).toBe(404);
    expect((await get(`/api/scenes/${sceneIds[0]}/download?format=pdf`, stranger)).statusCode).toBe(404);
    const reorder = await app.inject({
      method: 'PATCH',
      url: `/api/books/${bookId}/scenes/order`,
      headers: { cookie: stranger },
      payload: { sceneIds },
    });
    expect(reorder.statusCode).toBe(404);
  });

  it('refuses a PDF of an empty book', async () => {
    const owner = await signUpUser(app);
    const emptyBook = await createBook(app, owner, 'Empty');
    const response = await get(`/api/books/${emptyBook}/download?format=pdf`, owner);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Book has no scenes to export');
  });

  it('downloads one scene as its PNG or as a one-page PDF on the chosen trim', async () => {
    const png = await get(`/api/scenes/${sceneIds[0]}/download`);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toContain('filename="dragon.png"');
    expect(readPngDpi(png.rawPayload)).toEqual({ x: 300, y: 300 });
    const pdfResponse = await get(`/api/scenes/${sceneIds[0]}/download?format=pdf&trim=square&bleed=true`);
    expect(pdfResponse.statusCode).toBe(200);
    expect(pdfResponse.headers['content-disposition']).toContain('filename="dragon.pdf"');
    const pdf = await inspectPdf(pdfResponse.rawPayload);
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0]?.mediaBox).toMatchObject({ width: 621, height: 630 });
    expect(pdf.pages[0]?.images[0]?.digest).toBe(await imageDigest(png.rawPayload));
    expect((await get(`/api/scenes/${sceneIds[0]}/download?format=gif`)).statusCode).toBe(400);
  });
});
