import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('a pig in the mud', () => {
  // "A pig rolling in the mud" stood on clean grass: no mud anywhere on the page.
  it.each(AGES)('stands in a mud pool, its feet inside the pool (%s)', (ageGroup) => {
    const page = scenePage('a pig rolling in the mud', ageGroup);
    expect(page.matched).toContain('mud-puddle');
    const inMud = page.joins.find((join) => join.what === 'feet-in-mud')!;
    expect(Math.abs(inMud.figure.x - inMud.thing.x)).toBeLessThan(20);
    // The feet down in the pool: no lower than its bottom rim line, and above it by less than the pool is tall.
    expect(inMud.thing.y - inMud.figure.y).toBeGreaterThan(-30);
    expect(inMud.thing.y - inMud.figure.y).toBeLessThan(250);
  });

  it('draws no mud for a pig on the farm', () => {
    expect(scenePage('a pig on the farm').matched).not.toContain('mud-puddle');
  });
});
