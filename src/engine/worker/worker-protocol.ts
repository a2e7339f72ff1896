import { InvalidImageError } from '../image-intake';
import { EngineError } from '../types';

/** What the pool sends a worker: one task at a time. */
export interface WorkerRequest {
  id: number;
  type: string;
  input: unknown;
}

/** Errors cross the thread boundary as plain data and are rebuilt as the same classes on the other side. */
export type SerializedError =
  | { name: 'EngineError'; kind: EngineError['kind']; message: string }
  | { name: 'InvalidImageError'; reason: InvalidImageError['reason']; message: string }
  | { name: string; message: string; stack?: string };

export type WorkerReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SerializedError };

export function toWorkerError(error: unknown): SerializedError {
  if (error instanceof EngineError) return { name: 'EngineError', kind: error.kind, message: error.message };
  if (error instanceof InvalidImageError) return { name: 'InvalidImageError', reason: error.reason, message: error.message };
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return { name: 'Error', message: String(error) };
}

export function fromWorkerError(error: SerializedError): Error {
  if (error.name === 'EngineError' && 'kind' in error) return new EngineError(error.kind, error.message);
  if (error.name === 'InvalidImageError' && 'reason' in error) return new InvalidImageError(error.reason, error.message);
  const rebuilt = new Error(error.message);
  rebuilt.name = error.name;
  if ('stack' in error && error.stack) rebuilt.stack = error.stack;
  return rebuilt;
}

/**
 * Structured cloning turns a Buffer into a plain Uint8Array; callers on both sides expect Buffers
 * (`png.toString('base64')`, `.equals`). Views are rebuilt in place, without copying the bytes.
 */
export function reviveBuffers<T>(value: T): T {
  if (value instanceof Uint8Array) {
    return (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)) as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => reviveBuffers(item)) as T;
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = reviveBuffers(item);
    return out as T;
  }
  return value;
}
