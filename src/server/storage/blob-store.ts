import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import type { Config } from '../config';
import { createS3BlobStore } from './s3-blob-store';

/** Where image bytes live. Rows hold the key, never the bytes. */
export interface BlobStore {
  /** Stores the bytes whole or not at all: a reader never sees half an image under a key. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** Rejects with `BlobNotFoundError` when there is no blob under the key. */
  get(key: string): Promise<Buffer>;
  /** A stream of the bytes, once they are known to be there: rejects with `BlobNotFoundError` when missing. */
  openReadStream(key: string): Promise<Readable>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored blob with its last write, for finding blobs no row points at. */
  list(): AsyncIterable<StoredBlob>;
  /** The size of a blob that is there and can be read; rejects with `BlobNotFoundError` when it is missing. */
  stat(key: string): Promise<{ size: number }>;
  /**
   * Removes what writes that never finished left behind (a crash or a full disk mid-write) and that is
   * older than `olderThan`; answers what was removed. Stores whose writes are atomic have nothing to remove.
   */
  removeIncompleteWrites(olderThan: Date): Promise<string[]>;
  /** Rejects with the reason when the store cannot be used now (readiness checks). */
  checkReachable(): Promise<void>;
  /** Lets go of open connections when the server stops. */
  close(): void;
}

export interface StoredBlob {
  key: string;
  lastModified: Date;
}

export class BlobNotFoundError extends Error {
  override name = 'BlobNotFoundError';
  constructor(key: string) {
    super(`No stored blob under ${key}`);
  }
}

const SAFE_KEY = /^[a-zA-Z0-9][a-zA-Z0-9/_.-]*$/;
const TEMP_SUFFIX = '.tmp';

/** Keys come from our own ids, but a key is a path on disk and in the bucket: nothing may climb out. */
export function assertSafeBlobKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.endsWith(TEMP_SUFFIX)) throw new Error(`Unsafe blob key: ${key}`);
}

function isMissingFile(error: unknown): boolean {
  return error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'EISDIR');
}

export function createLocalBlobStore(rootDir: string): BlobStore {
  function pathOf(key: string): string {
    assertSafeBlobKey(key);
    return path.join(rootDir, key);
  }
  async function* walk(dir: string): AsyncGenerator<StoredBlob> {
    const entries = await fsp.readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
      if (isMissingFile(error)) return [];
      throw error;
    });
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        yield* walk(full);
      } else if (entry.isFile() && !entry.name.endsWith(TEMP_SUFFIX)) {
        const stat = await fsp.stat(full).catch(() => null);
        if (stat) yield { key: path.relative(rootDir, full).split(path.sep).join('/'), lastModified: stat.mtime };
      }
    }
  }
  async function* incompleteWrites(dir: string): AsyncGenerator<{ file: string; lastModified: Date }> {
    const entries = await fsp.readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
      if (isMissingFile(error)) return [];
      throw error;
    });
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        yield* incompleteWrites(full);
      } else if (entry.isFile() && entry.name.endsWith(TEMP_SUFFIX)) {
        const stat = await fsp.stat(full).catch(() => null);
        if (stat) yield { file: full, lastModified: stat.mtime };
      }
    }
  }
  return {
    async put(key, bytes) {
      const target = pathOf(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      // Write then rename, so a crash never leaves a half-written image under a stored key.
      const temp = `${target}.${randomBytes(6).toString('hex')}${TEMP_SUFFIX}`;
      try {
        const handle = await fsp.open(temp, 'w');
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await fsp.rename(temp, target);
      } catch (error) {
        // A failed write (a full disk) must not leave its half file behind to keep the disk full.
        await fsp.rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      return fsp.readFile(pathOf(key)).catch((error: unknown) => {
        throw isMissingFile(error) ? new BlobNotFoundError(key) : error;
      });
    },
    async openReadStream(key) {
      const stream = fs.createReadStream(pathOf(key));
      try {
        await once(stream, 'open');
      } catch (error) {
        throw isMissingFile(error) ? new BlobNotFoundError(key) : error;
      }
      return stream;
    },
    async delete(key) {
      await fsp.rm(pathOf(key), { force: true });
    },
    list() {
      return walk(rootDir);
    },
    async stat(key) {
      // Opened for reading, not just looked up: a file there but unreadable is as good as missing.
      const handle = await fsp.open(pathOf(key), 'r').catch((error: unknown) => {
        throw isMissingFile(error) ? new BlobNotFoundError(key) : error;
      });
      try {
        return { size: (await handle.stat()).size };
      } finally {
        await handle.close();
      }
    },
    async removeIncompleteWrites(olderThan) {
      const removed: string[] = [];
      for await (const temp of incompleteWrites(rootDir)) {
        if (temp.lastModified >= olderThan) continue;
        await fsp.rm(temp.file, { force: true });
        removed.push(path.relative(rootDir, temp.file).split(path.sep).join('/'));
      }
      return removed;
    },
    async checkReachable() {
      await fsp.mkdir(rootDir, { recursive: true });
      await fsp.access(rootDir, fs.constants.W_OK);
    },
    close() {},
  };
}

/** The store the configuration names, for the server and the operator commands alike. */
export function createConfiguredBlobStore(config: Pick<Config, 'storage'>): BlobStore {
  if (config.storage.kind === 's3') return createS3BlobStore(config.storage);
  return createLocalBlobStore(config.storage.dir);
}
