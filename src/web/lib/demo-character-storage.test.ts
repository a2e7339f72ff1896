import { describe, expect, it } from 'vitest';
import { DEMO_CHARACTER_STORAGE_KEY, hasStoredDemoCharacter } from './demo-character-key';
import {
  clearDemoCharacter,
  getDemoCharacterName,
  isDemoCharacterExpired,
  loadDemoCharacter,
  saveDemoCharacter,
} from './demo-character-storage';
import { MemoryStorage } from './testing/memory-storage';

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
    expect(hasStoredDemoCharacter(storage)).toBe(true);
    clearDemoCharacter(storage);
    expect(loadDemoCharacter(storage)).toBeNull();
    expect(hasStoredDemoCharacter(storage)).toBe(false);
  });

  it('reads nothing from a corrupt or foreign entry', () => {
    const storage = new MemoryStorage();
    storage.setItem(DEMO_CHARACTER_STORAGE_KEY, '{not json');
    expect(loadDemoCharacter(storage)).toBeNull();
    storage.setItem(DEMO_CHARACTER_STORAGE_KEY, JSON.stringify({ description: 'x', dataUri: 'javascript:1' }));
    expect(loadDemoCharacter(storage)).toBeNull();
  });

  it.each([
    ['A brave little dragon who loves reading books', 'Brave Little Dragon'],
    ['A curious astronaut exploring the stars', 'Curious Astronaut'],
    ['A magical unicorn with a flowing mane', 'Magical Unicorn'],
    ['A friendly robot who loves to help', 'Friendly Robot'],
    ['A playful penguin sliding on the ice', 'Playful Penguin'],
    ['A wise old owl wearing a graduation cap', 'Wise Old Owl'],
    ['The cheerful robot, round and shiny', 'Cheerful Robot'],
    ['A very small happy green baby dinosaur', 'Green Baby Dinosaur'],
    ['fox', 'Fox'],
    ['A ...', 'A ...'],
  ])('names the character from "%s" as "%s"', (description, name) => {
    expect(getDemoCharacterName({ description })).toBe(name);
  });

  it('keeps a derived name within 50 characters', () => {
    const description = 'A supercalifragilisticexpialidocious extraordinarily-magnificent creature';
    expect(getDemoCharacterName({ description }).length).toBeLessThanOrEqual(50);
  });

  it('expires a demo older than one hour', () => {
    const made = 1_700_000_000_000;
    expect(isDemoCharacterExpired({ timestamp: made }, made + 59 * 60 * 1000)).toBe(false);
    expect(isDemoCharacterExpired({ timestamp: made }, made + 61 * 60 * 1000)).toBe(true);
  });
});
