import { describe, expect, it } from 'vitest';
import { scenePage as pageOf } from './testing/scene-page';

describe('a grown-up reading to a son or a daughter', () => {
  // "His son" and "her daughter" named no one: the dad read alone, to no one.
  it.each([
    ['a dad reading to his son', 'boy'],
    ['a mom reading to her daughter', 'girl'],
  ] as const)('draws the child in "%s", the two sharing one book', (words, child) => {
    const { figures, matched, joins } = pageOf(words, '6-8');
    expect(figures).toBe(2);
    expect(matched).toContain(child);
    expect(joins.filter((join) => join.what === 'shared-book-hand')).toHaveLength(2);
  });
});
