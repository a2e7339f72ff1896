import { describe, expect, it } from 'vitest';
import { libraryFullMessage } from './library-limit';

const MB = 1024 * 1024;

describe('libraryFullMessage', () => {
  it('is null while there is room in items and bytes', () => {
    expect(libraryFullMessage({ items: { used: 99, limit: 100 }, bytes: { used: 199 * MB, limit: 200 * MB } })).toBeNull();
  });

  it('names the items limit when it is reached, as the server does', () => {
    expect(libraryFullMessage({ items: { used: 100, limit: 100 }, bytes: { used: 0, limit: 200 * MB } })).toBe(
      'Your library is full (100 scenes and characters). Delete some to save more.',
    );
  });

  it('names the bytes limit when it is reached', () => {
    expect(libraryFullMessage({ items: { used: 1, limit: 100 }, bytes: { used: 200 * MB, limit: 200 * MB } })).toBe(
      'Your library is full (200 MB of pictures). Delete some to save more.',
    );
  });
});
