import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('a big branch', () => {
  // The parrot stood on a meadow and the page said "Couldn't draw: branch".
  it.each(AGES)('perches a parrot on top of a branch reaching across the page (%s)', (ageGroup) => {
    const page = scenePage('a parrot on a branch', ageGroup);
    expect(page.setting).toBe('branch');
    expect(page.notDrawn).toEqual([]);
    expect(page.matched).toContain('tree-branch');
    const feet = page.joins.find((join) => join.what === 'feet-on-deck');
    expect(feet).toBeDefined();
    // Its feet on the branch's top, not sunk into the wood or standing on the air above it.
    expect(Math.abs(feet!.figure.y - feet!.thing.y)).toBeLessThan(40);
    expect(page.cut).toBe(0);
  });

  // It stood on top of the branch, hanging from a stick of its own lying there.
  it.each(AGES)('hangs a sloth under the branch by its arms, the branch over its hands (%s)', (ageGroup) => {
    const page = scenePage('a sloth hanging from a branch', ageGroup);
    expect(page.notDrawn).toEqual([]);
    const hang = page.joins.find((join) => join.what === 'hanging-under-branch');
    expect(hang).toBeDefined();
    // Its top (its hands) in the branch's middle, its body under it.
    expect(Math.abs(hang!.figure.y - hang!.thing.y)).toBeLessThan(2);
    expect(page.joins.some((join) => join.what === 'feet-on-deck' && join.figure.y < hang!.thing.y)).toBe(false);
    expect(page.cut).toBe(0);
  });

  // A hanging lantern hangs nothing else: the parrot was put under the branch on the grass.
  it('leaves a parrot on the branch by a hanging lantern', () => {
    const page = scenePage('a parrot on a branch by a hanging lantern');
    expect(page.joins.some((join) => join.what === 'hanging-under-branch')).toBe(false);
  });
});
