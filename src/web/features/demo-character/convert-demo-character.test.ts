import { describe, expect, it, vi } from 'vitest';
import type { CreateCharacterRequest } from '../../../shared/character';
import { DEMO_CHARACTER_STORAGE_KEY } from '../../lib/demo-character-key';
import { saveDemoCharacter } from '../../lib/demo-character-storage';
import { DEMO_CONVERTED_SESSION_KEY, convertStoredDemo } from './convert-demo-character';
import { MemoryStorage } from '../../lib/testing/memory-storage';

const NOW = Date.UTC(2026, 0, 1, 12);
const MINUTE = 60 * 1000;
const LONG_DESCRIPTION = 'A brave little fox explorer with a tiny backpack, a compass and a floppy sun hat';

function storedDemo(ageMs: number): { storage: MemoryStorage; session: MemoryStorage } {
  const storage = new MemoryStorage();
  saveDemoCharacter(storage, { description: LONG_DESCRIPTION, dataUri: 'data:image/png;base64,AAAA' }, NOW - ageMs);
  return { storage, session: new MemoryStorage() };
}

describe('demo character conversion', () => {
  it('creates a character with a short name made from the description, then clears the demo and marks the session', async () => {
    const { storage, session } = storedDemo(10 * MINUTE);
    const created: CreateCharacterRequest[] = [];
    const outcome = await convertStoredDemo({
      storage,
      session,
      now: NOW,
      createCharacter: async (request) => {
        created.push(request);
        return { id: 'new-character' };
      },
    });
    expect(outcome).toEqual({ status: 'converted', characterId: 'new-character' });
    expect(created).toEqual([
      {
        name: 'Little Fox Explorer',
        description: LONG_DESCRIPTION,
        numberOfPoses: 3,
        dataUri: 'data:image/png;base64,AAAA',
      },
    ]);
    expect(storage.getItem(DEMO_CHARACTER_STORAGE_KEY)).toBeNull();
    expect(session.getItem(DEMO_CONVERTED_SESSION_KEY)).not.toBeNull();
  });

  it('discards a demo older than an hour without creating anything', async () => {
    const { storage, session } = storedDemo(61 * MINUTE);
    const createCharacter = vi.fn(async () => ({ id: 'never' }));
    expect(await convertStoredDemo({ storage, session, now: NOW, createCharacter })).toEqual({ status: 'expired' });
    expect(createCharacter).not.toHaveBeenCalled();
    expect(storage.getItem(DEMO_CHARACTER_STORAGE_KEY)).toBeNull();
  });

  it('converts nothing twice in one browser session', async () => {
    const { storage, session } = storedDemo(MINUTE);
    session.setItem(DEMO_CONVERTED_SESSION_KEY, 'true');
    const createCharacter = vi.fn(async () => ({ id: 'never' }));
    expect(await convertStoredDemo({ storage, session, now: NOW, createCharacter })).toEqual({ status: 'already-converted' });
    expect(createCharacter).not.toHaveBeenCalled();
  });

  it('discards the demo when the save fails and leaves the session unmarked', async () => {
    const { storage, session } = storedDemo(MINUTE);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const outcome = await convertStoredDemo({
      storage,
      session,
      now: NOW,
      createCharacter: () => Promise.reject(new Error('403: {"message":"limit"}')),
    });
    consoleError.mockRestore();
    expect(outcome).toEqual({ status: 'failed' });
    expect(storage.getItem(DEMO_CHARACTER_STORAGE_KEY)).toBeNull();
    expect(session.getItem(DEMO_CONVERTED_SESSION_KEY)).toBeNull();
  });

  it('clears unreadable stored data', async () => {
    const storage = new MemoryStorage();
    storage.setItem(DEMO_CHARACTER_STORAGE_KEY, '{not json');
    const outcome = await convertStoredDemo({ storage, session: new MemoryStorage(), now: NOW, createCharacter: vi.fn() });
    expect(outcome).toEqual({ status: 'nothing-stored' });
    expect(storage.getItem(DEMO_CHARACTER_STORAGE_KEY)).toBeNull();
  });
});
