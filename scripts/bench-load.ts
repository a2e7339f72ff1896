/**
 * Load benchmark: a health call's latency (p50, p99, max) while 8 character sheets are drawn at once, the
 * server in its own process over real HTTP. Once with pages drawn in worker threads (how the server runs)
 * and once in the request thread (how it ran before), so the difference is visible. Figures only.
 */
import { fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort } from '../src/server/testing/free-port';
import { percentile } from './bench-support';

const CONCURRENT_GENERATIONS = 8;
const SHEETS_PER_STREAM = 3;
const USERS = 4;
const PROBE_INTERVAL_MS = 10;

async function startServer(mode: 'workers' | 'main-thread') {
  const port = await findFreePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'colorbook-bench-load-'));
  const child = fork(fileURLToPath(new URL('./bench-load-server.ts', import.meta.url)), mode === 'main-thread' ? ['--main-thread'] : [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST_DIR: join(dataDir, 'none'), NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  };
  return { base: `http://127.0.0.1:${port}`, origin: `http://localhost:${port}`, stop };
}

async function signUp(base: string, origin: string, n: number): Promise<string> {
  const response = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: `bench${n}-${Date.now()}@example.com`, password: 'correct horse battery', firstName: 'Bench', lastName: String(n) }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

async function probe(url: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return performance.now() - start;
}

async function measure(mode: 'workers' | 'main-thread'): Promise<void> {
  const server = await startServer(mode);
  try {
    const healthUrl = (await fetch(`${server.base}/healthz`)).status === 200 ? `${server.base}/healthz` : `${server.base}/api/auth/user`;
    const cookies = await Promise.all(Array.from({ length: USERS }, (_, n) => signUp(server.base, server.origin, n)));
    const draw = async (cookie: string, n: number) => {
      const response = await fetch(`${server.base}/api/characters/generate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.origin, cookie },
        body: JSON.stringify({ characterDescription: `a friendly dragon number ${n} with a red scarf`, numberOfPoses: 6 }),
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`generation answered ${response.status}`);
    };
    // Warm every worker (and the main thread's engine) so loading icons is not measured.
    await Promise.all(Array.from({ length: 4 }, (_, n) => draw(cookies[n % USERS]!, n)));
    const idle: number[] = [];
    for (let i = 0; i < 100; i++) idle.push(await probe(healthUrl));

    const latencies: number[] = [];
    let failedProbes = 0;
    let isDone = false;
    const started = performance.now();
    const streams = Array.from({ length: CONCURRENT_GENERATIONS }, async (_, stream) => {
      for (let i = 0; i < SHEETS_PER_STREAM; i++) await draw(cookies[stream % USERS]!, stream * 10 + i);
    });
    const probing = (async () => {
      while (!isDone) {
        // A refused or reset call is reported, not hidden in the percentiles.
        await probe(healthUrl).then(
          (ms) => latencies.push(ms),
          () => (failedProbes += 1),
        );
        await new Promise((resolve) => setTimeout(resolve, PROBE_INTERVAL_MS));
      }
    })();
    await Promise.all(streams);
    const seconds = (performance.now() - started) / 1000;
    isDone = true;
    await probing;
    idle.sort((a, b) => a - b);
    latencies.sort((a, b) => a - b);
    const label = mode === 'workers' ? 'worker threads' : 'main thread (before)';
    const path = new URL(healthUrl).pathname;
    console.log(`${label.padEnd(22)} idle ${path} p99 ${percentile(idle, 0.99).toFixed(1).padStart(6)} ms`);
    console.log(
      `${''.padEnd(22)} with ${CONCURRENT_GENERATIONS} generations: p50 ${percentile(latencies, 0.5).toFixed(1).padStart(6)} ms, ` +
        `p99 ${percentile(latencies, 0.99).toFixed(1).padStart(6)} ms, max ${latencies.at(-1)!.toFixed(1).padStart(6)} ms ` +
        `(${latencies.length} calls, ${failedProbes} failed); ${CONCURRENT_GENERATIONS * SHEETS_PER_STREAM} sheets in ${seconds.toFixed(1)} s`,
    );
  } finally {
    await server.stop();
  }
}

export async function runLoadBenchmark(): Promise<void> {
  console.log(`\nHealth call while ${CONCURRENT_GENERATIONS} character sheets (6 poses) are drawn at once (target: p99 under 20 ms)`);
  await measure('workers');
  await measure('main-thread');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await runLoadBenchmark();
