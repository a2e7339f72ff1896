import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];
/** A cattail's black spike and the head under it (bulrushes in pond.ts): the spike's tip, then the head's corner and width. */
const CATTAIL = /<path d="M[\d.]+ [\d.]+L([\d.]+) ([\d.]+)L[\d.]+ [\d.]+Z" fill="#000" stroke="#000"[^>]*\/><rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="[\d.]+" rx="[\d.]+" fill="#fff"/g;

describe('a creature of the pond named with no verb', () => {
  // A hippo wallows in it too, and a river is water to swim in: both stood on the grass, "Couldn't draw: river".
  it.each(['a duck in a pond', 'frogs in a pond', 'a swan on the lake', 'a goose in the pond', 'a hippo in the river', 'a duck in the river'])('swims in a pond drawn for it: "%s"', (description) => {
    const page = scenePage(description);
    // Left on the grass, the page drew no water and said it could not draw the pond.
    expect(page.verb).toBe('swimming');
    expect(page.matched).toContain('water-wave');
    expect(page.notDrawn).toEqual([]);
  });

  // A bog, a bayou or a wetland is the swamp's water too: the frog sat on its bare flat grass.
  it.each(['a frog on a log in the bog', 'a duck in the bayou', 'a frog in the wetlands'])('swims in the swamp\'s water: "%s"', (description) => {
    const page = scenePage(description);
    expect(page.setting).toBe('swamp');
    expect(page.verb).toBe('swimming');
    expect(page.matched).toContain('water-wave');
  });

  it('floats a duck on the water as a whole body', () => {
    expect(scenePage('a duck in a pond').joins.some((join) => join.what === 'afloat')).toBe(true);
  });

  it.each(AGES)('sits a frog on a lily pad up on the pad, on the pond (%s)', (ageGroup) => {
    const page = scenePage('a frog on a lily pad', ageGroup);
    const seat = page.joins.find((join) => join.what === 'on-lily-pad');
    expect(seat).toBeDefined();
    // The pad's middle a little above the frog's foot, so the frog sits on it rather than hanging below it.
    expect(seat!.thing.y).toBeLessThan(seat!.figure.y);
    expect(seat!.figure.y - seat!.thing.y).toBeLessThan(60);
    expect(page.matched).toEqual(expect.arrayContaining(['water-wave', 'lily-pad']));
    expect(page.notDrawn).toEqual([]);
  });

  // The swamp was a meadow with the crocodile icon (seen from above, head down) on the grass: "Couldn't draw: swamp".
  it.each(AGES)('swims a crocodile in the swamp side on, its lower body under the water line (%s)', (ageGroup) => {
    for (const description of ['a crocodile in the swamp', 'an alligator in the marsh']) {
      const page = scenePage(description, ageGroup);
      expect(page.notDrawn).toEqual([]);
      expect(page.matched).toEqual(expect.arrayContaining(['water-wave', 'swimming-crocodile']));
      const afloat = page.joins.find((join) => join.what === 'afloat');
      expect(afloat).toBeDefined();
      expect(afloat!.thing.y).toBeLessThan(afloat!.figure.y);
    }
  });

  // Round 19: round park trees, fields and flowerbeds round a pond made the swamp a park.
  it.each(AGES)('draws the swamp as a swamp: cypresses in its water, which runs off the page, and no park trees (%s)', (ageGroup) => {
    for (const description of ['a crocodile in the swamp', 'an alligator in the marsh']) {
      const page = scenePage(description, ageGroup);
      expect(page.setting).toBe('swamp');
      expect(page.matched).toContain('swamp-cypress-tree');
      expect(page.matched).not.toEqual(expect.arrayContaining(['deciduous-tree']));
      expect(page.matched).not.toEqual(expect.arrayContaining(['evergreen-tree']));
      expect(page.joins.some((join) => join.what === 'reeds-under-rim')).toBe(false);
    }
    expect(scenePage('a duck in a pond', ageGroup).joins.some((join) => join.what === 'reeds-under-rim')).toBe(true);
  });

  // The water round a frog wading in the swamp covered the near cattails' heads, cutting them off flat: each clump's
  // black spikes are drawn over the water.
  it.each(AGES)('stands the swamp\'s near cattails whole in front of the water round a frog (%s)', (ageGroup) => {
    const { body } = scenePage('a frog in the swamp', ageGroup);
    const water = body.lastIndexOf('clip-path="url(#pond-water)"');
    expect(water).toBeGreaterThan(0);
    const cattailsOverWater = [...body.slice(water).matchAll(CATTAIL)];
    expect(cattailsOverWater.length).toBeGreaterThanOrEqual(4);
    // Whole: each spike rises from the middle of its head's top, above it.
    for (const [, tipX, tipY, headX, headY, headWidth] of cattailsOverWater) {
      expect(Math.abs(Number(tipX) - (Number(headX) + Number(headWidth) / 2))).toBeLessThan(0.2);
      expect(Number(tipY)).toBeLessThan(Number(headY));
    }
  });

  it.each(['a dog near a pond', 'a girl at the pond'])('leaves one who does not live on the water on dry land: "%s"', (description) => {
    expect(scenePage(description).verb).toBeNull();
  });
});
