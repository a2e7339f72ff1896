import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import type { Config } from '../config';

/** Where image bytes live. Rows hold the key, never the bytes. */
export interface BlobStore {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer>;
  /** A stream of the bytes, once they are known to be there: rejects when the blob is missing. */
  openReadStream(key: string): Promise<Readable>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-zA-Z0-9][a-zA-Z0-9/_.-]*$/;

export function createLocalBlobStore(rootDir: string): BlobStore {
  function pathOf(key: string): string {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe blob key: ${key}`);
    return path.join(rootDir, key);
  }
  return {
    async put(key, bytes) {
      const target = pathOf(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      // Write then rename, so a crash never leaves a half-written image under a stored key.
      const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
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
      return fsp.readFile(pathOf(key));
    },
    async openReadStream(key) {
      const stream = fs.createReadStream(pathOf(key));
      await once(stream, 'open');
      return stream;
    },
    async delete(key) {
      await fsp.rm(pathOf(key), { force: true });
    },
  };
}

/** The store the configuration names, for the server and the operator commands alike. */
export function createConfiguredBlobStore(config: Pick<Config, 'dataDir'>): BlobStore {
  return createLocalBlobStore(path.join(config.dataDir, 'images'));
}
