import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createEngine } from '../../engine/create-engine';
import { EngineError, type Engine } from '../../engine/types';
import { ConfigError, loadConfig } from '../config';
import { saveCharacter } from '../scenes/resource-fixtures';
import { createTestApp, signUpUser } from '../testing/test-app';

const TOKEN = 'metrics-token-for-tests-0123456789';

/** The value of one series in Prometheus text format, or undefined when the series is absent. */
function seriesValue(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

async function scrape(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
}

function generateSheet(app: FastifyInstance, cookie: string) {
  return app.inject({
    method: 'POST',
    url: '/api/characters/generate',
    headers: { cookie },
    payload: { characterDescription: 'a small friendly dragon', numberOfPoses: 3 },
  });
}

describe('Prometheus metrics', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('are not served at all without METRICS_TOKEN', async () => {
    app = await createTestApp('sqlite');
    const response = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(404);
  });

  it('refuse a scraper without the token or with a wrong one', async () => {
    app = await createTestApp('sqlite', { METRICS_TOKEN: TOKEN });
    for (const authorization of [undefined, 'Bearer wrong-token-of-the-same-sort', `Basic ${TOKEN}`, TOKEN]) {
      const response = await app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('colorbook_');
    }
  });

  it('count and time requests by route pattern, not by URL', async () => {
    app = await createTestApp('sqlite', { METRICS_TOKEN: TOKEN });
    const cookie = await signUpUser(app);
    await app.inject({ url: '/api/scenes', headers: { cookie } });
    await app.inject({ url: '/api/scenes', headers: { cookie } });
    await app.inject({ url: '/api/characters/no-such-id', headers: { cookie } });
    await app.inject({ url: '/api/scenes' });

    const text = await scrape(app);
    expect(seriesValue(text, 'colorbook_http_requests_total', { method: 'GET', route: '/api/scenes', status_code: '200' })).toBe(2);
    expect(seriesValue(text, 'colorbook_http_requests_total', { method: 'GET', route: '/api/scenes', status_code: '401' })).toBe(1);
    expect(seriesValue(text, 'colorbook_http_requests_total', { route: '/api/characters/:id', status_code: '404' })).toBe(1);
    expect(text).not.toContain('no-such-id');
    expect(seriesValue(text, 'colorbook_http_request_duration_seconds_count', { route: '/api/scenes', status_code: '200' })).toBe(2);
    expect(seriesValue(text, 'colorbook_http_request_duration_seconds_sum', { route: '/api/scenes', status_code: '200' })).toBeGreaterThan(0);
    // The process's own figures come along.
    expect(seriesValue(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('count and time generations by provider, kind and outcome', async () => {
    app = await createTestApp('sqlite', { METRICS_TOKEN: TOKEN });
    const cookie = await signUpUser(app);
    expect((await generateSheet(app, cookie)).statusCode).toBe(200);

    const text = await scrape(app);
    const labels = { provider: 'builtin', kind: 'character_sheet', outcome: 'ok' };
    expect(seriesValue(text, 'colorbook_generations_total', labels)).toBe(1);
    expect(seriesValue(text, 'colorbook_generation_duration_seconds_count', labels)).toBe(1);
    expect(seriesValue(text, 'colorbook_generation_duration_seconds_sum', labels)).toBeGreaterThan(0);
    expect(seriesValue(text, 'colorbook_generations_in_flight', { provider: 'builtin' })).toBe(0);
  });

  it('label a failed generation with the kind of failure', async () => {
    const builtin = createEngine({ provider: 'builtin' });
    const timingOut: Engine = {
      ...builtin,
      name: 'openai',
      characterSheet: async () => {
        throw new EngineError('timeout', 'The image service took too long. Please try again.');
      },
    };
    app = await createTestApp('sqlite', { METRICS_TOKEN: TOKEN }, timingOut);
    const cookie = await signUpUser(app);
    expect((await generateSheet(app, cookie)).statusCode).toBe(504);

    const text = await scrape(app);
    expect(seriesValue(text, 'colorbook_generations_total', { provider: 'openai', kind: 'character_sheet', outcome: 'timeout' })).toBe(1);
    expect(seriesValue(text, 'colorbook_generations_total', { outcome: 'ok' })).toBeUndefined();
  });

  it('show the generations in flight while they run', async () => {
    const builtin = createEngine({ provider: 'builtin' });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let started = () => {};
    const hasStarted = new Promise<void>((resolve) => (started = resolve));
    const slow: Engine = {
      ...builtin,
      characterSheet: async (input) => {
        started();
        await held;
        return builtin.characterSheet(input);
      },
    };
    app = await createTestApp('sqlite', { METRICS_TOKEN: TOKEN }, slow);
    const cookie = await signUpUser(app);
    const running = generateSheet(app, cookie);
    await hasStarted;
    expect(seriesValue(await scrape(app), 'colorbook_generations_in_flight', { provider: 'builtin' })).toBe(1);
    release();
    expect((await running).statusCode).toBe(200);
    expect(seriesValue(await scrape(app), 'colorbook_generations_in_flight', { provider: 'builtin' })).toBe(0);
  });

  it('show the worker pool’s waiting line and count the generations it turns away', async () => {
    app = await createTestApp('sqlite', { METRICS_TOKEN: TOKEN, GENERATION_WORKERS: '1', GENERATION_QUEUE_LIMIT: '1' });
    const cookie = await signUpUser(app);
    const running = [generateSheet(app, cookie), generateSheet(app, cookie), generateSheet(app, cookie), generateSheet(app, cookie)];
    // One drawing, one waiting for the worker; those beyond the line's limit are refused at once.
    await expect.poll(async () => seriesValue(await scrape(app!), 'colorbook_generation_queue_depth'), { timeout: 20_000 }).toBe(1);
    const statuses = (await Promise.all(running)).map((response) => response.statusCode);
    const drawn = statuses.filter((status) => status === 200).length;
    const refused = statuses.filter((status) => status === 503).length;
    expect(drawn).toBeGreaterThanOrEqual(1);
    expect(refused).toBeGreaterThanOrEqual(1);
    expect(drawn + refused).toBe(4);

    const text = await scrape(app);
    expect(seriesValue(text, 'colorbook_generation_queue_depth')).toBe(0);
    expect(seriesValue(text, 'colorbook_generations_in_flight', { provider: 'builtin' })).toBe(0);
    expect(seriesValue(text, 'colorbook_generations_total', { kind: 'character_sheet', outcome: 'ok' })).toBe(drawn);
    expect(seriesValue(text, 'colorbook_generations_total', { kind: 'character_sheet', outcome: 'queue_full' })).toBe(refused);
  });

  it('count refusals by the limit that refused', async () => {
    app = await createTestApp('sqlite', { METRICS_TOKEN: TOKEN });
    const cookie = await signUpUser(app);
    // Free accounts keep 2 characters.
    await saveCharacter(app, cookie, { name: 'Pip' });
    await saveCharacter(app, cookie, { name: 'Pop' });
    expect((await generateSheet(app, cookie)).statusCode).toBe(403);

    const text = await scrape(app);
    expect(seriesValue(text, 'colorbook_quota_refusals_total', { limit: 'characters' })).toBe(1);
  });

  it('count rate-limit refusals', async () => {
    app = await createTestApp('sqlite', { METRICS_TOKEN: TOKEN });
    let refused = 0;
    for (let i = 0; i < 12; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/characters/preview',
        remoteAddress: '10.77.0.1',
        payload: { characterDescription: '', numberOfPoses: 3 },
      });
      if (response.statusCode === 429) refused += 1;
    }
    expect(refused).toBeGreaterThan(0);
    expect(seriesValue(await scrape(app), 'colorbook_quota_refusals_total', { limit: 'rate_limit' })).toBe(refused);
  });
});

describe('METRICS_TOKEN', () => {
  it('must be long enough not to be guessed', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'colorbook-config-'));
    try {
      expect(() => loadConfig({ DATA_DIR: dataDir, METRICS_TOKEN: 'secret' })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dataDir, METRICS_TOKEN: 'secret' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
      expect(loadConfig({ DATA_DIR: dataDir, METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
      expect(loadConfig({ DATA_DIR: dataDir }).metricsToken).toBeNull();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
