import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { scenePage as pageOf } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('someone sitting on a bench', () => {
  // With no bench to draw, "a girl sitting on a bench" sat on the grass, her knees two balls in the meadow.
  it.each(AGES)('draws the bench and seats the girl on its seat (%s)', (ageGroup) => {
    const { joins, matched } = pageOf('a girl sitting on a bench', ageGroup);
    expect(matched).toContain('park-bench');
    const seat = joins.find((join) => join.what === 'seat-on-seat')!;
    expect(Math.abs(seat.figure.y - seat.thing.y)).toBeLessThan(40);
    expect(Math.abs(seat.figure.x - seat.thing.x)).toBeLessThan(60);
  });
});
