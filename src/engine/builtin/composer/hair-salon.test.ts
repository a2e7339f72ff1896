import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];
const WORDS = ['a hairdresser cutting hair', 'a girl at the hair salon', 'a barber cutting a boy\'s hair'];

describe('a haircut in the salon', () => {
  // A role alone gave a man with giant scissors in a meadow: the customer sits caped before the mirror, the hairdresser behind.
  it.each(AGES.flatMap((ageGroup) => WORDS.map((words) => [words, ageGroup] as const)))('"%s" is a salon with a mirror, a customer on a chair and a hairdresser (%s)', (words, ageGroup) => {
    const page = scenePage(words, ageGroup);
    expect(page.setting).toBe('salon');
    expect(page.layout).toBe('room');
    expect(page.matched).toEqual(expect.arrayContaining(['mirror', 'bottle', 'sitting-chair', 'scissors', 'comb']));
    expect(page.matched).not.toContain('sun');
    expect(page.notDrawn).toEqual([]);
    expect(page.figures).toBe(2);
    expect(page.cut).toBe(0);
  });

  it.each(AGES)('puts the scissors\' tips at the customer\'s hair and the customer on the chair (%s)', (ageGroup) => {
    const { joins } = scenePage('a girl at the hair salon', ageGroup);
    const snip = joins.find((join) => join.what === 'scissors-at-hair')!;
    const seat = joins.find((join) => join.what === 'customer-on-seat')!;
    // The head's middle to the tips: within the head, short of its far side.
    expect(Math.hypot(snip.thing.x - snip.figure.x, snip.thing.y - snip.figure.y)).toBeLessThan(200);
    expect(snip.thing.x).toBeLessThan(snip.figure.x);
    expect(Math.hypot(seat.thing.x - seat.figure.x, seat.thing.y - seat.figure.y)).toBeLessThan(30);
  });

  it.each(['a girl brushing her hair', 'a girl with long hair'])('leaves "%s" out of the salon', (words) => {
    expect(scenePage(words).setting).not.toBe('salon');
  });

  // Review 16: a haircut one has put the boy kicking his ball among the salon's shampoo shelves.
  it('keeps "a boy with a short haircut playing soccer" in the stadium', () => {
    const page = scenePage('a boy with a short haircut playing soccer');
    expect(page.setting).toBe('stadium');
    expect(page.verb).toBe('kicking');
  });

  it('does not make "a girl with a new haircut" a hairdresser', () => {
    const page = scenePage('a girl with a new haircut');
    expect(page.setting).not.toBe('salon');
    expect(page.verb).not.toBe('cutting-hair');
  });

  it.each(AGES)('still sits "a boy getting a haircut" caped in the salon (%s)', (ageGroup) => {
    const page = scenePage('a boy getting a haircut', ageGroup);
    expect(page.setting).toBe('salon');
    expect(page.verb).toBe('cutting-hair');
  });
});
