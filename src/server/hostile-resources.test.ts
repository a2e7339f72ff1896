import { deflateSync, crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePagePng, readPageMetadata } from '../engine/page-png';
import { QuotaSchema } from '../shared/quota';
import { findBlobKeys } from './images/images.repository';
import { createBook, saveCharacter, saveScene, userIdOf } from './scenes/resource-fixtures';
import { DATABASE_KINDS, createTestApp, signUpUser } from './testing/test-app';

// Inputs built to cost the server time, memory or disk. Each is refused early with a readable message
// and leaves nothing behind: no quota used, nothing stored.

function pngChunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** A real, complete grayscale PNG of `width` x `height` white pixels; rows of one pixel compress to almost nothing. */
function whitePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((width + 1) * height, 0xff);
  for (let row = 0; row < height; row++) rows[row * (width + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

describe.each(DATABASE_KINDS)('hostile resources on %s', (kind) => {
  let app: FastifyInstance;
  let cookie: string;
  beforeAll(async () => {
    app = await createTestApp(kind);
    cookie = await signUpUser(app);
  });
  afterAll(async () => {
    await app.close();
  });

  async function scenesUsed(): Promise<number> {
    return QuotaSchema.parse((await app.inject({ url: '/api/quota', headers: { cookie } })).json()).scenes.used;
  }

  it('refuses a 1 x 40,000,000 PNG by its header, with a message, before decoding it', async () => {
    // Within the pixel count, but decoding it took 34 s of CPU before answering 500.
    const png = whitePng(1, 40_000_000);
    expect(png.length).toBeLessThan(1024 * 1024);
    const response = await app.inject({
      method: 'POST',
      url: '/api/scenes/refine-temp',
      headers: { cookie },
      payload: { dataUri: `data:image/png;base64,${png.toString('base64')}`, prompt: 'add a rainbow' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The image is 1 × 40000000 pixels; at most 10000 pixels on a side can be used.');
    expect(await scenesUsed()).toBe(0);
  });

  it('refuses a long thin image within every side limit', async () => {
    const png = whitePng(9000, 1000);
    const response = await app.inject({
      method: 'POST',
      url: '/api/scenes/refine-temp',
      headers: { cookie },
      payload: { dataUri: `data:image/png;base64,${png.toString('base64')}`, prompt: 'add a rainbow' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/9000 × 1000 pixels, too long and thin for a page/);
    expect(await scenesUsed()).toBe(0);
  });

  it('refuses a page whose embedded plan is beyond the API limits, and uses no quota', async () => {
    // Four such pages (1.3 MB in all) once rendered for 284 s and stalled every other request.
    const sheet = await app.inject({
      method: 'POST',
      url: '/api/characters/generate',
      headers: { cookie },
      payload: { characterDescription: 'a small dragon', numberOfPoses: 3, name: 'Pip' },
    });
    const png = Buffer.from(sheet.json().dataUri.split(',')[1], 'base64');
    const metadata = readPageMetadata(png)!;
    const plan = metadata.plan as { spec: { name: string }; history: string[] };
    plan.spec.name = 'N'.repeat(60_000);
    plan.history = Array.from({ length: 20 }, () => 'h'.repeat(4000));
    const hostile = await encodePagePng(png, metadata);
    const response = await app.inject({
      method: 'POST',
      url: '/api/scenes/refine-temp',
      headers: { cookie },
      payload: { dataUri: `data:image/png;base64,${hostile.toString('base64')}`, prompt: 'thicker lines' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^The drawing notes in this page are damaged or larger than any page I draw/);
    expect(await scenesUsed()).toBe(0);
  });
});

describe.each(DATABASE_KINDS)('generation load on %s', (kind) => {
  let app: FastifyInstance;
  let cookie: string;
  beforeAll(async () => {
    // As in production: pages drawn in worker threads; one at a time and one waiting, to reach the limit quickly.
    // A long deadline: on a busy machine the one waiting page must not give up before its turn.
    app = await createTestApp(kind, { GENERATION_WORKERS: '1', GENERATION_QUEUE_LIMIT: '1', RENDER_TIMEOUT_MS: '120000' });
    cookie = await signUpUser(app);
  });
  afterAll(async () => {
    await app.close();
  });

  function drawSheet(description: string) {
    return app.inject({
      method: 'POST',
      url: '/api/characters/generate',
      headers: { cookie },
      payload: { characterDescription: description, numberOfPoses: 6 },
    });
  }

  it('draws in a worker thread, and answers 503 with Retry-After beyond the waiting limit', async () => {
    expect((await drawSheet('a warm-up owl')).statusCode).toBe(200);
    const answers = await Promise.all([drawSheet('a dragon'), drawSheet('a robot'), drawSheet('a cat')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 503]);
    const busy = answers.find((answer) => answer.statusCode === 503)!;
    expect(busy.json()).toEqual({ message: 'Many pages are being drawn right now. Please try again in a few seconds.' });
    expect(Number(busy.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Nothing is left running or waiting, and the next page is drawn.
    expect((await drawSheet('a fox')).statusCode).toBe(200);
  });

  it('refuses a scene beyond the waiting limit without using quota', async () => {
    const before = QuotaSchema.parse((await app.inject({ url: '/api/quota', headers: { cookie } })).json()).scenes.used;
    const sheet = await drawSheet('a small dragon');
    const character = await app.inject({
      method: 'POST',
      url: '/api/characters',
      headers: { cookie },
      payload: { name: 'Pip', description: 'a small dragon', numberOfPoses: 6, dataUri: sheet.json().dataUri },
    });
    expect(character.statusCode).toBe(201);
    const generate = () =>
      app.inject({
        method: 'POST',
        url: '/api/scenes/generate',
        headers: { cookie },
        payload: { characterIds: [character.json().id], sceneDescription: 'Pip flies a kite in the park' },
      });
    const answers = await Promise.all([generate(), generate(), generate()]);
    const delivered = answers.filter((answer) => answer.statusCode === 200).length;
    expect(answers.filter((answer) => answer.statusCode === 503)).toHaveLength(3 - delivered);
    expect(delivered).toBeGreaterThanOrEqual(1);
    const after = QuotaSchema.parse((await app.inject({ url: '/api/quota', headers: { cookie } })).json()).scenes.used;
    expect(after - before).toBe(delivered);
  });
});

describe.each(DATABASE_KINDS)('book exports with a damaged page on %s', (kind) => {
  let app: FastifyInstance;
  let cookie: string;
  let bookId: string;
  let pageKeys: string[];
  beforeAll(async () => {
    app = await createTestApp(kind);
    cookie = await signUpUser(app);
    const character = await saveCharacter(app, cookie);
    const sceneIds = [];
    for (const [shade, title] of ['Dragon', 'Picnic', 'Castle'].entries()) sceneIds.push(await saveScene(app, cookie, [character.id], { title, shade }));
    bookId = await createBook(app, cookie, 'Pip Adventures');
    for (const sceneId of sceneIds) {
      await app.inject({ method: 'POST', url: `/api/books/${bookId}/scenes`, headers: { cookie }, payload: { sceneId } });
    }
    const scenes = (await app.inject({ url: '/api/scenes', headers: { cookie } })).json() as Array<{ title: string; imageUrl: string }>;
    const imageIds = ['Dragon', 'Picnic', 'Castle'].map((title) => scenes.find((scene) => scene.title === title)!.imageUrl.split('/').pop()!);
    const keys = await findBlobKeys(app.db, await userIdOf(app, cookie), imageIds);
    pageKeys = imageIds.map((id) => keys.get(id)!);
  });
  afterAll(async () => {
    await app.close();
  });

  const download = (format: 'pdf' | 'zip') => app.inject({ url: `/api/books/${bookId}/download?format=${format}`, headers: { cookie } });

  it('answers a readable error before the first byte when a page file is missing, for PDF and ZIP', async () => {
    const picnic = await app.blobs.get(pageKeys[1]!);
    await app.blobs.delete(pageKeys[1]!);
    try {
      for (const format of ['pdf', 'zip'] as const) {
        const response = await download(format);
        expect(response.statusCode).toBe(500);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.json().message).toBe(
          'Page 2 ("Picnic") could not be read from storage, so the book was not made. Please try again later, or remove that page from the book and download it again.',
        );
      }
    } finally {
      await app.blobs.put(pageKeys[1]!, picnic);
    }
    expect((await download('pdf')).statusCode).toBe(200);
  });

  it('refuses a page whose stored file was cut short (a write on a full disk), for PDF and ZIP', async () => {
    const castle = await app.blobs.get(pageKeys[2]!);
    await app.blobs.put(pageKeys[2]!, castle.subarray(0, Math.floor(castle.length / 2)));
    try {
      for (const format of ['pdf', 'zip'] as const) {
        const response = await download(format);
        expect(response.statusCode).toBe(500);
        expect(response.json().message).toMatch(/^Page 3 \("Castle"\) could not be read from storage/);
      }
    } finally {
      await app.blobs.put(pageKeys[2]!, castle);
    }
    expect((await download('zip')).statusCode).toBe(200);
  });
});
