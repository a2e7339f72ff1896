import type { Db } from '../db/database';

/** Of the given blob keys, those a row still refers to: a saved image, or a page kept for Recent pages. */
export async function findReferencedBlobKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const [images, pages] = await Promise.all([
    db.selectFrom('images').select('blob_key').where('blob_key', 'in', keys).execute(),
    db.selectFrom('generated_pages').select('blob_key').where('blob_key', 'in', keys).execute(),
  ]);
  return new Set([...images, ...pages].map((row) => row.blob_key).filter((key): key is string => key !== null));
}
