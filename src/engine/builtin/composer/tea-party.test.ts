import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('tea party', () => {
  it.each(AGES)('a tea party with teddy bears sits them round a table with a teapot and cups on its top (%s)', (ageGroup) => {
    const page = scenePage('a tea party with teddy bears', ageGroup);
    expect(page.verb).toBe('tea-party');
    // With no verb a teapot as tall as the trees stood on the grass beside a lone teddy icon.
    expect(page.figures).toBe(3);
    const onTable = page.joins.filter((join) => join.what === 'teapot-on-table' || join.what === 'cup-on-table');
    expect(onTable).toHaveLength(3);
    for (const join of onTable) expect(Math.abs(join.thing.y - join.figure.y)).toBeLessThan(40);
    const seated = page.joins.filter((join) => join.what === 'guest-on-seat');
    expect(seated).toHaveLength(2);
    for (const join of seated) expect(Math.abs(join.thing.y - join.figure.y)).toBeLessThan(2);
    expect(page.matched).toEqual(expect.arrayContaining(['table', 'teapot']));
    expect(page.notDrawn).toEqual([]);
    expect(page.cut).toBe(0);
  });

  it.each(['a girl having a tea party', 'a princess tea party'])('%s sits the child at the table with two teddy bears', (description) => {
    const page = scenePage(description);
    expect(page.verb).toBe('tea-party');
    expect(page.figures).toBe(3);
    expect(page.joins.filter((join) => join.what === 'guest-on-seat')).toHaveLength(2);
    expect(page.notDrawn).toEqual([]);
  });
});
