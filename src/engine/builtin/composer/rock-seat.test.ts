import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { scenePage as pageOf } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('sitting on a rock', () => {
  // The little rock icon was left out: the girl stood in a meadow and the page said it could not draw the rock.
  it.each(AGES)('draws a big rock and seats the girl on its top (%s)', (ageGroup) => {
    const page = pageOf('a girl sitting on a rock', ageGroup);
    expect(page.matched).toContain('sitting-rock');
    expect(page.notDrawn).toEqual([]);
    const seat = page.joins.find((join) => join.what === 'seat-on-seat')!;
    expect(Math.abs(seat.figure.y - seat.thing.y)).toBeLessThan(40);
    expect(Math.abs(seat.figure.x - seat.thing.x)).toBeLessThan(60);
  });

  it('leaves a rock no one sits on to the page as before', () => {
    expect(pageOf('a lizard on a rock').matched).not.toContain('sitting-rock');
  });
});
