import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { getComposedProp } from '../props/prop-library';
import { scenePage as page } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('a bird feeding its young in their nest', () => {
  it.each(AGES)('draws the bird and its chicks in a nest up a tree, with no human baby or bird on the grass (%s)', (ageGroup) => {
    for (const description of ['a bird feeding its babies in a nest', 'a mother bird and her chicks', 'a mama bird feeds her babies', 'baby birds in a nest']) {
      const drawn = page(description, ageGroup);
      expect(drawn.matched, description).toContain('bird-feeding-chicks');
      expect(drawn.matched, description).not.toContain('baby');
      expect(drawn.matched, description).not.toContain('bird');
      expect(drawn.figures, description).toBe(0);
      expect(drawn.notDrawn, description).toEqual([]);
    }
  });

  it('draws three chicks, each open beak clear of the next one\'s head, and the worm from the parent\'s beak', () => {
    const art = getComposedProp('bird-feeding-chicks')!.draw('medium');
    const eyes = art.shapes.filter((shape) => shape.includes('fill="#000"'));
    // Three chicks' eyes and the parent's.
    expect(eyes).toHaveLength(4);
    expect(getComposedProp('bird-nest')!.draw('medium').shapes.filter((shape) => shape.includes('fill="#000"'))).toHaveLength(0);
  });

  it('leaves a hen with her chicks in the farmyard and a nest alone empty of birds', () => {
    expect(page('a hen and her chicks').matched).not.toContain('bird-feeding-chicks');
    const nest = page('a bird\'s nest in a tree');
    expect(nest.matched).toContain('bird-nest');
    expect(nest.notDrawn).toEqual([]);
  });
});
