import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('knitting', () => {
  // Grandma stood waving in a meadow with no needles, no yarn, not sitting (judging 22).
  it.each(AGES)('grandma sits on the armchair with the needles in her hands and the yarn on the floor (%s)', (ageGroup) => {
    const page = scenePage('a grandma knitting by the fire', ageGroup);
    expect(page.verb).toBe('knitting');
    const seat = page.joins.find((join) => join.what === 'seat-under-sitter')!;
    // Her seat on the cushion's top, over its middle, not beside the chair.
    expect(Math.abs(seat.figure.y - seat.thing.y)).toBeLessThan(1);
    expect(Math.abs(seat.figure.x - seat.thing.x)).toBeLessThan(200);
    const needles = page.joins.find((join) => join.what === 'needles-in-hands')!;
    expect(Math.hypot(needles.figure.x - needles.thing.x, needles.figure.y - needles.thing.y)).toBeLessThan(200);
    const yarn = page.joins.find((join) => join.what === 'yarn-on-floor')!;
    expect(Math.abs(yarn.figure.y - yarn.thing.y)).toBeLessThan(1);
  });
});
