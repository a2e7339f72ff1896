import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createEngine } from '../create-engine';
import { InvalidImageError, toPngDataUri } from '../image-intake';
import { EngineError } from '../types';
import { createPooledEngine, type PooledEngine } from './pooled-engine';

// The real engine in real worker threads: same pages as in-thread, errors keep their classes, a page
// past its deadline is stopped.

const engines: PooledEngine[] = [];
afterAll(async () => {
  await Promise.all(engines.map((engine) => engine.close()));
});

function pooled(deadlineMs = 60_000): PooledEngine {
  const engine = createPooledEngine({ provider: 'builtin' }, { workers: 1, maxWaiting: 8, deadlineMs });
  engines.push(engine);
  return engine;
}

describe('createPooledEngine', () => {
  it('draws the same bytes in a worker as in this thread, and refines them there', async () => {
    const engine = pooled();
    const local = createEngine({ provider: 'builtin' });
    const input = { name: 'Pip', description: 'a small dragon with a red scarf', poses: 3 };
    const [inWorker, inThread] = await Promise.all([engine.characterSheet(input), local.characterSheet(input)]);
    expect(Buffer.isBuffer(inWorker.png)).toBe(true);
    expect(inWorker.png.equals(inThread.png)).toBe(true);
    expect(inWorker.spec).toEqual(inThread.spec);
    const spec = engine.characterSpec({ name: 'Pip', description: input.description });
    const scene = await engine.scene({
      characters: [{ name: 'Pip', description: input.description, spec, sheetPng: inWorker.png }],
      title: 'Picnic',
      description: 'Pip has a picnic in the park',
      ageGroup: '6-8',
    });
    expect(scene.metadata.kind).toBe('scene');
    const refined = await engine.refine({ png: scene.png, instructions: 'flip it' });
    expect(refined.png.equals(scene.png)).toBe(false);
  });

  it('keeps error classes across the thread: EngineError and InvalidImageError', async () => {
    const engine = pooled();
    const plain = await sharp({ create: { width: 40, height: 40, channels: 3, background: 'white' } }).png().toBuffer();
    await expect(engine.refine({ png: plain, instructions: 'add a rainbow' })).rejects.toBeInstanceOf(EngineError);
    const refused = await engine.intakeImage('data:image/png;base64,AAAA').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(InvalidImageError);
    const intaken = await engine.intakeImage(toPngDataUri(plain));
    expect(Buffer.isBuffer(intaken.image.bytes)).toBe(true);
    expect(intaken.image).toMatchObject({ width: 40, height: 40, contentType: 'image/png' });
  });

  it('traces a page to SVG in a worker', async () => {
    const engine = pooled();
    const sheet = await engine.characterSheet({ name: 'Pip', description: 'a small dragon', poses: 3 });
    const svg = await engine.pageToSvg(sheet.png, 'Pip & friends');
    expect(svg).toMatch(/^<\?xml/);
    expect(svg).toContain('<title>Pip &#38; friends</title>');
  });

  it('stops a page that runs past its deadline with a readable timeout and frees the slot', async () => {
    const engine = pooled(1);
    const error = await engine.characterSheet({ name: 'Pip', description: 'a dragon', poses: 6 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ kind: 'timeout', message: expect.stringMatching(/^Drawing this page took longer than 1 second, so it was stopped/) });
    expect(engine.stats()).toMatchObject({ running: 0, size: 1 });
  });
});
