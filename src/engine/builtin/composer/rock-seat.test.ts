import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import type { Detail } from '../motif-library';
import { seatMisses } from './testing/drawn-prop';
import { scenePage as pageOf } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];
const DETAIL: Record<AgeGroup, Detail> = { '3-5': 'low', '6-8': 'medium', '9-12': 'high' };

describe('sitting on a rock', () => {
  // The little rock icon was left out: the girl stood in a meadow and the page said it could not draw the rock.
  it.each(AGES)('draws a big rock and seats the girl on its top (%s)', (ageGroup) => {
    const page = pageOf('a girl sitting on a rock', ageGroup);
    expect(page.matched).toContain('sitting-rock');
    expect(page.notDrawn).toEqual([]);
    // On the rock as drawn, not on the point the code meant to seat her at.
    expect(seatMisses(page, 'sitting-rock', DETAIL[ageGroup])).toEqual([0]);
  });

  // She stood on her tail fin on the sea floor, no rock drawn (judging 22).
  it.each(AGES)('seats a mermaid on a rock whatever she does there (%s)', (ageGroup) => {
    const page = pageOf('a mermaid combing her hair on a rock', ageGroup);
    expect(page.matched).toContain('sitting-rock');
    expect(seatMisses(page, 'sitting-rock', DETAIL[ageGroup])).toEqual([0]);
  });

  it('leaves a rock no one sits on to the page as before', () => {
    expect(pageOf('a lizard on a rock').matched).not.toContain('sitting-rock');
  });
});
