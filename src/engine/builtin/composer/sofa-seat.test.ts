import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { scenePage as pageOf } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('two sitting on a sofa', () => {
  // With no sofa to draw, the mom and her baby sat on nothing in the meadow.
  it.each(AGES)('draws the sofa indoors and seats both on its seat (%s)', (ageGroup) => {
    const { joins, matched } = pageOf('a mom and her baby sitting on a sofa', ageGroup);
    expect(matched).toContain('sitting-sofa');
    expect(matched).not.toContain('deciduous-tree');
    const seats = joins.filter((join) => join.what === 'seat-on-seat');
    expect(seats).toHaveLength(2);
    for (const seat of seats) expect(Math.abs(seat.figure.y - seat.thing.y)).toBeLessThan(40);
  });
});
