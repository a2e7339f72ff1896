import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('holding an umbrella', () => {
  // The umbrella floated in the sky as a sticker nobody held, the two friends far apart on the grass (judging 23, d06).
  it.each(
    AGES.flatMap((ageGroup) =>
      [
        ['two friends sharing an umbrella in the rain', 2],
        ['a girl with an umbrella in the rain', 1],
        ['dad and his son walking under an umbrella', 2],
        ['a boy holding an umbrella', 1],
      ].map(([words, heads]) => [words as string, heads as number, ageGroup] as const),
    ),
  )('"%s" holds the umbrella up by its shaft, its canopy over %i head(s) (%s)', (words, heads, ageGroup) => {
    const page = scenePage(words, ageGroup);
    expect(page.verb).toBe('holding-umbrella');
    expect(page.notDrawn).toEqual([]);
    const inFist = page.joins.find((join) => join.what === 'shaft-in-fist')!;
    expect(inFist.thing).toEqual(inFist.figure);
    const covered = page.joins.filter((join) => join.what === 'canopy-over-head');
    expect(covered).toHaveLength(heads);
    for (const { figure: headTop, thing: hem } of covered) {
      // Right above the head's middle: not off to one side.
      expect(Math.abs(hem.x - headTop.x)).toBeLessThan(1);
      expect(hem.y).toBeLessThan(headTop.y);
    }
    // Close over the taller head, not up in the sky.
    const tallest = Math.min(...covered.map((join) => join.figure.y));
    expect(tallest - covered[0]!.thing.y).toBeLessThan(300);
  });

  it('leaves a beach umbrella standing in the sand, not held up', () => {
    expect(scenePage('a girl under a beach umbrella').verb).not.toBe('holding-umbrella');
  });
});
