import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MemoryStorage } from './testing/memory-storage';
import { keepUnsavedWork, takeUnsavedWork } from './unsaved-work';

const WorkSchema = z.object({ dataUri: z.string() });
const KEY = 'create-character';
const NOW = Date.UTC(2026, 10, 23, 12);
const HOUR = 60 * 60 * 1000;

function storedWork(storage: Storage, userId: string, storedAt: number, value: unknown = { dataUri: 'data:image/png;base64,AAAA' }) {
  storage.setItem(`colorbook.unsavedWork.${KEY}`, JSON.stringify({ userId, storedAt, value }));
}

describe('work kept across a lost session', () => {
  it('goes back once to the person who made it', () => {
    const storage = new MemoryStorage();
    storedWork(storage, 'user-1', NOW - HOUR);
    expect(takeUnsavedWork(KEY, 'user-1', WorkSchema, storage, NOW)).toEqual({ dataUri: 'data:image/png;base64,AAAA' });
    expect(takeUnsavedWork(KEY, 'user-1', WorkSchema, storage, NOW)).toBeNull();
  });

  it('stays for its maker when someone else signs in on the same browser', () => {
    const storage = new MemoryStorage();
    storedWork(storage, 'user-1', NOW - HOUR);
    expect(takeUnsavedWork(KEY, 'user-2', WorkSchema, storage, NOW)).toBeNull();
    expect(takeUnsavedWork(KEY, 'user-1', WorkSchema, storage, NOW)).not.toBeNull();
  });

  it('is dropped after a day, or when unreadable', () => {
    const storage = new MemoryStorage();
    storedWork(storage, 'user-1', NOW - 25 * HOUR);
    expect(takeUnsavedWork(KEY, 'user-1', WorkSchema, storage, NOW)).toBeNull();
    expect(storage.length).toBe(0);
    storedWork(storage, 'user-1', NOW, { dataUri: 42 });
    expect(takeUnsavedWork(KEY, 'user-1', WorkSchema, storage, NOW)).toBeNull();
    storage.setItem(`colorbook.unsavedWork.${KEY}`, '{not json');
    expect(takeUnsavedWork(KEY, 'user-1', WorkSchema, storage, NOW)).toBeNull();
    expect(storage.length).toBe(0);
  });

  it('is not handed to a signed-out screen', () => {
    const storage = new MemoryStorage();
    storedWork(storage, 'user-1', NOW);
    expect(takeUnsavedWork(KEY, undefined, WorkSchema, storage, NOW)).toBeNull();
    expect(storage.length).toBe(1);
  });

  it('writes nothing when no screen has work', () => {
    const storage = new MemoryStorage();
    keepUnsavedWork(storage, NOW);
    expect(storage.length).toBe(0);
  });
});
