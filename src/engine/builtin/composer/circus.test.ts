import { describe, expect, it } from 'vitest';
import { scenePage } from './testing/scene-page';

describe('the circus', () => {
  it.each(['3-5', '6-8', '9-12'] as const)('stands an elephant before the big top, whole and large (%s)', (ageGroup) => {
    const page = scenePage('an elephant at the circus', ageGroup);
    // On a meadow with no tent the page said "Couldn't draw: circus".
    expect(page.matched).toContain('big-top');
    expect(page.notDrawn).toEqual([]);
    expect(page.lead).toBeGreaterThan(0.35);
    expect(page.cut).toBe(0);
  });

  it('draws the big top for a circus tent too', () => {
    expect(scenePage('a lion in front of the circus tent').matched).toContain('big-top');
  });
});
