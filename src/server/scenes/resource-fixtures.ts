import { crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { toPngDataUri } from '../../engine/image-intake';
import { encodePagePng } from '../../engine/page-png';
import { CharacterSchema, type Character } from '../../shared/character';
import { UserSchema } from '../../shared/user';
import type { GeneratedPageKind } from '../generated-pages/generated-pages.repository';
import { recordGeneratedPage } from '../generated-pages/generated-pages.service';

// Test fixtures for the resource API tests: saved characters and scenes made through the API itself.

/** A small page PNG with a black frame; `shade` changes its pixels so different pages have different bytes. */
export async function samplePagePng(shade = 0, width = 170, height = 220): Promise<Buffer> {
  const data = new Uint8Array(width * height).fill(255);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const isFrame = x < 4 || y < 4 || x >= width - 4 || y >= height - 4;
      const isMark = x > 20 && x < 40 + shade * 10 && y > 20 && y < 40;
      if (isFrame || isMark) data[y * width + x] = 0;
    }
  }
  return encodePagePng({ data, width, height, channels: 1 }, {
    kind: 'scene',
    description: `sample page ${shade}`,
    matched: [],
    engine: 'builtin',
  });
}

export async function samplePageDataUri(shade = 0): Promise<string> {
  return toPngDataUri(await samplePagePng(shade));
}

export async function userIdOf(app: FastifyInstance, cookie: string): Promise<string> {
  const response = await app.inject({ url: '/api/auth/user', headers: { cookie } });
  return UserSchema.parse(response.json()).id;
}

/**
 * A sample page recorded as drawn for the user, as generation does, so it can be saved: saves accept
 * only pages this server drew. Answers its data URI.
 */
export async function generatedSampleDataUri(
  app: FastifyInstance,
  cookie: string,
  kind: GeneratedPageKind,
  shade = 0,
): Promise<string> {
  const png = await samplePagePng(shade);
  await recordGeneratedPage(app, { userId: await userIdOf(app, cookie) }, kind, png, {
    title: null,
    sceneDescription: `sample page ${shade}`,
    characterIds: [],
    ageGroup: '6-8',
    notDrawn: [],
  });
  return toPngDataUri(png);
}

export async function saveCharacter(
  app: FastifyInstance,
  cookie: string,
  fields: { name?: string; description?: string; numberOfPoses?: number } = {},
): Promise<Character> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/characters',
    headers: { cookie },
    payload: {
      name: fields.name ?? 'Pip the dragon',
      description: fields.description ?? 'a small friendly dragon with big wings',
      numberOfPoses: fields.numberOfPoses ?? 3,
      dataUri: await generatedSampleDataUri(app, cookie, 'character'),
    },
  });
  if (response.statusCode !== 201) throw new Error(`Saving a character failed: ${response.statusCode} ${response.body}`);
  return CharacterSchema.parse(response.json());
}

export async function saveScene(
  app: FastifyInstance,
  cookie: string,
  characterIds: string[],
  fields: { title?: string; sceneDescription?: string; shade?: number } = {},
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/scenes',
    headers: { cookie },
    payload: {
      title: fields.title ?? 'At the beach',
      sceneDescription: fields.sceneDescription ?? 'playing with a ball at the beach',
      characterIds,
      dataUri: await generatedSampleDataUri(app, cookie, 'scene', fields.shade ?? 0),
      ageGroup: '6-8',
    },
  });
  if (response.statusCode !== 201) throw new Error(`Saving a scene failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { id: string }).id;
}

export async function createBook(app: FastifyInstance, cookie: string, title = 'My first book'): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/books', headers: { cookie }, payload: { title, ageGroup: '6-8' } });
  if (response.statusCode !== 201) throw new Error(`Creating a book failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { id: string }).id;
}

/** The data URIs an upload must be refused for, with the status it must get. */
export function badImageDataUris(): { name: string; dataUri: string; status: number }[] {
  const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00\x00\x00\x00\xff\xff\xff!\xf9\x04\x01\x00\x00\x00\x00,;', 'latin1');
  return [
    { name: 'a GIF declared as PNG', dataUri: `data:image/png;base64,${gif.toString('base64')}`, status: 400 },
    { name: 'text declared as PNG', dataUri: `data:image/png;base64,${Buffer.from('hello').toString('base64')}`, status: 400 },
    { name: 'a header claiming 100000 x 100000 pixels', dataUri: `data:image/png;base64,${pngClaimingSize(100_000, 100_000).toString('base64')}`, status: 400 },
    { name: 'more than 10 MB', dataUri: `data:image/png;base64,${'A'.repeat(14_000_000)}`, status: 413 },
  ];
}

/** A PNG signature and an IHDR claiming the size, then a tiny IDAT: the header of a decompression bomb. */
function pngClaimingSize(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, 'latin1');
    data.copy(out, 8);
    out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export async function truncatedPageDataUri(): Promise<string> {
  const png = await samplePagePng(0, 600, 800);
  return toPngDataUri(png.subarray(0, Math.floor(png.length * 0.6)));
}
