import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAnalyticsEvents } from './analytics/analytics.repository';
import { SESSION_COOKIE } from './auth/session';
import { DATABASE_KINDS, createTestApp } from './testing/test-app';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div>colorbook-web-app</body></html>';

describe.each(DATABASE_KINDS)('the app on %s', (kind) => {
  let app: FastifyInstance;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'colorbook-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'assets', 'app.js'), 'console.log("app")');
    app = await createTestApp(kind, { WEB_DIST_DIR: webDir, PUBLIC_URL: 'http://localhost:3000' });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('refuses a state-changing call from another site with 403 and changes nothing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { origin: 'https://elsewhere.example' },
      payload: { name: 'signup_intent' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Cross-site request refused' });
    expect(await listAnalyticsEvents(app.db)).toHaveLength(0);
  });

  it('refuses a cross-site call that carries only Sec-Fetch-Site', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/user/tier',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { tier: 'beta' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('accepts the same call from the public origin', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { origin: 'http://localhost:3000' },
      payload: { name: 'signup_intent' },
    });
    expect(response.statusCode).toBe(204);
  });

  it('answers unknown /api paths with 404 JSON for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/no-such-thing' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
  });

  it.each(['/', '/dashboard', '/characters/new', '/books/some-id', '/pricing', '/nowhere/at/all'])(
    'serves the web app for the client route %s',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it('serves the built assets themselves', async () => {
    const response = await app.inject({ url: '/assets/app.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app")');
  });

  it('sends a content security policy that allows only its own scripts', async () => {
    const response = await app.inject({ url: '/api/login' });
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
  });
});

describe('deployment settings', () => {
  it('marks the session cookie Secure when the public URL is https', async () => {
    const app = await createTestApp('sqlite', { PUBLIC_URL: 'https://colorbook.example' });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { email: 'secure@example.com', password: 'long enough', firstName: 'S', lastName: 'C' },
      });
      expect(response.statusCode).toBe(201);
      expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('explains that the web app is not built when there is no build', async () => {
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
