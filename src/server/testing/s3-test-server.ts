import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { loadConfig, type S3StorageConfig } from '../config';
import { createS3Client } from '../storage/s3-blob-store';

// s3rver checks signatures against this fixed pair.
const ACCESS_KEY = 'S3RVER';

const require = createRequire(import.meta.url);

interface S3rverObject {
  bucket: string;
  key: string;
  content: IncomingMessage;
  metadata: Record<string, string>;
}

interface S3rverFilesystemStore {
  getResourcePath(bucket: string, key: string, resource: string): string;
  putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
  putObject(object: S3rverObject): Promise<{ size: number; md5: string }>;
}

/**
 * s3rver writes a PUT straight into the object's file: a reader during the upload sees part of it, and a
 * broken upload leaves a truncated object. S3, R2, MinIO and B2 never do either, and they check Content-MD5,
 * which s3rver ignores. This gives its store those three behaviours (the body goes to a temporary file,
 * is checked, then renamed into place), so the tests hold our store to what real services guarantee.
 */
function makeUploadsAtomic(store: S3rverFilesystemStore): void {
  const S3Error = require('s3rver/lib/models/error') as new (code: string, message: string) => Error;
  store.putObject = async (object) => {
    const target = store.getResourcePath(object.bucket, object.key, 'object');
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(6).toString('hex')}.partial`;
    const hash = createHash('md5');
    let size = 0;
    try {
      await new Promise<void>((resolve, reject) => {
        const file = fs.createWriteStream(temp);
        object.content.on('data', (chunk: Buffer) => {
          hash.update(chunk);
          size += chunk.length;
        });
        object.content.on('aborted', () => reject(new Error('upload aborted')));
        object.content.on('error', reject);
        file.on('error', reject);
        file.on('finish', resolve);
        object.content.pipe(file);
      });
      const expectedLength = object.metadata['content-length'];
      if (expectedLength !== undefined && Number(expectedLength) !== size) {
        throw new S3Error('IncompleteBody', 'You did not provide the number of bytes specified by the Content-Length HTTP header.');
      }
      const expectedMd5 = object.metadata['content-md5'];
      const md5 = hash.copy().digest('hex');
      if (expectedMd5 !== undefined && Buffer.from(expectedMd5, 'base64').toString('hex') !== md5) {
        throw new S3Error('BadDigest', 'The Content-MD5 you specified did not match what we received.');
      }
      await fsp.rename(temp, target);
      await store.putMetadata(object.bucket, object.key, object.metadata, md5);
      return { size, md5 };
    } finally {
      await fsp.rm(temp, { force: true });
    }
  };
}

export interface S3TestServer {
  endpoint: string;
  /** Makes a new, empty bucket and answers the settings that use it, as a deployment would set them. */
  createBucket(): Promise<Record<string, string>>;
  /** Stops the server and removes everything it stored. */
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on a free loopback port, storing into its own temporary folder. */
export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'colorbook-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  makeUploadsAtomic((server as unknown as { store: S3rverFilesystemStore }).store);
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    async createBucket() {
      const env = {
        S3_BUCKET: `test-${randomBytes(6).toString('hex')}`,
        S3_ENDPOINT: endpoint,
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: ACCESS_KEY,
        S3_SECRET_ACCESS_KEY: ACCESS_KEY,
        S3_FORCE_PATH_STYLE: 'true',
      };
      const storage = s3StorageOf(env);
      const client = createS3Client(storage);
      await client.send(new CreateBucketCommand({ Bucket: storage.bucket }));
      client.destroy();
      return env;
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The storage settings `env` gives, read the way the server reads them. */
export function s3StorageOf(env: Record<string, string>): S3StorageConfig {
  const { storage } = loadConfig({ DATA_DIR: os.tmpdir(), ...env });
  if (storage.kind !== 's3') throw new Error('These settings name no S3 bucket');
  return storage;
}
