import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('a windowsill', () => {
  // The cat stood on a meadow and the page said "Couldn't draw: windowsill".
  it.each(AGES)('stands a cat on the sill of a curtained window on a room wall (%s)', (ageGroup) => {
    const page = scenePage('a cat on a windowsill', ageGroup);
    expect(page.setting).toBe('windowsill');
    expect(page.notDrawn).toEqual([]);
    expect(page.matched).toContain('window-sill');
    const feet = page.joins.find((join) => join.what === 'feet-on-deck');
    expect(feet).toBeDefined();
    // Its paws on the sill's ledge, not sunk into it or standing on the air above it.
    expect(Math.abs(feet!.figure.y - feet!.thing.y)).toBeLessThan(30);
    expect(page.cut).toBe(0);
  });

  it('draws the sill for "window sill" too', () => {
    const page = scenePage('a dog sitting on the window sill');
    expect(page.notDrawn).toEqual([]);
    expect(page.matched).toContain('window-sill');
  });
});
