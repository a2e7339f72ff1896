import { describe, expect, it } from 'vitest';
import { notDrawnMessage } from './not-drawn-message';

describe('notDrawnMessage', () => {
  it('names one word, several words, or nothing', () => {
    expect(notDrawnMessage(['submarine'])).toBe("Couldn't draw: submarine — try another word");
    expect(notDrawnMessage(['submarine', 'harp'])).toBe("Couldn't draw: submarine, harp — try other words");
    expect(notDrawnMessage([])).toBeNull();
  });
});
