import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];
/** The page's width, px. */
const PAGE_WIDTH = 2550;

describe('feeding a pet fish', () => {
  // Judging 23: the boy stood on the grass with the farm's bucket on his arm, by a goldfish as big as himself.
  it.each(AGES)('tips a pot of food from his hand over the goldfish bowl on a table, indoors (%s)', (ageGroup) => {
    const page = scenePage('a boy feeding his goldfish', ageGroup);
    expect(page.verb).toBe('feeding-fish');
    expect(page.layout).toBe('fishFeeding');
    expect(page.notDrawn).toEqual([]);
    expect(page.matched).not.toContain('bucket');
    expect(page.matched).toContain('fishbowl');
    const pot = page.joins.find((join) => join.what === 'pot-in-hand')!;
    const food = page.joins.find((join) => join.what === 'food-over-bowl')!;
    const bowl = page.joins.find((join) => join.what === 'bowl-on-table')!;
    // The pot is in his fist, its mouth above the bowl's and close over it, and the bowl stands on the table.
    expect(Math.hypot(pot.thing.x - pot.figure.x, pot.thing.y - pot.figure.y)).toBeLessThan(PAGE_WIDTH * 0.05);
    expect(food.figure.y).toBeLessThan(food.thing.y);
    expect(Math.abs(food.figure.x - food.thing.x)).toBeLessThan(PAGE_WIDTH * 0.06);
    expect(Math.abs(bowl.figure.y - bowl.thing.y)).toBeLessThan(PAGE_WIDTH * 0.01);
  });

  it('keeps a pond or the sea out of it: only a pet fish is fed in its bowl', () => {
    expect(scenePage('a girl feeding the fish at the pond').verb).not.toBe('feeding-fish');
    expect(scenePage('a girl feeding her goldfish').verb).toBe('feeding-fish');
  });
});
