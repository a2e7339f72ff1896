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

  // The girl drawn beside grandma went on the only free ground at the left, over her.
  it('a lone duck swims near the feeder, and one drawn with her stands apart on the bank', () => {
    const page = scenePage('grandma and a girl feeding a duck');
    expect(page.verb).toBe('feeding-ducks');
    expect(page.figures).toBe(2);
    const bread = page.joins.find((join) => join.what === 'bread-in-hand')!;
    const afloat = page.joins.filter((join) => join.what === 'duck-on-pond');
    expect(afloat).toHaveLength(1);
    expect(afloat[0]!.figure.x).toBeLessThan(afloat[0]!.thing.x);
    // The feeder stands in from the left edge, leaving the other the room a figure needs.
    expect(bread.figure.x).toBeGreaterThan(PAGE_WIDTH * 0.3);
  });
});
