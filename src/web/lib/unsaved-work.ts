import { useEffect, useRef } from 'react';
import type { z } from 'zod';

// A screen's unsaved result (a generated sheet or scene) outlives a lost session: it is written to the
// browser just before the trip to the sign-in page and handed back to the same person when they return.
const STORAGE_KEY_PREFIX = 'colorbook.unsavedWork.';
const KEEP_FOR_MS = 24 * 60 * 60 * 1000;

interface StoredWork {
  userId: string;
  storedAt: number;
  value: unknown;
}

type WorkCollector = () => { key: string; userId: string; value: unknown } | null;
const collectors = new Set<WorkCollector>();

/** While mounted, `value` (null when there is nothing worth keeping) is kept if the session ends. */
export function useKeepOnSignOut(key: string, userId: string | undefined, value: unknown): void {
  const latest = useRef({ userId, value });
  latest.current = { userId, value };
  useEffect(() => {
    const collect: WorkCollector = () => {
      const { userId: owner, value: current } = latest.current;
      return owner && current !== null ? { key, userId: owner, value: current } : null;
    };
    collectors.add(collect);
    return () => {
      collectors.delete(collect);
    };
  }, [key]);
}

/** Writes every mounted screen's unsaved work to the browser; called on the way to the sign-in page. */
export function keepUnsavedWork(storage: Storage = window.localStorage, now = Date.now()): void {
  for (const collect of collectors) {
    const work = collect();
    if (!work) continue;
    const stored: StoredWork = { userId: work.userId, storedAt: now, value: work.value };
    try {
      storage.setItem(STORAGE_KEY_PREFIX + work.key, JSON.stringify(stored));
    } catch {
      // A full or blocked storage loses only the carry-over.
    }
  }
}

/** The work kept for this screen and person, once: it is removed from the browser as it is read. */
export function takeUnsavedWork<T>(
  key: string,
  userId: string | undefined,
  schema: z.ZodType<T>,
  storage: Storage = window.localStorage,
  now = Date.now(),
): T | null {
  if (!userId) return null;
  const raw = storage.getItem(STORAGE_KEY_PREFIX + key);
  if (raw === null) return null;
  let stored: Partial<StoredWork>;
  try {
    stored = JSON.parse(raw) as Partial<StoredWork>;
  } catch {
    storage.removeItem(STORAGE_KEY_PREFIX + key);
    return null;
  }
  // Someone else's work stays for them (a shared computer); expired or unreadable work goes.
  if (stored.userId !== userId) {
    if (typeof stored.storedAt !== 'number' || now - stored.storedAt > KEEP_FOR_MS) storage.removeItem(STORAGE_KEY_PREFIX + key);
    return null;
  }
  storage.removeItem(STORAGE_KEY_PREFIX + key);
  if (typeof stored.storedAt !== 'number' || now - stored.storedAt > KEEP_FOR_MS) return null;
  const parsed = schema.safeParse(stored.value);
  return parsed.success ? parsed.data : null;
}
