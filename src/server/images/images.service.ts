import { randomUUID } from 'node:crypto';
import { InvalidImageError, decodeImageDataUri, type EncodedImage } from '../../engine/image-intake';
import { MAX_IMAGE_BYTES } from '../../shared/constants';
import { HttpError } from '../http-error';
import type { PixelWork } from '../../engine/worker/pooled-engine';
import type { BlobStore } from '../storage/blob-store';
import { findOwnedImage, type ImageRow } from './images.repository';
import type { Db } from '../db/database';

export const INVALID_IMAGE_MESSAGE = 'Invalid image';

export function imageUrl(imageId: string): string {
  return `/api/images/${imageId}`;
}

function toHttpError(error: unknown): unknown {
  if (!(error instanceof InvalidImageError)) return error;
  if (error.reason === 'too_large') {
    return new HttpError(413, `Image is too large (at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB)`);
  }
  if (error.reason === 'bad_size') return new HttpError(400, error.message);
  return new HttpError(400, INVALID_IMAGE_MESSAGE);
}

/** The bytes of an uploaded data URI, checked for size, base64 and type by their first bytes; nothing is decoded. */
export function readUploadedBytes(dataUri: string): Buffer {
  try {
    return decodeImageDataUri(dataUri).bytes;
  } catch (error) {
    throw toHttpError(error);
  }
}

/** A page and its thumbnail written to the blob store, with the rows to insert beside the item they belong to. */
export interface StoredImagePair {
  image: ImageRow;
  thumbnail: ImageRow;
}

/**
 * Checks and re-encodes an uploaded data URI (in the engine's worker threads), then writes it and its
 * thumbnail to the blob store.
 */
export async function storeUploadedImage(
  app: { blobs: BlobStore; pixels: PixelWork },
  userId: string,
  dataUri: string,
): Promise<StoredImagePair> {
  const { blobs } = app;
  const intaken = await app.pixels.intakeImage(dataUri).catch((error: unknown) => {
    throw toHttpError(error);
  });
  const createdAt = new Date().toISOString();
  const [image, thumbnail] = await Promise.all([
    storeEncoded(blobs, userId, intaken.image, createdAt),
    storeEncoded(blobs, userId, intaken.thumbnail, createdAt),
  ]);
  return { image, thumbnail };
}

async function storeEncoded(blobs: BlobStore, userId: string, encoded: EncodedImage, createdAt: string): Promise<ImageRow> {
  const id = randomUUID();
  // Two-character folders keep any one directory small.
  const blobKey = `${id.slice(0, 2)}/${id}.${encoded.contentType === 'image/png' ? 'png' : 'webp'}`;
  await blobs.put(blobKey, encoded.bytes);
  return {
    id,
    user_id: userId,
    blob_key: blobKey,
    content_type: encoded.contentType,
    width: encoded.width,
    height: encoded.height,
    byte_size: encoded.bytes.length,
    created_at: createdAt,
  };
}

/** Removes bytes whose rows are gone (or were never committed). A failure here only leaves an orphan file. */
export async function deleteBlobs(blobs: BlobStore, blobKeys: string[]): Promise<void> {
  await Promise.allSettled(blobKeys.map((key) => blobs.delete(key)));
}

export function blobKeysOf(pair: StoredImagePair): string[] {
  return [pair.image.blob_key, pair.thumbnail.blob_key];
}

/** The PNG to refine, checked like an upload (see `readRefinablePng`), in the engine's worker threads. */
export async function readImageToRefine(pixels: PixelWork, dataUri: string): Promise<Buffer> {
  return pixels.readRefinablePng(dataUri).catch((error: unknown) => {
    throw toHttpError(error);
  });
}

/**
 * Copies stored images of the user (a page and its thumbnail) to new files and rows, for an item that
 * starts as a copy of another; the rows are the caller's to insert. Answers undefined when one is missing.
 */
export async function copyStoredImages(
  app: { blobs: BlobStore; db: Db },
  userId: string,
  imageIds: string[],
): Promise<ImageRow[] | undefined> {
  const sources = await Promise.all(imageIds.map((id) => findOwnedImage(app.db, userId, id)));
  if (sources.some((source) => !source)) return undefined;
  const createdAt = new Date().toISOString();
  const copies: ImageRow[] = [];
  try {
    for (const source of sources as ImageRow[]) {
      const id = randomUUID();
      const blobKey = `${id.slice(0, 2)}/${id}.${source.blob_key.split('.').pop() ?? 'png'}`;
      await app.blobs.put(blobKey, await app.blobs.get(source.blob_key));
      copies.push({ ...source, id, blob_key: blobKey, created_at: createdAt });
    }
  } catch (error) {
    await deleteBlobs(app.blobs, copies.map((copy) => copy.blob_key));
    throw error;
  }
  return copies;
}
