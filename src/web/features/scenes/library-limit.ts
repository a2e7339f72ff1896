import type { Quota } from '../../../shared/quota';

/** The server's words when a save would go over the library's storage limit, or null while there is room. */
export function libraryFullMessage(library: Quota['library']): string | null {
  const { items, bytes } = library;
  if (items.limit !== null && items.used >= items.limit) {
    return `Your library is full (${items.limit} scenes and characters). Delete some to save more.`;
  }
  if (bytes.limit !== null && bytes.used >= bytes.limit) {
    return `Your library is full (${Math.round(bytes.limit / 1024 / 1024)} MB of pictures). Delete some to save more.`;
  }
  return null;
}
