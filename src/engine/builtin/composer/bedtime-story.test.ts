import { describe, expect, it } from 'vitest';
import { scenePage as pageOf } from './testing/scene-page';

describe('a bedtime story', () => {
  // The mom stood in a field at night reading to no one: no bed, no child, no room.
  it.each([
    ['a mom reading a bedtime story', '6-8'],
    ['dad reading a bedtime story to his son', '3-5'],
    ['grandma telling a bedtime story', '9-12'],
  ] as const)('draws "%s" (%s) as a reader on a chair beside a child in bed, in a bedroom at night', (words, age) => {
    const { figures, layout, verb, joins, matched } = pageOf(words, age);
    expect(verb).toBe('bedtime-story');
    expect(layout).toBe('bedroom');
    expect(figures).toBe(2);
    expect(matched).toEqual(expect.arrayContaining(['made-bed', 'open-book', 'crescent-moon']));
    const seat = joins.find((join) => join.what === 'reader-on-chair')!;
    expect(Math.abs(seat.figure.y - seat.thing.y)).toBeLessThan(40);
    const book = joins.find((join) => join.what === 'story-book-held')!;
    expect(book.thing.y).toBeGreaterThan(book.figure.y);
    // The child's face beside the book, right of the reader's chair, its head down on the bed.
    const child = joins.find((join) => join.what === 'listener-in-bed')!;
    expect(child.figure.x).toBeGreaterThan(seat.figure.x);
    expect(child.figure.y).toBeGreaterThan(child.thing.y);
  });

  // "a bedtime story" threw (no reader), and a dragon's wings left the bed no floor: the page never finished.
  it.each([
    ['a bedtime story'],
    ['a teddy bear and a bedtime story'],
    ['a dragon reading a bedtime story'],
    ['a bedtime story about a dragon in a castle'],
    ['a bear reading a bedtime story'],
  ] as const)('reads "%s" from a chair beside a bed that fills the floor to its right', (words) => {
    const { figures, verb, joins, matched } = pageOf(words, '6-8');
    expect(verb).toBe('bedtime-story');
    expect(figures).toBe(2);
    expect(matched).not.toContain('bedtime story');
    const bed = joins.find((join) => join.what === 'bed-beside-reader')!;
    // The art is 2150 wide: the bed's far end at least a third of it past the reader.
    expect(bed.thing.x - bed.figure.x).toBeGreaterThan(700);
    expect(joins.find((join) => join.what === 'listener-in-bed')).toBeDefined();
  });
});
