import type { Worker } from 'node:worker_threads';
import { EngineError } from '../types';
import { fromWorkerError, type SerializedError, type WorkerReply, type WorkerRequest } from './worker-protocol';

/** Every slot is busy and the waiting line is full: the caller should come back later. */
export class PoolBusyError extends Error {
  override name = 'PoolBusyError';
  constructor(readonly retryAfterSeconds: number) {
    super('Many pages are being drawn right now. Please try again in a few seconds.');
  }
}

export interface WorkerPoolOptions {
  /** Workers, each running one task at a time: the bound on concurrent work. */
  size: number;
  /** Tasks that may wait for a worker; one more is refused with PoolBusyError. */
  maxWaiting: number;
  /** A task running longer is stopped: its worker is terminated and replaced. */
  deadlineMs: number;
  /** Starts a worker; it posts `{ ready: true }` once it can take tasks. */
  startWorker: () => Worker;
  /** Called when a task was stopped at its deadline or its worker died, for the log. */
  onWorkerLost?: (reason: string) => void;
}

interface Task {
  type: string;
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  /** A task waits at most one deadline for a worker: the whole call is bounded by two deadlines. */
  waitTimer?: NodeJS.Timeout;
}

interface Slot {
  worker: Worker;
  isReady: boolean;
  task: (Task & { id: number; timer: NodeJS.Timeout; startedAt: number }) | null;
}

/** Readable answer for work stopped at its deadline. */
export function deadlineMessage(deadlineMs: number): string {
  const seconds = Math.ceil(deadlineMs / 1000);
  return `Drawing this page took longer than ${seconds} ${seconds === 1 ? 'second' : 'seconds'}, so it was stopped. Try a shorter description or fewer changes.`;
}

const LOST_WORKER_MESSAGE = 'Drawing this page failed on our side. Please try again.';
const MAX_FAILED_STARTS = 3;

/**
 * A fixed number of worker threads and a bounded waiting line. A task that outlives the deadline is
 * answered with a timeout and its worker terminated, so the work really stops; a dead worker is replaced.
 */
export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly waiting: Task[] = [];
  private nextId = 1;
  private isClosed = false;
  /** Workers that died before they were ready, in a row: a broken install must not restart forever. */
  private failedStarts = 0;
  /** Recent task durations, for an honest Retry-After. */
  private averageTaskMs = 1000;

  constructor(private readonly options: WorkerPoolOptions) {
    for (let i = 0; i < options.size; i++) this.slots.push(this.startSlot());
  }

  /** Runs `type` in a worker; waits for one when all are busy, refuses when the waiting line is full. */
  run<T>(type: string, input: unknown): Promise<T> {
    if (this.isClosed) return Promise.reject(new EngineError('unavailable', 'The server is shutting down. Please try again in a moment.'));
    if (this.slots.length === 0) return Promise.reject(new EngineError('unavailable', LOST_WORKER_MESSAGE));
    return new Promise<T>((resolve, reject) => {
      const task: Task = { type, input, resolve: resolve as (value: unknown) => void, reject };
      const slot = this.slots.find((candidate) => candidate.isReady && candidate.task === null);
      if (slot && this.waiting.length === 0) return this.assign(slot, task);
      if (this.waiting.length >= this.options.maxWaiting) return reject(new PoolBusyError(this.retryAfterSeconds()));
      const giveUp = () => {
        const index = this.waiting.indexOf(task);
        if (index < 0) return;
        // Workers still starting (just after a start or a crash): waiting for them is not being busy.
        if (!this.slots.some((slot) => slot.isReady)) {
          task.waitTimer = setTimeout(giveUp, this.options.deadlineMs);
          return;
        }
        this.waiting.splice(index, 1);
        reject(new PoolBusyError(this.retryAfterSeconds()));
      };
      task.waitTimer = setTimeout(giveUp, this.options.deadlineMs);
      this.waiting.push(task);
    });
  }

  /** How many tasks run and wait now. */
  stats(): { running: number; waiting: number; size: number } {
    return { running: this.slots.filter((slot) => slot.task !== null).length, waiting: this.waiting.length, size: this.slots.length };
  }

  /** Terminates every worker; tasks still waiting or running are answered with an error. */
  async close(): Promise<void> {
    this.isClosed = true;
    const closing = new EngineError('unavailable', 'The server is shutting down. Please try again in a moment.');
    for (const task of this.waiting.splice(0)) {
      clearTimeout(task.waitTimer);
      task.reject(closing);
    }
    await Promise.all(
      this.slots.map(async (slot) => {
        if (slot.task) {
          clearTimeout(slot.task.timer);
          slot.task.reject(closing);
          slot.task = null;
        }
        await slot.worker.terminate();
      }),
    );
  }

  private retryAfterSeconds(): number {
    const queued = this.waiting.length + this.slots.length;
    return Math.min(120, Math.max(1, Math.ceil((queued * this.averageTaskMs) / this.slots.length / 1000)));
  }

  private startSlot(): Slot {
    const worker = this.options.startWorker();
    const slot: Slot = { worker, isReady: false, task: null };
    worker.on('message', (message: WorkerReply | { ready: true }) => {
      if ('ready' in message) {
        slot.isReady = true;
        this.failedStarts = 0;
        this.dispatch();
        return;
      }
      this.finish(slot, message);
    });
    worker.on('error', (error) => this.replace(slot, `worker failed: ${error.message}`, error));
    worker.on('exit', (code) => this.replace(slot, `worker exited with code ${code}`));
    return slot;
  }

  private assign(slot: Slot, task: Task): void {
    clearTimeout(task.waitTimer);
    const id = this.nextId++;
    const timer = setTimeout(() => this.stopAtDeadline(slot, id), this.options.deadlineMs);
    slot.task = { ...task, id, timer, startedAt: performance.now() };
    const request: WorkerRequest = { id, type: task.type, input: task.input };
    slot.worker.postMessage(request);
  }

  private dispatch(): void {
    if (this.isClosed) return;
    for (const slot of this.slots) {
      if (!slot.isReady || slot.task !== null) continue;
      const task = this.waiting.shift();
      if (!task) return;
      this.assign(slot, task);
    }
  }

  private finish(slot: Slot, reply: WorkerReply): void {
    const task = slot.task;
    if (!task || task.id !== reply.id) return;
    clearTimeout(task.timer);
    slot.task = null;
    this.averageTaskMs = this.averageTaskMs * 0.8 + (performance.now() - task.startedAt) * 0.2;
    if (reply.ok) task.resolve(reply.value);
    else task.reject(fromWorkerError(reply.error as SerializedError));
    this.dispatch();
  }

  private stopAtDeadline(slot: Slot, id: number): void {
    const task = slot.task;
    if (!task || task.id !== id) return;
    slot.task = null;
    task.reject(new EngineError('timeout', deadlineMessage(this.options.deadlineMs)));
    this.options.onWorkerLost?.(`a ${task.type} task ran past its ${this.options.deadlineMs} ms deadline and was stopped`);
    this.replace(slot, 'deadline');
  }

  /** Swaps a dead or stopped worker for a fresh one; the task it held (if any) gets an error. */
  private replace(slot: Slot, reason: string, cause?: Error): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    slot.worker.removeAllListeners();
    // A worker that ended by itself needs no terminate; one stopped at its deadline does.
    slot.worker.on('error', () => undefined);
    void slot.worker.terminate();
    if (slot.task) {
      clearTimeout(slot.task.timer);
      slot.task.reject(new EngineError('unavailable', LOST_WORKER_MESSAGE, { cause }));
      this.options.onWorkerLost?.(`a ${slot.task.type} task lost its worker (${reason})`);
      slot.task = null;
    }
    if (this.isClosed) return;
    if (!slot.isReady && ++this.failedStarts >= MAX_FAILED_STARTS) {
      this.options.onWorkerLost?.(`${MAX_FAILED_STARTS} workers in a row died before they were ready: not starting more`);
      if (this.slots.length > 0) return;
      for (const task of this.waiting.splice(0)) {
        clearTimeout(task.waitTimer);
        task.reject(new EngineError('unavailable', LOST_WORKER_MESSAGE));
      }
      return;
    }
    this.slots.push(this.startSlot());
  }
}
