import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { scenePage as pageOf } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('someone sitting on a chair', () => {
  // With no chair to sit on, "a boy sitting on a chair" sat on the grass beside a chair icon smaller than his hand.
  it.each(AGES)('draws the chair and seats the boy on its seat (%s)', (ageGroup) => {
    const { joins, matched } = pageOf('a boy sitting on a chair', ageGroup);
    expect(matched).toContain('sitting-chair');
    const seat = joins.find((join) => join.what === 'seat-on-seat')!;
    expect(Math.abs(seat.figure.y - seat.thing.y)).toBeLessThan(40);
    expect(Math.abs(seat.figure.x - seat.thing.x)).toBeLessThan(60);
  });

  // Sat on the seat's middle, the boy's shins crossed the chair's front leg in a tangle of slivers; a cat still lies across it.
  it.each(AGES)('seats the boy back from the middle of the chair a cat lies across (%s)', (ageGroup) => {
    const seatX = (words: string): number => pageOf(words, ageGroup).joins.find((join) => join.what === 'seat-on-seat')!.thing.x;
    expect(seatX('a boy sitting on a chair') - seatX('a cat sitting on a chair')).toBeGreaterThan(50);
  });

  // Sized as a child is, a cat lay across the whole page, off its edge, over a chair no wider than its head.
  it('seats a cat on the chair no wider than the chair', () => {
    const page = pageOf('a cat sitting on a chair', '6-8');
    const seat = page.joins.find((join) => join.what === 'seat-on-seat')!;
    expect(Math.abs(seat.figure.y - seat.thing.y)).toBeLessThan(40);
    expect(page.cut).toBe(0);
    expect(page.lead).toBeLessThan(0.2);
  });
});
