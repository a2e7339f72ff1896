import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { scenePage as pageOf } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('jumping on a sofa', () => {
  // He sat on the seat, and nothing said he was jumping.
  it.each(AGES)('puts the jumper up in the air, his feet well over the seat (%s)', (ageGroup) => {
    const page = pageOf('a boy jumping on the sofa', ageGroup);
    expect(page.matched).toContain('sitting-sofa');
    expect(page.joins.some((join) => join.what === 'seat-on-seat')).toBe(false);
    const jump = page.joins.find((join) => join.what === 'feet-over-seat')!;
    expect(jump.thing.y - jump.figure.y).toBeGreaterThan(250);
    expect(Math.abs(jump.thing.x - jump.figure.x)).toBeLessThan(200);
  });

  it('still seats one sitting on the sofa', () => {
    expect(pageOf('a boy sitting on the sofa').joins.some((join) => join.what === 'seat-on-seat')).toBe(true);
  });
});
