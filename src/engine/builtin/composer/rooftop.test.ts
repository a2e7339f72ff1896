import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('a roof', () => {
  // The ninja stood on a meadow and the page said "Couldn't draw: roof".
  it.each(AGES)('stands a ninja up on the ridge of a tiled roof under the moon and stars (%s)', (ageGroup) => {
    const page = scenePage('a ninja on a roof', ageGroup);
    expect(page.setting).toBe('rooftop');
    expect(page.notDrawn).toEqual([]);
    expect(page.matched).toEqual(expect.arrayContaining(['tiled-roof', 'crescent-moon']));
    const feet = page.joins.find((join) => join.what === 'feet-on-deck');
    expect(feet).toBeDefined();
    // On the ridge, not sunk into the tiles or standing on the air above them.
    expect(Math.abs(feet!.figure.y - feet!.thing.y)).toBeLessThan(30);
    expect(page.cut).toBe(0);
  });

  it('climbs up on the rooftops too', () => {
    expect(scenePage('a cat on the rooftops').setting).toBe('rooftop');
  });

  it.each(['a house with a red roof', 'santa in his sleigh on the roof'])('leaves a house or a sleigh ride as it was: "%s"', (description) => {
    expect(scenePage(description).setting).not.toBe('rooftop');
  });
});
