import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { createEngine } from '../create-engine';
import { intakeImage, readRefinablePng, type IntakenImage } from '../image-intake';
import { pageToSvg } from '../print/page-svg';
import type { CharacterSheet, Engine, EngineConfig, Page } from '../types';
import { reviveBuffers } from './worker-protocol';
import { WorkerPool } from './worker-pool';

/** Pixel work beside drawing pages that belongs off the server's thread too: upload checks, tracing to SVG. */
export interface PixelWork {
  intakeImage(dataUri: string): Promise<IntakenImage>;
  readRefinablePng(dataUri: string): Promise<Buffer>;
  pageToSvg(png: Buffer, title: string): Promise<string>;
}

/** For an engine that runs in this thread (tests with a stand-in engine): the same checks, here. */
export const IN_THREAD_PIXEL_WORK: PixelWork = { intakeImage, readRefinablePng, pageToSvg };

export interface PooledEngine extends Engine, PixelWork {
  stats(): { running: number; waiting: number; size: number };
  close(): Promise<void>;
}

export interface EnginePoolOptions {
  /** Worker threads: how many pages are drawn at once. */
  workers: number;
  /** Requests that may wait for a worker; beyond them the pool answers PoolBusyError. */
  maxWaiting: number;
  /** Longest a single task may run before its worker is terminated. */
  deadlineMs: number;
  /** Heap of each worker: a runaway render is stopped by V8 instead of taking the machine's memory. */
  workerMemoryMb?: number;
  onWorkerLost?: (reason: string) => void;
}

/** One worker per core, less the one that serves requests; at least one. */
export function defaultWorkerCount(): number {
  return Math.max(1, Math.min(8, availableParallelism() - 1));
}

const DEFAULT_WORKER_MEMORY_MB = 1024;

function startEngineWorker(engineConfig: EngineConfig, workerMemoryMb: number): Worker {
  const options = { resourceLimits: { maxOldGenerationSizeMb: workerMemoryMb } };
  // From sources (tsx, vitest) the worker needs the TypeScript loader; the compiled server ships
  // engine-worker.js beside main.js.
  if (import.meta.url.endsWith('.ts')) {
    const entry = new URL('./engine-worker.ts', import.meta.url).href;
    return new Worker(new URL('./worker-boot.mjs', import.meta.url), { ...options, workerData: { entry, engineConfig } });
  }
  return new Worker(new URL('./engine-worker.js', import.meta.url), { ...options, workerData: { engineConfig } });
}

/**
 * The configured engine behind a pool of worker threads: the same `Engine` interface, with every page
 * drawn off the main thread, at most `workers` at once, a bounded waiting line and a deadline per page.
 */
export function createPooledEngine(config: EngineConfig, options: EnginePoolOptions): PooledEngine {
  // Words only (no pixels): answered here, synchronously, as the interface wants.
  const local = createEngine(config);
  const pool = new WorkerPool({
    size: options.workers,
    maxWaiting: options.maxWaiting,
    deadlineMs: options.deadlineMs,
    startWorker: () => startEngineWorker(config, options.workerMemoryMb ?? DEFAULT_WORKER_MEMORY_MB),
    onWorkerLost: options.onWorkerLost,
  });
  const run = async <T>(type: string, input: unknown): Promise<T> => reviveBuffers(await pool.run<T>(type, input));
  return {
    name: local.name,
    characterSpec: (input) => local.characterSpec(input),
    characterSheet: (input) => run<CharacterSheet>('characterSheet', input),
    scene: (input) => run<Page>('scene', input),
    refine: (input) => run<Page>('refine', input),
    photoPage: (input) => run<Page>('photoPage', input),
    intakeImage: (dataUri) => run<IntakenImage>('intakeImage', dataUri),
    readRefinablePng: (dataUri) => run<Buffer>('readRefinablePng', dataUri),
    pageToSvg: (png, title) => run<string>('pageToSvg', { png, title }),
    stats: () => pool.stats(),
    close: () => pool.close(),
  };
}
