import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { EngineError } from '../types';
import { PoolBusyError, WorkerPool, type WorkerPoolOptions } from './worker-pool';

// Workers written as plain JavaScript, so the pool is tested on its own: tasks that answer, fail, spin
// forever (a runaway render) or kill their thread.
const TEST_WORKER = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', ({ id, type, input }) => {
  if (type === 'echo') parentPort.postMessage({ id, ok: true, value: input });
  if (type === 'wait') setTimeout(() => parentPort.postMessage({ id, ok: true, value: input }), input);
  if (type === 'fail') parentPort.postMessage({ id, ok: false, error: { name: 'EngineError', kind: 'invalid_request', message: input } });
  if (type === 'spin') { globalThis.spinning = true; for (;;) {} }
  if (type === 'die') process.exit(3);
  if (type === 'bytes') parentPort.postMessage({ id, ok: true, value: new Uint8Array([1, 2, 3]) });
});
parentPort.postMessage({ ready: true });
`;

const pools: WorkerPool[] = [];
const started: Worker[] = [];

function createPool(options: Partial<WorkerPoolOptions> = {}): WorkerPool {
  const pool = new WorkerPool({
    size: 1,
    maxWaiting: 4,
    deadlineMs: 10_000,
    startWorker: () => {
      const worker = new Worker(TEST_WORKER, { eval: true });
      started.push(worker);
      return worker;
    },
    ...options,
  });
  pools.push(pool);
  return pool;
}

function exited(worker: Worker): Promise<number> {
  return new Promise((resolve) => {
    if (worker.threadId === -1) resolve(-1);
    else worker.once('exit', resolve);
  });
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
  started.length = 0;
});

describe('WorkerPool', () => {
  it('runs tasks in a worker and answers their values and errors', async () => {
    const pool = createPool();
    expect(await pool.run('echo', { a: 1 })).toEqual({ a: 1 });
    await expect(pool.run('fail', 'no such pose')).rejects.toMatchObject({ name: 'EngineError', kind: 'invalid_request', message: 'no such pose' });
  });

  it('runs at most `size` tasks at once', async () => {
    const pool = createPool({ size: 2, maxWaiting: 10 });
    await Promise.all([pool.run('echo', 1), pool.run('echo', 2)]);
    let mostRunning = 0;
    const watch = setInterval(() => (mostRunning = Math.max(mostRunning, pool.stats().running)), 5);
    const tasks = [0, 1, 2, 3, 4].map(() => pool.run<number>('wait', 150));
    expect(pool.stats().waiting).toBeGreaterThanOrEqual(3);
    await Promise.all(tasks);
    clearInterval(watch);
    expect(mostRunning).toBe(2);
    expect(pool.stats()).toEqual({ running: 0, waiting: 0, size: 2 });
  });

  it('starts waiting tasks in the order they came', async () => {
    const pool = createPool({ size: 1, maxWaiting: 10 });
    const order: number[] = [];
    await Promise.all([0, 1, 2, 3].map((n) => pool.run<number>('wait', 20).then(() => order.push(n))));
    expect(order).toEqual([0, 1, 2, 3]);
  });

  it('refuses a task beyond the waiting limit with PoolBusyError and a Retry-After', async () => {
    const pool = createPool({ size: 1, maxWaiting: 2 });
    await pool.run('echo', 'started');
    // One runs, two wait: the fourth is one too many.
    const accepted = [pool.run('wait', 300), pool.run('wait', 10), pool.run('wait', 10)];
    const refused = await pool.run('wait', 10).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(PoolBusyError);
    expect((refused as PoolBusyError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect((refused as PoolBusyError).message).toBe('Many pages are being drawn right now. Please try again in a few seconds.');
    await Promise.all(accepted);
  });

  it('answers a task that waited a whole deadline for a busy worker with PoolBusyError', async () => {
    // Wide margins: on a loaded machine a 300 ms wait can take longer than a 400 ms deadline itself.
    const pool = createPool({ deadlineMs: 2000 });
    await pool.run('echo', 'started');
    // The one worker stays busy for more than a deadline with two tasks in a row; the third gives up.
    const first = pool.run('wait', 1500);
    const second = pool.run('wait', 1500);
    await expect(pool.run('echo', 'late')).rejects.toBeInstanceOf(PoolBusyError);
    expect([await first, await second]).toEqual([1500, 1500]);
  });

  it('lets a task wait past the deadline while its worker is still starting', async () => {
    const pool = createPool({ deadlineMs: 400 });
    await pool.run('echo', 'started');
    const spinning = pool.run('spin', null).catch((error: unknown) => error);
    // The spinning worker is stopped at the deadline; its replacement serves the waiting task.
    expect(await pool.run('echo', 'after the restart')).toBe('after the restart');
    expect(await spinning).toMatchObject({ kind: 'timeout' });
  });

  it('stops a task at its deadline: the worker is terminated, the caller gets a readable timeout, the next task runs', async () => {
    const lost: string[] = [];
    const pool = createPool({ deadlineMs: 300, onWorkerLost: (reason) => lost.push(reason) });
    const error = await pool.run('spin', null).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ kind: 'timeout', message: expect.stringMatching(/took longer than 1 second, so it was stopped/) });
    // The spinning thread itself is gone, not just forgotten.
    expect(await exited(started[0]!)).toBe(1);
    expect(lost[0]).toMatch(/spin task ran past its 300 ms deadline/);
    expect(await pool.run('echo', 'after')).toBe('after');
    expect(started).toHaveLength(2);
  });

  it('answers a task whose worker dies with an error and replaces the worker', async () => {
    const pool = createPool();
    await expect(pool.run('die', null)).rejects.toMatchObject({ kind: 'unavailable', message: 'Drawing this page failed on our side. Please try again.' });
    expect(await pool.run('echo', 'still here')).toBe('still here');
  });

  it('stops restarting workers that die before they are ready', async () => {
    const pool = new WorkerPool({
      size: 1,
      maxWaiting: 4,
      deadlineMs: 1000,
      startWorker: () => new Worker('process.exit(2)', { eval: true }),
    });
    pools.push(pool);
    const waiting = pool.run('echo', 1);
    await expect(waiting).rejects.toMatchObject({ kind: 'unavailable' });
    await expect(pool.run('echo', 1)).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('answers waiting and running tasks when closed', async () => {
    const pool = createPool();
    const running = pool.run('wait', 5000).catch((error: unknown) => error);
    const waiting = pool.run('echo', 1).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await pool.close();
    expect(await running).toMatchObject({ message: 'The server is shutting down. Please try again in a moment.' });
    expect(await waiting).toMatchObject({ kind: 'unavailable' });
  });
});
