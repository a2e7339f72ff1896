import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { scenePage as pageOf } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('tossing pizza dough', () => {
  // The chef stirred a pot on the stove and the page said it could not draw the dough (judging 23).
  it.each(AGES)('a chef tossing pizza dough spins it over both raised hands, by the brick oven and a pizza on the table (%s)', (ageGroup) => {
    const page = pageOf('a chef tossing pizza dough', ageGroup);
    expect(page.verb).toBe('tossing-pizza');
    expect(page.layout).toBe('kitchenStove');
    expect(page.matched).toEqual(expect.arrayContaining(['pizza-dough', 'pizza-oven', 'whole-pizza', 'table']));
    expect(page.matched).not.toContain('pot-of-food');
    expect(page.notDrawn ?? []).toEqual([]);
    const over = page.joins.filter((join) => join.what === 'dough-over-hand');
    expect(over).toHaveLength(2);
    for (const join of over) expect(join.figure.y - join.thing.y).toBeGreaterThan(150);
    const onTable = page.joins.find((join) => join.what === 'pizza-on-table')!;
    expect(Math.abs(onTable.figure.y - onTable.thing.y)).toBeLessThan(40);
  });

  it('makes pizza in the kitchen whoever makes it, and leaves eating pizza alone', () => {
    for (const words of ['a boy making pizza', 'a chef making pizza']) {
      const page = pageOf(words);
      expect(page.verb).toBe('tossing-pizza');
      expect(page.setting).toBe('kitchen');
      expect(page.matched).toEqual(expect.arrayContaining(['pizza-dough', 'whole-pizza']));
    }
    expect(pageOf('a boy eating pizza').verb).toBe('eating');
  });

  // Review of 709290e: the kitchen's pizza words walled in "a family making pizza in the backyard".
  it('makes pizza outdoors where a yard is named', () => {
    for (const words of ['a family making pizza in the backyard', 'a boy making pizza in the yard']) {
      const page = pageOf(words);
      expect(page.verb).toBe('tossing-pizza');
      expect(page.setting).not.toBe('kitchen');
      expect(page.matched).not.toContain('fridge');
    }
  });
});
