import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { planScene } from '../scene';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('jumping over the moon', () => {
  // The cow stood on the farm's grass, a small crescent far off in a corner: it did not jump over the moon (judging 20).
  it.each(AGES)('the cow leaps high in the night sky, its hooves just over a big full moon (%s)', (ageGroup) => {
    const page = scenePage('the cow jumped over the moon', ageGroup);
    expect(page.verb).toBe('jumping-over-moon');
    expect(page.notDrawn).toEqual([]);
    expect(page.matched).toContain('full-moon');
    const leap = page.joins.find((join) => join.what === 'leap-over-moon')!;
    // The lowest hoof above the moon's top, by a small gap, not on it nor far above it.
    expect(leap.thing.y - leap.figure.y).toBeGreaterThan(0);
    expect(leap.thing.y - leap.figure.y).toBeLessThan(120);
    // Up in the sky, far off the ground (the land is the page's lowest fifth).
    expect(leap.figure.y).toBeLessThan(3300 * 0.55);
  });

  it.each(['a cow jumping over the moon', 'the cow jumps over the moon'])('"%s" leaps over it', (description) => {
    expect(planScene({ characters: [], title: '', description, ageGroup: '6-8' }).verb).toBe('jumping-over-moon');
  });

  it.each(['a cow jumping over a fence', 'a wolf howling at the moon'])('"%s" is no leap over the moon', (description) => {
    expect(planScene({ characters: [], title: '', description, ageGroup: '6-8' }).verb).not.toBe('jumping-over-moon');
  });
});
