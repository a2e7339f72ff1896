import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import type { Detail } from '../motif-library';
import { seatMisses } from './testing/drawn-prop';
import { scenePage as pageOf } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];
const DETAIL: Record<AgeGroup, Detail> = { '3-5': 'low', '6-8': 'medium', '9-12': 'high' };

describe('sitting on a stump', () => {
  // Judging 21: the page said it couldn't draw the stump, and the boy sat on nothing, his knees in mid-air.
  it.each(AGES)('draws a tree stump and seats the boy on its top (%s)', (ageGroup) => {
    const page = pageOf('a boy sitting on a stump', ageGroup);
    expect(page.matched).toContain('sitting-stump');
    expect(page.notDrawn).toEqual([]);
    // On the stump as drawn, not on the point the code meant to seat him at.
    expect(seatMisses(page, 'sitting-stump', DETAIL[ageGroup])).toEqual([0]);
  });
});
