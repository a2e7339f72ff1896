import { describe, expect, it } from 'vitest';
import { scenePage } from './testing/scene-page';

describe('the hospital', () => {
  it.each(['3-5', '6-8', '9-12'] as const)('stands a doctor before a hospital with its cross, still large (%s)', (ageGroup) => {
    const page = scenePage('a doctor at the hospital', ageGroup);
    // On a meadow with no building the page said "Couldn't draw: hospital".
    expect(page.matched).toContain('hospital-building');
    expect(page.notDrawn).toEqual([]);
    expect(page.lead).toBeGreaterThan(0.5);
    expect(page.cut).toBe(0);
  });
});
