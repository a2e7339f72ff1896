import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../config';
import { BlobNotFoundError, assertSafeBlobKey, type BlobStore, type StoredBlob } from './blob-store';

const CONTENT_TYPES: Record<string, string> = { png: 'image/png', webp: 'image/webp', jpg: 'image/jpeg' };

function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

function isMissingObject(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);
}

export function createS3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint ?? undefined,
    forcePathStyle: config.forcePathStyle,
    // Without keys the SDK's own chain answers (instance role, web identity, ~/.aws): nothing secret in the env.
    credentials: config.credentials ?? undefined,
    // The default CRC32 trailers are refused by several S3-compatible services (older MinIO, B2); every
    // upload carries a Content-MD5 instead, which all of them check.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An unreachable endpoint fails a request in seconds instead of holding it until the client gives up.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
}

/**
 * Image bytes in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2). A PutObject is
 * atomic: readers see the old object or the whole new one, never part of a write.
 */
export function createS3BlobStore(config: S3StorageConfig, client: S3Client = createS3Client(config)): BlobStore {
  const Bucket = config.bucket;

  async function getObject(key: string) {
    assertSafeBlobKey(key);
    try {
      const response = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      if (!(response.Body instanceof Readable)) throw new Error(`The bucket answered ${key} without a body`);
      return response.Body;
    } catch (error) {
      throw isMissingObject(error) ? new BlobNotFoundError(key) : error;
    }
  }

  async function* list(): AsyncGenerator<StoredBlob> {
    for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key, lastModified: object.LastModified ?? new Date(0) };
      }
    }
  }

  return {
    async put(key, bytes) {
      assertSafeBlobKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentLength: bytes.length,
          ContentMD5: createHash('md5').update(bytes).digest('base64'),
          ContentType: contentTypeOf(key),
        }),
      );
    },
    async get(key) {
      const body = await getObject(key);
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    },
    openReadStream: getObject,
    async delete(key) {
      assertSafeBlobKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    list,
    async stat(key) {
      assertSafeBlobKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        throw isMissingObject(error) ? new BlobNotFoundError(key) : error;
      }
    },
    // A PutObject is atomic: a failed or interrupted upload leaves nothing in the bucket.
    async removeIncompleteWrites() {
      return [];
    },
    async checkReachable() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    close() {
      client.destroy();
    },
  };
}
