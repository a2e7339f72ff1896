import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeImageDataUri } from '../../engine/image-intake';
import { readPageMetadata } from '../../engine/page-png';
import { MAX_TITLE_LENGTH } from '../../shared/constants';
import { PHOTO_MESSAGES } from '../../shared/photo-page';
import { QuotaSchema } from '../../shared/quota';
import { createBook } from './resource-fixtures';
import { DATABASE_KINDS, createTestApp, signUpUser } from '../testing/test-app';

const CAT = readFileSync(path.join(import.meta.dirname, '../../engine/photo/testing/cat.jpg'));

interface Part {
  name: string;
  value: string | Buffer;
  fileName?: string;
  type?: string;
}

/** A multipart/form-data body as a browser's FormData sends it. */
function multipart(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = '----colorbook-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.fileName ? `; filename="${part.fileName}"` : ''}`;
    const type = part.fileName ? `\r\nContent-Type: ${part.type ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const photoPart = (bytes: Buffer, fileName = 'cat.jpg', type = 'image/jpeg'): Part => ({ name: 'photo', value: bytes, fileName, type });

describe.each(DATABASE_KINDS)('photo to page on %s', (kind) => {
  let app: FastifyInstance;
  let cookie: string;

  beforeAll(async () => {
    app = await createTestApp(kind);
    cookie = await signUpUser(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const upload = (parts: Part[], asCookie: string | null = cookie) => {
    const { body, contentType } = multipart(parts);
    return app.inject({ method: 'POST', url: '/api/scenes/photo', headers: { 'content-type': contentType, ...(asCookie ? { cookie: asCookie } : {}) }, payload: body });
  };
  const scenesUsed = async () => QuotaSchema.parse((await app.inject({ url: '/api/quota', headers: { cookie } })).json()).scenes.used;

  it('turns a photo into a page on the scene quota, which saves, goes into a book and downloads like any scene', async () => {
    const before = await scenesUsed();
    const response = await upload([photoPart(CAT), { name: 'ageGroup', value: '3-5' }, { name: 'background', value: 'keep' }, { name: 'title', value: 'Chelsea' }]);
    expect(response.statusCode, response.body).toBe(200);
    const { dataUri } = response.json() as { dataUri: string };
    const png = decodeImageDataUri(dataUri).bytes;
    expect(await sharp(png).metadata()).toMatchObject({ width: 2550, height: 3300 });
    expect(readPageMetadata(png)).toMatchObject({ kind: 'photo', description: 'Chelsea', photo: { ageGroup: '3-5', background: 'keep' } });
    expect(await scenesUsed()).toBe(before + 1);

    const saved = await app.inject({
      method: 'POST',
      url: '/api/scenes',
      headers: { cookie },
      payload: { title: 'Chelsea', sceneDescription: 'Coloring page from a photo', characterIds: [], dataUri, ageGroup: '3-5' },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const { id } = saved.json() as { id: string };
    const bookId = await createBook(app, cookie, 'Family');
    expect((await app.inject({ method: 'POST', url: `/api/books/${bookId}/scenes`, headers: { cookie }, payload: { sceneId: id } })).statusCode).toBe(201);
    const download = await app.inject({ url: `/api/scenes/${id}/download`, headers: { cookie } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
  });

  it('uses age 6-8 and a simplified background when the form leaves them out', async () => {
    const response = await upload([photoPart(CAT)]);
    expect(response.statusCode, response.body).toBe(200);
    const png = decodeImageDataUri((response.json() as { dataUri: string }).dataUri).bytes;
    expect(readPageMetadata(png)).toMatchObject({ photo: { ageGroup: '6-8', background: 'simplify', title: '' } });
  });

  it('refuses bad uploads with a clear message, before any quota is used', async () => {
    const before = await scenesUsed();
    const small = await sharp(CAT).resize(200, 150).jpeg().toBuffer();
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(200)]);
    const cases: Array<{ parts: Part[]; status: number; message: string | RegExp }> = [
      { parts: [{ name: 'ageGroup', value: '6-8' }], status: 400, message: `photo: ${PHOTO_MESSAGES.missing}` },
      { parts: [photoPart(Buffer.from('just some words'), 'notes.txt', 'text/plain')], status: 400, message: PHOTO_MESSAGES.notImage },
      { parts: [photoPart(heic, 'IMG_0001.HEIC', 'image/heic')], status: 400, message: PHOTO_MESSAGES.heic },
      { parts: [photoPart(small)], status: 400, message: PHOTO_MESSAGES.tooSmall(200, 150) },
      { parts: [photoPart(CAT), { name: 'ageGroup', value: '2-3' }], status: 400, message: /^ageGroup: / },
      { parts: [photoPart(CAT), { name: 'background', value: 'remove' }], status: 400, message: /^background: / },
      { parts: [photoPart(CAT), { name: 'title', value: 'T'.repeat(MAX_TITLE_LENGTH + 1) }], status: 400, message: /^title: / },
      { parts: [photoPart(CAT), { name: 'colour', value: 'red' }], status: 400, message: /Unrecognized key/i },
      { parts: [photoPart(CAT), photoPart(CAT)], status: 400, message: 'Send one photo, in the field "photo".' },
      { parts: [{ name: 'picture', value: CAT, fileName: 'cat.jpg', type: 'image/jpeg' }], status: 400, message: 'Send one photo, in the field "photo".' },
      { parts: [photoPart(Buffer.alloc(20 * 1024 * 1024 + 1, 1), 'big.jpg')], status: 413, message: PHOTO_MESSAGES.tooLarge },
    ];
    for (const { parts, status, message } of cases) {
      const response = await upload(parts);
      expect(response.statusCode, `${parts.map((part) => part.name).join(',')}: ${response.body.slice(0, 200)}`).toBe(status);
      const body = response.json() as { message: string };
      if (typeof message === 'string') expect(body.message).toBe(message);
      else expect(body.message).toMatch(message);
    }
    const json = await app.inject({ method: 'POST', url: '/api/scenes/photo', headers: { cookie }, payload: { photo: 'data:image/png;base64,AAAA' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe('Send the photo as multipart/form-data, in the field "photo".');
    expect(await scenesUsed()).toBe(before);
  });

  it('asks to sign in', async () => {
    const response = await upload([photoPart(CAT)], null);
    expect(response.statusCode).toBe(401);
  });
});
