import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import type { Detail } from '../motif-library';
import { seatMisses } from './testing/drawn-prop';
import { scenePage as pageOf } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];
const DETAIL: Record<AgeGroup, Detail> = { '3-5': 'low', '6-8': 'medium', '9-12': 'high' };

describe('two sitting on a sofa', () => {
  // With no sofa to draw, the mom and her baby sat on nothing in the meadow.
  it.each(AGES)('draws the sofa indoors and seats both on its seat (%s)', (ageGroup) => {
    const page = pageOf('a mom and her baby sitting on a sofa', ageGroup);
    expect(page.matched).toContain('sitting-sofa');
    expect(page.matched).not.toContain('deciduous-tree');
    expect(seatMisses(page, 'sitting-sofa', DETAIL[ageGroup])).toEqual([0, 0]);
  });
});
