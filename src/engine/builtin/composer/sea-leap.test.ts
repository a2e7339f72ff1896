import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('a sea creature in the waves', () => {
  // "Waves" was taken for waving, and the dolphin swam under the sea: "Couldn't draw: waves".
  it.each(AGES)('leaps out of the sea, its lower part under the near waves (%s)', (ageGroup) => {
    for (const description of ['a dolphin in the waves', 'a whale in the waves']) {
      const page = scenePage(description, ageGroup);
      expect(page.setting).toBe('waves');
      expect(page.verb).toBeNull();
      expect(page.notDrawn).toEqual([]);
      const leap = page.joins.find((join) => join.what === 'leaping-out-of-sea');
      expect(leap).toBeDefined();
      // The water line crosses its lower part: a good piece of it (its tail) is under the near waves, px, the rest above.
      const underWater = leap!.figure.y - leap!.thing.y;
      expect(underWater).toBeGreaterThan(250);
      expect(underWater).toBeLessThan(page.lead * 3000 * 0.45);
    }
  });

  it.each(['a dolphin in the sea', 'a ship on the waves', 'a girl waves hello'])('leaves other seas and waving as they were: "%s"', (description) => {
    expect(scenePage(description).setting).not.toBe('waves');
  });
});
