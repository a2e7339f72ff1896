import { describe, expect, it } from 'vitest';
import { FIGURE_KINDS } from '../figure/kinds';
import { scenePage } from './testing/scene-page';

describe('the zoo', () => {
  it.each(['3-5', '6-8', '9-12'] as const)('stands a lion before the zoo’s gate under its sign, still large (%s)', (ageGroup) => {
    const page = scenePage('a lion at the zoo', ageGroup);
    // On a meadow with no zoo the page said "Couldn't draw: zoo".
    expect(page.matched).toContain('zoo-gate');
    expect(page.notDrawn).toEqual([]);
    expect(page.lead).toBeGreaterThan(0.5);
    expect(page.cut).toBe(0);
  });

  it('draws the zoo’s animals for "animals at the zoo", and a farm’s or pets elsewhere', () => {
    // "Animals" named no one: the page drew an empty meadow and said it could not draw them.
    const zoo = scenePage('animals at the zoo');
    expect(zoo.figures).toBe(3);
    expect(zoo.matched).toEqual(expect.arrayContaining(['lion', 'monkey', 'elephant', 'zoo-gate']));
    expect(zoo.notDrawn).toEqual([]);
    expect(scenePage('farm animals').matched).toEqual(expect.arrayContaining(['cow', 'pig']));
    // Only the zoo's and the farm's: sea, jungle or stuffed animals are no dog, cat and bunny.
    for (const words of ['sea animals under the sea', 'jungle animals', 'animals in the forest', 'stuffed animals on a bed']) {
      expect(scenePage(words).matched, words).not.toContain('dog');
    }
  });

  it.each(['a day at the zoo', 'a trip to the zoo'])('draws the zoo’s animals for "%s", naming no one', (words) => {
    // The zoo named alone drew its empty gate among trees.
    const zoo = scenePage(words);
    expect(zoo.figures).toBe(3);
    expect(zoo.matched).toEqual(expect.arrayContaining(['lion', 'monkey', 'elephant', 'zoo-gate']));
    // A farm named alone keeps its barn and tractor: only "animals" there names its animals.
    expect(scenePage('a day on the farm').figures).toBe(0);
  });

  it('adds no animals beside the beings the words name', () => {
    expect(scenePage('a girl and a dog at the zoo').figures).toBe(2);
  });

  it('draws the lion with a lion’s face: a pointed mane round it, a cat’s muzzle, no teddy ears', () => {
    // Round 16: round ears inside a mane of puffs over an oval muzzle read as a teddy bear.
    expect(FIGURE_KINDS.lion).toMatchObject({ ears: 'none', snout: 'lion', headExtras: ['mane'] });
  });
});
