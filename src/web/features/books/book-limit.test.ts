import { describe, expect, it } from 'vitest';
import { bookLimitHelp, bookLimitMessage, isAtBookLimit } from './book-limit';

describe('book limit', () => {
  it('is reached at a finite limit only', () => {
    expect(isAtBookLimit({ used: 0, limit: 1 })).toBe(false);
    expect(isAtBookLimit({ used: 1, limit: 1 })).toBe(true);
    expect(isAtBookLimit({ used: 2, limit: 1 })).toBe(true);
    expect(isAtBookLimit({ used: 40, limit: null })).toBe(false);
  });

  it('leaves out books being deleted (their Undo still on screen)', () => {
    expect(isAtBookLimit({ used: 1, limit: 1 }, 1)).toBe(false);
    expect(isAtBookLimit({ used: 2, limit: 1 }, 1)).toBe(true);
  });

  it('says the limit and what can be done now instead of only upgrading', () => {
    expect(bookLimitMessage(1)).toBe("You've reached your limit of 1 book.");
    expect(bookLimitMessage(3)).toBe("You've reached your limit of 3 books.");
    expect(bookLimitHelp(1)).toBe(
      'You can still add this scene to your book above, remove pages you no longer need from it, and export it as a ZIP from its page. To start a new book, export it, then delete it from its page.',
    );
    expect(bookLimitHelp(3)).toContain('to one of your books above');
    expect(bookLimitHelp(1)).not.toMatch(/upgrade/i);
  });
});
