import { describe, expect, it } from 'vitest';
import { characterLimitMessage, isAtCharacterLimit } from './character-limit';

describe('character limit', () => {
  it('blocks once used reaches the limit', () => {
    expect(isAtCharacterLimit({ used: 1, limit: 2 })).toBe(false);
    expect(isAtCharacterLimit({ used: 2, limit: 2 })).toBe(true);
    expect(isAtCharacterLimit({ used: 3, limit: 2 })).toBe(true);
  });

  it('never blocks an unlimited plan', () => {
    expect(isAtCharacterLimit({ used: 5000, limit: null })).toBe(false);
  });

  it('names the limit in the message', () => {
    expect(characterLimitMessage(4)).toBe("You've reached your limit of 4 characters. Upgrade to create more!");
  });
});
