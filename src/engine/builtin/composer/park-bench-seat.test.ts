import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import type { Detail } from '../motif-library';
import { seatMisses } from './testing/drawn-prop';
import { scenePage as pageOf } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];
const DETAIL: Record<AgeGroup, Detail> = { '3-5': 'low', '6-8': 'medium', '9-12': 'high' };

describe('someone sitting on a bench', () => {
  // With no bench to draw, "a girl sitting on a bench" sat on the grass, her knees two balls in the meadow.
  it.each(AGES)('draws the bench and seats the girl on its seat (%s)', (ageGroup) => {
    const page = pageOf('a girl sitting on a bench', ageGroup);
    expect(page.matched).toContain('park-bench');
    expect(seatMisses(page, 'park-bench', DETAIL[ageGroup])).toEqual([0]);
  });

  // By its hips on the seat, half the pet hung down in front of the seat plank: lying in front of the bench, not on it (judging 20).
  it.each(AGES)('lays a dog or a cat on the seat plank, its tummy on the top of the plank (%s)', (ageGroup) => {
    for (const description of ['a dog sitting on a bench', 'a cat sitting on a bench']) {
      const page = pageOf(description, ageGroup);
      expect(page.matched).toContain('park-bench');
      expect(seatMisses(page, 'park-bench', DETAIL[ageGroup], 'pet-on-bench-seat')).toEqual([0]);
    }
  });

  // The dog lay on the grass at the boy's feet: only a pet named alone was put on the bench.
  it.each(AGES)('lays a child\'s dog on the seat plank beside the child, smaller than the child (%s)', (ageGroup) => {
    const page = pageOf('a boy and his dog sitting on a park bench', ageGroup);
    expect(page.matched).toContain('park-bench');
    const seat = page.joins.find((join) => join.what === 'seat-on-seat')!;
    const onSeat = page.joins.find((join) => join.what === 'pet-on-bench-seat')!;
    expect(seatMisses(page, 'park-bench', DETAIL[ageGroup], 'pet-on-bench-seat')).toEqual([0]);
    expect(Math.abs(onSeat.figure.x - seat.figure.x)).toBeGreaterThan(800);
  });

  // The second of two stood beside the bench, sitting on nothing.
  it.each(AGES)('seats two on the one bench, apart at either end of its seat (%s)', (ageGroup) => {
    const page = pageOf('a grandma and a boy sitting on a bench', ageGroup);
    const seats = page.joins.filter((join) => join.what === 'seat-on-seat');
    expect(seats).toHaveLength(2);
    expect(seatMisses(page, 'park-bench', DETAIL[ageGroup])).toEqual([0, 0]);
    expect(Math.abs(seats[0]!.figure.x - seats[1]!.figure.x)).toBeGreaterThan(1000);
  });
});
