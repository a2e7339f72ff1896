import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { QuotaSchema } from '../shared/quota';
import type { DatabaseKind } from './testing/test-app';
import { findFreePort } from './testing/free-port';

// The server as its own process (as `npm start` runs it), killed with SIGKILL in the middle of work and
// started again on the same data: nothing a user was not given may be charged to them.

interface Server {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function createPostgresDatabase(): Promise<string> {
  const adminUrl = inject('postgresAdminUrl');
  const name = `crash_${randomBytes(8).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

describe.each<DatabaseKind>(['sqlite', 'postgres'])('a server killed mid-generation on %s', (kind) => {
  let dataDir: string;
  let env: Record<string, string>;
  let base: string;
  const servers: Server[] = [];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'colorbook-crash-'));
    const port = await findFreePort();
    base = `http://127.0.0.1:${port}`;
    env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      GENERATION_WORKERS: '1',
      // A shorter deadline than the default, so a reservation on PostgreSQL (where other instances may be
      // drawing) expires within the test: two deadlines and 10 s.
      RENDER_TIMEOUT_MS: '15000',
      ...(kind === 'postgres' ? { DATABASE_URL: await createPostgresDatabase() } : {}),
    };
  });
  afterAll(async () => {
    for (const server of servers) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(): Promise<Server> {
    const server = startServer(env);
    servers.push(server);
    await waitFor(() => /image provider: builtin/.test(server.output()) || server.child.exitCode !== null, 'the server to start');
    if (server.child.exitCode !== null) throw new Error(`The server exited: ${server.output()}`);
    return server;
  }

  function call(url: string, cookie: string, body?: unknown): Promise<Response> {
    return fetch(`${base}${url}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { cookie, origin: base, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  async function scenesUsed(cookie: string): Promise<number> {
    return QuotaSchema.parse(await (await call('/api/quota', cookie)).json()).scenes.used;
  }

  it('gives back the quota of a generation it never delivered', { timeout: 240_000 }, async () => {
    let server = await start();
    const signUp = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: `crash-${kind}@example.com`, password: 'correct horse battery', firstName: 'Crash', lastName: 'Test' }),
    });
    expect(signUp.status).toBe(201);
    const cookie = signUp.headers.getSetCookie().map((value) => value.split(';')[0]).join('; ');
    const sheet = (await (await call('/api/characters/generate', cookie, { characterDescription: 'a small dragon', numberOfPoses: 3 })).json()) as { dataUri: string };
    const saved = await call('/api/characters', cookie, { name: 'Pip', description: 'a small dragon', numberOfPoses: 3, dataUri: sheet.dataUri });
    expect(saved.status).toBe(201);
    const characterId = ((await saved.json()) as { id: string }).id;

    // Kill the server while a scene is reserved on the quota and still being drawn. A generation that
    // finishes first was delivered and rightly counts; then try again.
    let delivered = 0;
    let isKilled = false;
    for (let attempt = 0; attempt < 4 && !isKilled; attempt++) {
      let isAnswered = false;
      const generation = call('/api/scenes/generate', cookie, { characterIds: [characterId], sceneDescription: 'Pip flies a kite over a big castle' }).then(
        (response) => {
          isAnswered = true;
          if (response.status === 200) delivered += 1;
        },
        () => undefined,
      );
      await waitFor(async () => isAnswered || (await scenesUsed(cookie)) > delivered, 'the reservation');
      if (!isAnswered) {
        server.child.kill('SIGKILL');
        await server.exited;
        isKilled = true;
      }
      await generation;
    }
    expect(isKilled).toBe(true);

    server = await start();
    // SQLite has one instance: its start removes the reservation. On PostgreSQL it expires after two render deadlines.
    await waitFor(async () => (await scenesUsed(cookie)) === delivered, 'the quota to be given back', 90_000);
    if (kind === 'sqlite') {
      await waitFor(() => /housekeeping removed 0 unfinished writes, 0 orphan images and 1 undelivered quota reservation/.test(server.output()), 'the log line');
    }
    // And the next generation is drawn and counted.
    const next = await call('/api/scenes/generate', cookie, { characterIds: [characterId], sceneDescription: 'Pip reads a book' });
    expect(next.status).toBe(200);
    expect(await scenesUsed(cookie)).toBe(delivered + 1);
  });
});
