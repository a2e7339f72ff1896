import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('lying in a hammock', () => {
  // Dad stood reading on the grass and the hammock was left out (judging 21).
  it.each(AGES)('dad lies in the hammock between its trees with an open book up on his chest (%s)', (ageGroup) => {
    const page = scenePage('dad reading in a hammock', ageGroup);
    expect(page.verb).toBe('lying-in-hammock');
    expect(page.notDrawn).toEqual([]);
    expect(page.matched).toEqual(expect.arrayContaining(['hammock', 'open-book']));
    const lying = page.joins.find((join) => join.what === 'lying-in-hammock')!;
    // His hips over the cloth's middle, lying on it rather than beside it.
    expect(Math.abs(lying.figure.x - lying.thing.x)).toBeLessThan(250);
    expect(Math.abs(lying.figure.y - lying.thing.y)).toBeLessThan(150);
    // The book on the chest, just ahead of his neck, not down at his feet nor in the air.
    const book = page.joins.find((join) => join.what === 'book-on-chest')!;
    expect(book.thing.x - book.figure.x).toBeGreaterThan(0);
    expect(book.thing.x - lying.figure.x).toBeLessThan(0);
    expect(Math.abs(book.thing.y - book.figure.y)).toBeLessThan(120);
  });

  it.each(['a girl in a hammock', 'a man in a hammock'])('"%s" lies in it awake, with no book', (description) => {
    const page = scenePage(description);
    expect(page.verb).toBe('lying-in-hammock');
    expect(page.matched).toContain('hammock');
    expect(page.joins.some((join) => join.what === 'lying-in-hammock')).toBe(true);
    expect(page.joins.some((join) => join.what === 'book-on-chest')).toBe(false);
  });

  it('a girl sleeping in a hammock lies in it at night', () => {
    const page = scenePage('a girl sleeping in a hammock', '9-12');
    expect(page.verb).toBe('sleeping-in-hammock');
    expect(page.matched).toContain('crescent-moon');
    expect(page.matched).toContain('zzz');
    expect(page.joins.some((join) => join.what === 'book-on-chest')).toBe(false);
  });

  // Grandpa napping in a hammock lay under a crescent moon and stars, with no "Zzz" (review 16): a nap is by day.
  it.each(AGES.flatMap((ageGroup) => ['grandpa napping in a hammock', 'dad dozing in the hammock'].map((words) => [words, ageGroup] as const)))('"%s" naps by day with the Zzz over his head (%s)', (words, ageGroup) => {
    const page = scenePage(words, ageGroup);
    expect(page.joins.some((join) => join.what === 'lying-in-hammock')).toBe(true);
    expect(page.matched).toEqual(expect.arrayContaining(['hammock', 'sun', 'zzz']));
    expect(page.matched).not.toContain('crescent-moon');
    expect(page.notDrawn).toEqual([]);
  });
});
