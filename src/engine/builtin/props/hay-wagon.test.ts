import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { scenePage } from '../composer/testing/scene-page';
import { farmTractor } from './farm-tractor';
import { hayWagon } from './hay-wagon';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('a hay wagon', () => {
  // The tractor was drawn alone, with no wagon behind it (judging 21).
  it.each(AGES)('draws the tractor pulling a wagon of hay bales, one drawing with no second tractor (%s)', (ageGroup) => {
    const page = scenePage('a tractor pulling a hay wagon', ageGroup);
    expect(page.notDrawn).toEqual([]);
    expect(page.matched[0]).toBe('hay-wagon');
    expect(page.matched).not.toContain('tractor');
  });

  it('stacks a third row of bales for older children, on a wagon as long as the tractor behind it', () => {
    const bales = (detail: 'low' | 'high'): number => hayWagon.draw(detail).shapes.filter((shape) => shape.includes('width="50" height="27"')).length;
    expect(bales('low')).toBe(5);
    expect(bales('high')).toBe(6);
    expect(hayWagon.draw('low').width).toBeGreaterThan(farmTractor.draw('low').width * 1.9);
  });

  it('seats a farmer driving the tractor in its cab, the wagon hitched behind', () => {
    const page = scenePage('a farmer driving a tractor pulling a hay wagon');
    expect(page.verb).toBe('driving');
    expect(page.notDrawn).toEqual([]);
    expect(page.matched).toContain('hay-wagon');
    expect(page.joins.some((join) => join.what === 'hands-on-wheel')).toBe(true);
  });
});
