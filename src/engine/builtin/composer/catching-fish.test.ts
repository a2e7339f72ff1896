import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('catching a fish', () => {
  // Judging 22: the bear held a baseball on dry grass beside a fish as big as itself, and the page said it couldn't draw
  // the river.
  it.each(AGES)('the bear stands in the river holding a small fish in its paw (%s)', (ageGroup) => {
    const page = scenePage('a bear catching a fish in a river', ageGroup);
    expect(page.verb).toBe('catching-fish');
    expect(page.notDrawn).toEqual([]);
    expect(page.matched).not.toContain('softball');
    expect(page.figures).toBe(1);
    const caught = page.joins.find((join) => join.what === 'fish-in-paw')!;
    // In the paw: its middle a short way ahead of the fist, not a fish drawn on its own beside the bear.
    expect(caught.thing.x).toBeGreaterThan(caught.figure.x);
    expect(Math.hypot(caught.thing.x - caught.figure.x, caught.thing.y - caught.figure.y)).toBeLessThan(page.lead * 3300 * 0.2);
    // Its feet below the river's far bank: in the water, not on the grass behind it.
    const wading = page.joins.find((join) => join.what === 'standing-in-river')!;
    expect(wading.figure.y).toBeGreaterThan(wading.thing.y);
  });
});
