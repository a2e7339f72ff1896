import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAGE_HEIGHT_PX, PAGE_WIDTH_PX } from '../../shared/constants';
import { encodePagePng, readPageMetadata } from '../page-png';
import { EngineError, type SceneCharacter } from '../types';
import { createOpenAiEngine, DEFAULT_OPENAI_IMAGE_MODEL, type OpenAiSettings } from './openai-engine';
import { OPENAI_REFUSAL, startFakeOpenAiServer, type FakeOpenAiServer } from './testing/fake-openai-server';

let server: FakeOpenAiServer;

beforeAll(async () => {
  server = await startFakeOpenAiServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
});

function engine(overrides: Partial<OpenAiSettings> = {}) {
  return createOpenAiEngine({
    apiKey: 'sk-test',
    model: DEFAULT_OPENAI_IMAGE_MODEL,
    baseUrl: server.baseUrl,
    timeoutMs: 20_000,
    maxRetries: 0,
    ...overrides,
  });
}

/** A saved sheet page that can be told apart from others by its bytes. */
async function sheetPng(name: string, radius: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="255" height="330"><rect width="100%" height="100%" fill="#fff"/><circle cx="127" cy="165" r="${radius}" fill="none" stroke="#000" stroke-width="4"/></svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer({ resolveWithObject: true });
  return encodePagePng(
    { data, width: info.width, height: info.height, channels: 1 },
    { kind: 'sheet', description: name, matched: [], engine: 'openai' },
  );
}

async function character(name: string, description: string, radius: number): Promise<SceneCharacter> {
  return {
    name,
    description,
    spec: { version: 1, engine: 'openai', name, description },
    sheetPng: await sheetPng(name, radius),
  };
}

async function expectPrintPage(png: Buffer): Promise<void> {
  const { width, height, channels, density } = await sharp(png).metadata();
  expect([width, height, channels, density]).toEqual([PAGE_WIDTH_PX, PAGE_HEIGHT_PX, 1, 300]);
  const data = await sharp(png).extractChannel(0).raw().toBuffer();
  expect(new Set(data)).toEqual(new Set([0, 255]));
}

/** A photo stored sideways with EXIF orientation 6 (turn 90 degrees clockwise to view): 300 wide, 200 high as stored. */
function sidewaysPhoto(): Promise<Buffer> {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="100%" height="100%" fill="#8ac"/><circle cx="150" cy="100" r="60" fill="#c63"/></svg>';
  return sharp(Buffer.from(svg)).jpeg().withMetadata({ orientation: 6 }).toBuffer();
}

describe('OpenAI engine', () => {
  it('draws a character sheet with images.generate, the configured model and the coloring-page rules', async () => {
    const sheet = await engine({ model: 'gpt-image-test' }).characterSheet({
      name: 'Pip',
      description: 'a small robot with round eyes',
      poses: 4,
    });

    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request!.path).toBe('/v1/images/generations');
    expect(request!.authorization).toBe('Bearer sk-test');
    expect(request!.fields).toMatchObject({ model: 'gpt-image-test', size: '1024x1536', n: 1, output_format: 'png' });
    const prompt = String(request!.fields.prompt);
    expect(prompt).toContain('a small robot with round eyes');
    expect(prompt).toContain('4 distinct poses');
    expect(prompt).toContain('grid of 2 rows and 2 columns');
    expect(prompt).toContain('no gray');
    expect(prompt).toContain('pure white');
    expect(prompt).toContain('closed, unbroken line');
    await expectPrintPage(sheet.png);
    expect(sheet.spec).toEqual({ version: 1, engine: 'openai', name: 'Pip', description: 'a small robot with round eyes' });
    expect(readPageMetadata(sheet.png)).toMatchObject({ kind: 'sheet', engine: 'openai', model: 'gpt-image-test' });
  });

  it('sends each chosen sheet as an image[] part, main character first, with the character bible', async () => {
    const main = await character('Pip', 'a small robot with round eyes', 60);
    const friend = await character('Mo', 'a fluffy cat in a scarf', 90);

    const page = await engine().scene({
      characters: [main, friend],
      title: 'Picnic',
      description: 'a picnic in the park',
      ageGroup: '3-5',
    });

    const [request] = server.requests;
    expect(request!.path).toBe('/v1/images/edits');
    expect(request!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(request!.images.map((image) => image.field)).toEqual(['image[]', 'image[]']);
    expect(request!.images.map((image) => image.type)).toEqual(['image/png', 'image/png']);
    expect(request!.images[0]!.bytes.equals(main.sheetPng)).toBe(true);
    expect(request!.images[1]!.bytes.equals(friend.sheetPng)).toBe(true);
    expect(request!.fields).toMatchObject({ model: DEFAULT_OPENAI_IMAGE_MODEL, input_fidelity: 'high', size: '1024x1536' });
    const prompt = String(request!.fields.prompt);
    expect(prompt).toContain('a picnic in the park');
    expect(prompt).toContain('1. Pip (main character): a small robot with round eyes. Reference image 1');
    expect(prompt).toContain('2. Mo: a fluffy cat in a scarf. Reference image 2');
    expect(prompt).toContain('ages 3 to 5');
    await expectPrintPage(page.png);
    expect(page.metadata).toMatchObject({ kind: 'scene', description: 'a picnic in the park', characters: ['Pip', 'Mo'] });
  });

  it('leaves input_fidelity out for gpt-image-1-mini, which rejects it', async () => {
    await engine({ model: 'gpt-image-1-mini' }).scene({
      characters: [await character('Pip', 'a robot', 60)],
      title: '',
      description: 'a park',
      ageGroup: '6-8',
    });

    expect(server.requests[0]!.fields.input_fidelity).toBeUndefined();
  });

  it('refines by editing the page itself with the instructions, keeping what the page shows', async () => {
    const original = await sheetPng('a picnic in the park', 70);

    const page = await engine().refine({ png: original, instructions: 'add a kite in the sky' });

    const [request] = server.requests;
    expect(request!.path).toBe('/v1/images/edits');
    expect(request!.images).toHaveLength(1);
    expect(request!.images[0]!.bytes.equals(original)).toBe(true);
    expect(String(request!.fields.prompt)).toContain('add a kite in the sky');
    expect(String(request!.fields.prompt)).toContain('Change only what the instruction asks for');
    await expectPrintPage(page.png);
    expect(page.metadata).toMatchObject({ kind: 'sheet', description: 'a picnic in the park', instructions: 'add a kite in the sky' });
  });

  it('draws a photo page by editing the photo, sent upright as PNG, with the coloring-page instruction', async () => {
    const page = await engine().photoPage({ image: await sidewaysPhoto(), title: 'Our Garden', ageGroup: '3-5', background: 'simplify' });

    const [request] = server.requests;
    expect(request!.path).toBe('/v1/images/edits');
    expect(request!.fields.model).toBe(DEFAULT_OPENAI_IMAGE_MODEL);
    expect(request!.images).toHaveLength(1);
    expect(request!.images[0]!.type).toBe('image/png');
    // Upright: the stored 300 x 200 turned by its EXIF becomes 200 wide, 300 high.
    const sent = await sharp(request!.images[0]!.bytes).metadata();
    expect([sent.format, sent.width, sent.height, sent.orientation]).toEqual(['png', 200, 300, undefined]);
    expect(String(request!.fields.prompt)).toContain('Turn this photo into a coloring page');
    await expectPrintPage(page.png);
    expect(page.metadata).toMatchObject({ kind: 'photo', description: 'Our Garden', engine: 'openai' });
    expect(readPageMetadata(page.png)).toMatchObject({ kind: 'photo', description: 'Our Garden' });
  });

  it('reports a safety refusal as refused and suggests rewording', async () => {
    server.enqueue(OPENAI_REFUSAL);

    const error = await engine()
      .characterSheet({ name: 'X', description: 'something', poses: 3 })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ kind: 'refused' });
    expect((error as EngineError).message).toMatch(/safety system.*rewording/);
  });

  it('reports 429 as rate limited, and an exhausted account as out of credit', async () => {
    server.enqueue(
      { kind: 'error', status: 429, message: 'Rate limit reached for images per minute.', type: 'requests', code: 'rate_limit_exceeded' },
      { kind: 'error', status: 429, message: 'You exceeded your current quota.', type: 'insufficient_quota', code: 'insufficient_quota' },
    );

    const busy = await engine().characterSheet({ name: 'X', description: 'a cat', poses: 3 }).catch((caught: unknown) => caught);
    const broke = await engine().characterSheet({ name: 'X', description: 'a cat', poses: 3 }).catch((caught: unknown) => caught);

    expect(busy).toMatchObject({ kind: 'rate_limited', message: expect.stringMatching(/too many requests/) });
    expect(broke).toMatchObject({ kind: 'rate_limited', message: expect.stringMatching(/run out of credit/) });
  });

  it('gives up after the configured timeout', async () => {
    server.enqueue({ kind: 'hang' });

    const error = await engine({ timeoutMs: 300 })
      .characterSheet({ name: 'X', description: 'a cat', poses: 3 })
      .catch((caught: unknown) => caught);

    expect(error).toMatchObject({ kind: 'timeout' });
  });

  it('reports an answer without image data, or with bytes that are no image, as a bad response', async () => {
    server.enqueue({ kind: 'json', status: 200, body: { created: 1, data: [] } });
    server.enqueue({ kind: 'json', status: 200, body: { created: 1, data: [{ b64_json: Buffer.from('hello').toString('base64') }] } });

    const empty = await engine().characterSheet({ name: 'X', description: 'a cat', poses: 3 }).catch((caught: unknown) => caught);
    const garbage = await engine().characterSheet({ name: 'X', description: 'a cat', poses: 3 }).catch((caught: unknown) => caught);

    expect(empty).toMatchObject({ kind: 'bad_response' });
    expect(garbage).toMatchObject({ kind: 'bad_response' });
  });

  it('reports a rejected key and a server failure as unavailable', async () => {
    server.enqueue(
      { kind: 'error', status: 401, message: 'Incorrect API key provided.', type: 'invalid_request_error', code: 'invalid_api_key' },
      { kind: 'error', status: 500, message: 'The server had an error.', type: 'server_error', code: null },
    );

    const key = await engine().characterSheet({ name: 'X', description: 'a cat', poses: 3 }).catch((caught: unknown) => caught);
    const down = await engine().characterSheet({ name: 'X', description: 'a cat', poses: 3 }).catch((caught: unknown) => caught);

    expect(key).toMatchObject({ kind: 'unavailable', message: expect.stringMatching(/API key/) });
    expect(down).toMatchObject({ kind: 'unavailable' });
  });

  it('retries a failed call as many times as configured, then succeeds', async () => {
    const failure = {
      kind: 'error' as const,
      status: 500,
      message: 'The server had an error.',
      type: 'server_error',
      code: null,
      headers: { 'retry-after-ms': '5' },
    };
    server.enqueue(failure, failure);

    const sheet = await engine({ maxRetries: 2 }).characterSheet({ name: 'X', description: 'a cat', poses: 3 });

    expect(server.requests).toHaveLength(3);
    await expectPrintPage(sheet.png);
  });
});
