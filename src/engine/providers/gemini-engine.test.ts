import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAGE_HEIGHT_PX, PAGE_WIDTH_PX } from '../../shared/constants';
import { encodePagePng, readPageMetadata } from '../page-png';
import { EngineError, type SceneCharacter } from '../types';
import { createGeminiEngine, DEFAULT_GEMINI_IMAGE_MODEL, geminiReferenceLimit, type GeminiSettings } from './gemini-engine';
import { startFakeGeminiServer, type FakeGeminiServer } from './testing/fake-gemini-server';

let server: FakeGeminiServer;

beforeAll(async () => {
  server = await startFakeGeminiServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
});

function engine(overrides: Partial<GeminiSettings> = {}) {
  return createGeminiEngine({
    apiKey: 'gemini-test-key',
    model: DEFAULT_GEMINI_IMAGE_MODEL,
    baseUrl: server.baseUrl,
    timeoutMs: 20_000,
    maxRetries: 0,
    ...overrides,
  });
}

async function sheetPng(name: string, radius: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="255" height="330"><rect width="100%" height="100%" fill="#fff"/><circle cx="127" cy="165" r="${radius}" fill="none" stroke="#000" stroke-width="4"/></svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer({ resolveWithObject: true });
  return encodePagePng(
    { data, width: info.width, height: info.height, channels: 1 },
    { kind: 'sheet', description: name, matched: [], engine: 'gemini' },
  );
}

async function character(name: string, radius: number): Promise<SceneCharacter> {
  const description = `${name.toLowerCase()} the friendly hedgehog`;
  return { name, description, spec: { version: 1, engine: 'gemini', name, description }, sheetPng: await sheetPng(name, radius) };
}

async function expectPrintPage(png: Buffer): Promise<void> {
  const { width, height, channels, density } = await sharp(png).metadata();
  expect([width, height, channels, density]).toEqual([PAGE_WIDTH_PX, PAGE_HEIGHT_PX, 1, 300]);
  const data = await sharp(png).extractChannel(0).raw().toBuffer();
  expect(new Set(data)).toEqual(new Set([0, 255]));
}

const sheetInput = { name: 'Pip', description: 'a small robot with round eyes', poses: 3 };

/** A photo stored sideways with EXIF orientation 6 (turn 90 degrees clockwise to view): 300 wide, 200 high as stored. */
function sidewaysPhoto(): Promise<Buffer> {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="100%" height="100%" fill="#8ac"/><circle cx="150" cy="100" r="60" fill="#c63"/></svg>';
  return sharp(Buffer.from(svg)).jpeg().withMetadata({ orientation: 6 }).toBuffer();
}

describe('Gemini engine', () => {
  it('draws a character sheet with generateContent asking for an image in page proportions', async () => {
    const sheet = await engine({ model: 'gemini-image-test' }).characterSheet(sheetInput);

    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request!.model).toBe('gemini-image-test');
    expect(request!.apiKey).toBe('gemini-test-key');
    expect(request!.body.generationConfig).toMatchObject({ responseModalities: ['IMAGE'], imageConfig: { aspectRatio: '3:4' } });
    expect(request!.images).toHaveLength(0);
    const prompt = request!.texts[0]!;
    expect(prompt).toContain('a small robot with round eyes');
    expect(prompt).toContain('3 distinct poses');
    expect(prompt).toContain('no gray');
    expect(prompt).toContain('pure white');
    await expectPrintPage(sheet.png);
    expect(sheet.spec).toEqual({ version: 1, engine: 'gemini', name: 'Pip', description: 'a small robot with round eyes' });
    expect(readPageMetadata(sheet.png)).toMatchObject({ kind: 'sheet', engine: 'gemini', model: 'gemini-image-test' });
  });

  it('sends the sheets as inlineData parts in order, capped at what the model takes, with every character in the bible', async () => {
    const characters = await Promise.all(['Ada', 'Ben', 'Cy', 'Dot'].map((name, index) => character(name, 40 + index * 20)));

    const page = await engine().scene({ characters, title: 'Beach', description: 'building a sandcastle', ageGroup: '9-12' });

    const [request] = server.requests;
    const limit = geminiReferenceLimit(DEFAULT_GEMINI_IMAGE_MODEL);
    expect(limit).toBe(3);
    expect(request!.images).toHaveLength(limit);
    request!.images.forEach((image, index) => {
      expect(image.mimeType).toBe('image/png');
      expect(image.bytes.equals(characters[index]!.sheetPng)).toBe(true);
    });
    const prompt = request!.texts[0]!;
    expect(prompt).toContain('building a sandcastle');
    expect(prompt).toContain('1. Ada (main character): ada the friendly hedgehog. Reference image 1');
    expect(prompt).toContain('3. Cy: cy the friendly hedgehog. Reference image 3');
    // Past the cap a character still has its words, just no image.
    expect(prompt).toContain('4. Dot: dot the friendly hedgehog.\n');
    expect(prompt).toContain('ages 9 to 12');
    expect(request!.texts.slice(1)).toEqual([
      'Reference image 1: character sheet of Ada.',
      'Reference image 2: character sheet of Ben.',
      'Reference image 3: character sheet of Cy.',
    ]);
    await expectPrintPage(page.png);
  });

  it('allows more reference sheets for the Gemini 3 image models', async () => {
    const characters = await Promise.all(['Ada', 'Ben', 'Cy', 'Dot', 'Eve'].map((name, index) => character(name, 40 + index * 10)));

    await engine({ model: 'gemini-3-pro-image-preview' }).scene({ characters, title: '', description: 'a parade', ageGroup: '6-8' });

    expect(server.requests[0]!.images).toHaveLength(4);
  });

  it('refines by sending the page and the instructions', async () => {
    const original = await sheetPng('a parade', 70);

    const page = await engine().refine({ png: original, instructions: 'give everyone party hats' });

    const [request] = server.requests;
    expect(request!.images).toHaveLength(1);
    expect(request!.images[0]!.bytes.equals(original)).toBe(true);
    expect(request!.texts[0]).toContain('give everyone party hats');
    await expectPrintPage(page.png);
    expect(page.metadata).toMatchObject({ kind: 'sheet', description: 'a parade', engine: 'gemini' });
  });

  it('draws a photo page by sending the photo upright as PNG with the coloring-page instruction', async () => {
    const page = await engine().photoPage({ image: await sidewaysPhoto(), title: '', ageGroup: '9-12', background: 'keep' });

    const [request] = server.requests;
    expect(request!.images).toHaveLength(1);
    expect(request!.images[0]!.mimeType).toBe('image/png');
    const sent = await sharp(request!.images[0]!.bytes).metadata();
    expect([sent.format, sent.width, sent.height, sent.orientation]).toEqual(['png', 200, 300, undefined]);
    expect(request!.texts.join('\n')).toContain('Turn this photo into a coloring page');
    await expectPrintPage(page.png);
    expect(page.metadata).toMatchObject({ kind: 'photo', description: 'Photo page', engine: 'gemini' });
  });

  it('reports a blocked prompt and a safety-stopped image as refused, suggesting rewording', async () => {
    server.enqueue({ kind: 'blocked', blockReason: 'SAFETY' }, { kind: 'no-image', finishReason: 'IMAGE_SAFETY' });

    const blocked = await engine().characterSheet(sheetInput).catch((caught: unknown) => caught);
    const stopped = await engine().characterSheet(sheetInput).catch((caught: unknown) => caught);

    expect(blocked).toBeInstanceOf(EngineError);
    expect(blocked).toMatchObject({ kind: 'refused', message: expect.stringMatching(/safety system.*rewording/) });
    expect(stopped).toMatchObject({ kind: 'refused' });
  });

  it('reports 429 RESOURCE_EXHAUSTED as rate limited', async () => {
    server.enqueue({ kind: 'error', code: 429, status: 'RESOURCE_EXHAUSTED', message: 'Resource has been exhausted (e.g. check quota).' });

    const error = await engine().characterSheet(sheetInput).catch((caught: unknown) => caught);

    expect(error).toMatchObject({ kind: 'rate_limited' });
  });

  it('gives up after the configured timeout', async () => {
    server.enqueue({ kind: 'hang' });

    const error = await engine({ timeoutMs: 300 }).characterSheet(sheetInput).catch((caught: unknown) => caught);

    expect(error).toMatchObject({ kind: 'timeout' });
  });

  it('reports an answer in words only, or with no candidates, as a bad response', async () => {
    server.enqueue(
      { kind: 'no-image', finishReason: 'STOP', text: 'I can only describe this picture.' },
      { kind: 'json', status: 200, body: { candidates: [] } },
    );

    const words = await engine().characterSheet(sheetInput).catch((caught: unknown) => caught);
    const empty = await engine().characterSheet(sheetInput).catch((caught: unknown) => caught);

    expect(words).toMatchObject({ kind: 'bad_response', message: expect.stringContaining('I can only describe this picture.') });
    expect(empty).toMatchObject({ kind: 'bad_response' });
  });

  it("reports Google's invalid-key answer and a server failure as unavailable", async () => {
    server.enqueue(
      { kind: 'error', code: 400, status: 'INVALID_ARGUMENT', message: 'API key not valid. Please pass a valid API key.' },
      { kind: 'error', code: 503, status: 'UNAVAILABLE', message: 'The model is overloaded. Please try again later.' },
    );

    const key = await engine().characterSheet(sheetInput).catch((caught: unknown) => caught);
    const down = await engine().characterSheet(sheetInput).catch((caught: unknown) => caught);

    expect(key).toMatchObject({ kind: 'unavailable', message: expect.stringMatching(/API key/) });
    expect(down).toMatchObject({ kind: 'unavailable' });
  });

  it('retries a failed call as many times as configured', async () => {
    server.enqueue({ kind: 'error', code: 503, status: 'UNAVAILABLE', message: 'The model is overloaded.' });

    const sheet = await engine({ maxRetries: 1 }).characterSheet(sheetInput);

    expect(server.requests).toHaveLength(2);
    await expectPrintPage(sheet.png);
  });
});
