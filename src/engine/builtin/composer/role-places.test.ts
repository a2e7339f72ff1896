import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { scenePage as pageOf } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('people with a role in their own place', () => {
  // The librarian stood in the same meadow as everyone else (judging 20).
  it.each(AGES)('puts a librarian among the bookshelves of a library (%s)', (ageGroup) => {
    const page = pageOf('a librarian with a stack of books', ageGroup);
    expect(page.setting).toBe('classroom');
    expect(page.matched).toEqual(expect.arrayContaining(['bookshelf', 'ladder']));
    expect(page.matched).not.toContain('deciduous-tree');
  });
});
