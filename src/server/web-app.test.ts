import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveCharacter } from './scenes/resource-fixtures';
import { createTestApp, signUpUser } from './testing/test-app';

const INDEX_HTML = `<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div>${'<!-- web app -->'.repeat(40)}</body></html>`;
const APP_JS = `export const greeting = ${JSON.stringify('hello from the app '.repeat(200))};`;

/** A build as `vite build` leaves it: hashed assets and index.html, each with its .br and .gz twin. */
function writeWebBuild(dir: string): void {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  const files: Record<string, string> = { 'index.html': INDEX_HTML, 'assets/index-AbC123.js': APP_JS, 'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' };
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.writeFileSync(file, text);
    if (text.length < 512) continue;
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
  }
}

function decode(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString();
  return body.toString();
}

describe('serving the built web app and JSON', () => {
  let app: FastifyInstance;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'colorbook-web-'));
    writeWebBuild(webDir);
    app = await createTestApp('sqlite', { WEB_DIST_DIR: webDir });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=1.0, br;q=0', 'gzip'],
  ])('sends a hashed asset precompressed to a client accepting %s, cached for a year', async (accepted, expected) => {
    const response = await app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': accepted } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(expected);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(response.headers['content-length'])).toBeLessThan(APP_JS.length / 5);
    expect(decode(expected, response.rawPayload)).toBe(APP_JS);
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const response = await app.inject({ url: '/assets/index-AbC123.js' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(APP_JS);
  });

  it.each(['/', '/dashboard', '/index.html'])('answers %s with index.html, compressed and revalidated on every visit', async (url) => {
    const response = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
    expect(decode('br', response.rawPayload)).toBe(INDEX_HTML);
  });

  it('keeps unhashed files for an hour only', async () => {
    const response = await app.inject({ url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('compresses a JSON answer over 1 KB for a client that accepts it, and not for one that does not', async () => {
    const cookie = await signUpUser(app);
    for (const name of ['Pip', 'Pop']) {
      await saveCharacter(app, cookie, { name, description: `${name}, a small friendly dragon with big wings, ${'a long striped tail, '.repeat(20)}` });
    }
    const plain = await app.inject({ url: '/api/characters', headers: { cookie } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    for (const encoding of ['br', 'gzip']) {
      const compressed = await app.inject({ url: '/api/characters', headers: { cookie, 'accept-encoding': encoding } });
      expect(compressed.statusCode).toBe(200);
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers.vary).toMatch(/accept-encoding/i);
      expect(compressed.rawPayload.length).toBeLessThan(plain.body.length / 2);
      expect(JSON.parse(decode(encoding, compressed.rawPayload))).toEqual(plain.json());
    }
  });

  it('leaves a JSON answer under 1 KB as it is', async () => {
    const cookie = await signUpUser(app);
    const response = await app.inject({ url: '/api/auth/user', headers: { cookie, 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.body.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toHaveProperty('email');
  });
});

describe('without a web build', () => {
  it('says how to build it', async () => {
    const app = await createTestApp('sqlite');
    try {
      const response = await app.inject({ url: '/dashboard' });
      expect(response.statusCode).toBe(503);
      expect(response.body).toMatch(/npm run build/);
    } finally {
      await app.close();
    }
  });
});
