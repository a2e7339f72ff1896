import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import type { Detail } from '../motif-library';
import { drawnProp, seatMisses } from './testing/drawn-prop';
import { figureOutlinePoints } from './testing/figure-outline';
import { scenePage as pageOf } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];
const DETAIL: Record<AgeGroup, Detail> = { '3-5': 'low', '6-8': 'medium', '9-12': 'high' };

describe('someone sitting on a chair', () => {
  // With no chair to sit on, "a boy sitting on a chair" sat on the grass beside a chair icon smaller than his hand.
  it.each(AGES)('draws the chair and seats the boy on its seat (%s)', (ageGroup) => {
    const page = pageOf('a boy sitting on a chair', ageGroup);
    expect(page.matched).toContain('sitting-chair');
    expect(seatMisses(page, 'sitting-chair', DETAIL[ageGroup])).toEqual([0]);
  });

  // Sat on the seat's middle (where a cat lies across it), the boy's shins crossed the chair's front leg in a tangle of slivers.
  it.each(AGES)('hangs the boy\'s shins clear in front of the chair\'s front leg (%s)', (ageGroup) => {
    const { body } = pageOf('a boy sitting on a chair', ageGroup);
    const chair = drawnProp(body, 'sitting-chair', DETAIL[ageGroup])!;
    // The front leg: of the two legs down to the floor, the one the boy faces.
    const leg = chair.rects.filter((rect) => Math.abs(rect.y + rect.height - (chair.box.y + chair.box.height)) < 1).sort((a, b) => b.x - a.x)[0]!;
    const belowSeat = figureOutlinePoints(body).filter((point) => point.y > leg.y + leg.height * 0.2);
    expect(belowSeat.length).toBeGreaterThan(20);
    // Nothing of his legs inside the chair's leg but the line along its front edge.
    expect(belowSeat.filter((point) => point.x > leg.x && point.x < leg.x + leg.width * 0.75)).toEqual([]);
  });

  // Sized as a child is, a cat lay across the whole page, off its edge, over a chair no wider than its head.
  it('seats a cat on the chair no wider than the chair', () => {
    const page = pageOf('a cat sitting on a chair', '6-8');
    expect(seatMisses(page, 'sitting-chair', 'medium')).toEqual([0]);
    expect(page.cut).toBe(0);
    expect(page.lead).toBeLessThan(0.2);
  });
});
