import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { hopscotchCourt } from './hopscotch';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('hopscotch', () => {
  it.each(AGES)('a girl playing hopscotch hops on one foot over a court chalked on the ground (%s)', (ageGroup) => {
    const page = scenePage('a girl playing hopscotch', ageGroup);
    expect(page.verb).toBe('hopscotch');
    // With no verb she stood waving and the page said "Couldn't draw: hopscotch".
    const box = page.joins.find((join) => join.what === 'foot-over-box')!;
    expect(Math.abs(box.thing.x - box.figure.x)).toBeLessThan(120);
    // In the box's near half where the court is lifted clear of the frame's foot (3-5); a box is some 300 px deep now.
    expect(box.thing.y - box.figure.y).toBeGreaterThan(-100);
    expect(box.thing.y - box.figure.y).toBeLessThan(120);
    const raised = page.joins.find((join) => join.what === 'foot-up-behind')!;
    expect(raised.thing.x).toBeLessThan(raised.figure.x);
    expect(raised.thing.y).toBeLessThan(raised.figure.y - 60);
    expect(page.notDrawn).toEqual([]);
  });

  // The court was a strip of blank boxes with its pairs in the wrong places (judging 19): 1, 2, 3|4, 5, 6|7, 8, each numbered.
  it('chalks a court of eight numbered boxes, 3 and 4 side by side and 6 and 7', () => {
    const court = hopscotchCourt(100, 1900, 1000, 150, 9, 'medium');
    expect(court.squares).toHaveLength(8);
    const [one, two, three, four, five, six, seven, eight] = court.squares.map((square) => square.x) as number[];
    expect(one!).toBeLessThan(two!);
    expect(Math.abs(three! - four!)).toBeLessThan(60);
    expect(four!).toBeLessThan(five!);
    expect(Math.abs(six! - seven!)).toBeLessThan(60);
    expect(seven!).toBeLessThan(eight!);
    expect(court.markup.match(/fill-rule="evenodd"/g)).toHaveLength(8);
  });
});
