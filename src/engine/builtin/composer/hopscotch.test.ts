import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('hopscotch', () => {
  it.each(AGES)('a girl playing hopscotch hops on one foot over a court chalked on the ground (%s)', (ageGroup) => {
    const page = scenePage('a girl playing hopscotch', ageGroup);
    expect(page.verb).toBe('hopscotch');
    // With no verb she stood waving and the page said "Couldn't draw: hopscotch".
    const box = page.joins.find((join) => join.what === 'foot-over-box')!;
    expect(Math.abs(box.thing.x - box.figure.x)).toBeLessThan(120);
    expect(box.thing.y - box.figure.y).toBeGreaterThan(-40);
    expect(box.thing.y - box.figure.y).toBeLessThan(120);
    const raised = page.joins.find((join) => join.what === 'foot-up-behind')!;
    expect(raised.thing.x).toBeLessThan(raised.figure.x);
    expect(raised.thing.y).toBeLessThan(raised.figure.y - 60);
    expect(page.notDrawn).toEqual([]);
  });
});
