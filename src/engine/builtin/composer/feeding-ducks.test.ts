import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];
/** The page's width, px. */
const PAGE_WIDTH = 2550;

describe('feeding ducks', () => {
  // Judging 22: the girl held the farm's bucket by three ducks standing on the grass, and the page said it couldn't draw
  // the pond.
  it.each(AGES)('the girl holds bread out on the bank and the ducks swim on the pond beside her (%s)', (ageGroup) => {
    const page = scenePage('a girl feeding ducks at the pond', ageGroup);
    expect(page.verb).toBe('feeding-ducks');
    expect(page.notDrawn).toEqual([]);
    expect(page.matched).not.toContain('bucket');
    const bread = page.joins.find((join) => join.what === 'bread-in-hand')!;
    const afloat = page.joins.filter((join) => join.what === 'duck-on-pond');
    expect(afloat).toHaveLength(3);
    for (const duck of afloat) {
      // On the water, to the right of the girl's hand with the bread: she is on the bank, not in the pond.
      expect(duck.figure.x).toBeGreaterThan(bread.figure.x);
      expect(Math.abs(duck.figure.x - duck.thing.x)).toBeLessThan(PAGE_WIDTH * 0.3);
    }
    // The bread is in her fist, not beside it.
    expect(Math.hypot(bread.thing.x - bread.figure.x, bread.thing.y - bread.figure.y)).toBeLessThan(PAGE_WIDTH * 0.05);
  });
});
