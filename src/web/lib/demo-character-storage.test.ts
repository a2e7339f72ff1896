import { describe, expect, it } from 'vitest';
import {
  DEMO_CHARACTER_STORAGE_KEY,
  clearDemoCharacter,
  getDemoCharacterName,
  isDemoCharacterExpired,
  loadDemoCharacter,
  saveDemoCharacter,
} from './demo-character-storage';

/** The Web Storage interface over a Map: Node has no localStorage. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

const dataUri = 'data:image/png;base64,iVBORw0KGgo=';

describe('demo character storage', () => {
  it('keeps the preview with 3 poses and the time it was made', () => {
    const storage = new MemoryStorage();
    saveDemoCharacter(storage, { description: 'A brave owl', dataUri }, 1_700_000_000_000);
    expect(loadDemoCharacter(storage)).toEqual({
      description: 'A brave owl',
      numberOfPoses: 3,
      dataUri,
      timestamp: 1_700_000_000_000,
    });
    clearDemoCharacter(storage);
    expect(loadDemoCharacter(storage)).toBeNull();
  });

  it('reads nothing from a corrupt or foreign entry', () => {
    const storage = new MemoryStorage();
    storage.setItem(DEMO_CHARACTER_STORAGE_KEY, '{not json');
    expect(loadDemoCharacter(storage)).toBeNull();
    storage.setItem(DEMO_CHARACTER_STORAGE_KEY, JSON.stringify({ description: 'x', dataUri: 'javascript:1' }));
    expect(loadDemoCharacter(storage)).toBeNull();
  });

  it('names the character after the first 50 characters of the description', () => {
    const description = 'A cheerful robot with round eyes and a little antenna with a ball on top';
    expect(getDemoCharacterName({ description })).toBe(description.slice(0, 50).trim());
    expect(getDemoCharacterName({ description })).toHaveLength(50);
    expect(getDemoCharacterName({ description: 'A fox' })).toBe('A fox');
  });

  it('expires a demo older than one hour', () => {
    const made = 1_700_000_000_000;
    expect(isDemoCharacterExpired({ timestamp: made }, made + 59 * 60 * 1000)).toBe(false);
    expect(isDemoCharacterExpired({ timestamp: made }, made + 61 * 60 * 1000)).toBe(true);
  });
});
