import type { Quota } from '../../../shared/quota';

/**
 * True when no more books may be created: the saved books have reached a finite limit (the free beta has
 * one). `beingDeleted` books (their Undo still on screen) no longer count: making a book sends their deletion first.
 */
export function isAtBookLimit(usage: Quota['books'], beingDeleted = 0): boolean {
  return usage.limit !== null && usage.used - beingDeleted >= usage.limit;
}

export function bookLimitMessage(limit: number): string {
  return `You've reached your limit of ${limit} ${limit === 1 ? 'book' : 'books'}.`;
}

/** What a person can do now, on a plan that cannot be bought yet: the limit counts saved books, not pages. */
export function bookLimitHelp(limit: number): string {
  const yours = limit === 1 ? 'your book' : 'one of your books';
  const one = limit === 1 ? 'it' : 'one';
  return `You can still add this scene to ${yours} above, remove pages you no longer need from it, and export it as a ZIP from its page. To start a new book, export ${one}, then delete ${one} from its page.`;
}
