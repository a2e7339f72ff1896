import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { scenePage as pageOf } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('a family on one sofa', () => {
  // "Couch" named no sofa, so the family stood in a meadow; on the sofa two sat and the kid stood beside it.
  it.each(AGES)('seats all three on its seat, one seat each (%s)', (ageGroup) => {
    for (const words of ['a family sitting on the couch', 'a mom, a dad and a kid on the sofa']) {
      const page = pageOf(words, ageGroup);
      expect(page.matched).toContain('sitting-sofa');
      expect(page.figures).toBe(3);
      const seats = page.joins.filter((join) => join.what === 'seat-on-seat');
      expect(seats).toHaveLength(3);
      for (const seat of seats) expect(Math.abs(seat.figure.y - seat.thing.y)).toBeLessThan(40);
      // One seat each, a third of the sofa apart.
      const xs = seats.map((seat) => seat.thing.x).sort((a, b) => a - b);
      expect(xs[1]! - xs[0]!).toBeGreaterThan(300);
      expect(xs[2]! - xs[1]!).toBeGreaterThan(300);
    }
  });

  // Turned to each other, the grown-ups' thighs at the ends reached in across the child's between them (judging 21).
  it.each(AGES)('sits them facing out, side by side, no one\'s legs or arms across another\'s (%s)', (ageGroup) => {
    for (const words of ['a family sitting on the couch', 'a mom, a dad and a kid on the sofa', 'mom, dad and me on the couch']) {
      const spans = pageOf(words, ageGroup).joins.filter((join) => join.what === 'sofa-sitter-span').sort((a, b) => a.figure.x - b.figure.x);
      expect(spans.length, words).toBeGreaterThan(1);
      for (let index = 1; index < spans.length; index++) expect(spans[index]!.figure.x, words).toBeGreaterThan(spans[index - 1]!.thing.x);
    }
  });
});
