import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('a ball in a ballroom', () => {
  // She stood by a castle on the grass, and the page said "Couldn't draw: ball".
  it.each(AGES)('dances Cinderella in a ballroom (%s)', (ageGroup) => {
    const page = scenePage('cinderella at the ball', ageGroup);
    expect(page.setting).toBe('ballroom');
    expect(page.notDrawn).toEqual([]);
    expect(page.matched).toContain('ballroom');
    expect(page.matched).not.toContain('soccer-ball');
    expect(page.verb).toBe('dancing');
    expect(page.figures).toBe(1);
    expect(page.cut).toBe(0);
    // The dancer is the page's subject, with room above her head for the chandelier.
    expect(page.lead).toBeGreaterThan(0.45);
    expect(page.lead).toBeLessThan(0.7);
  });

  it.each(['a princess dancing at the royal ball', 'a prince in the ballroom', 'cinderella going to the ball'])('draws the ballroom for "%s"', (description) => {
    const page = scenePage(description);
    expect(page.setting).toBe('ballroom');
    expect(page.notDrawn).toEqual([]);
  });

  it.each(['a puppy playing with a ball', 'a boy throwing a ball in the park'])('leaves a toy ball a toy ball: "%s"', (description) => {
    const page = scenePage(description);
    expect(page.setting).not.toBe('ballroom');
    expect(page.matched).toContain('soccer-ball');
  });

  // Each drew a chandeliered ballroom with no ball in it (review MUST-FIX 1).
  it.each(['a dog looking at the ball', 'a kitten staring at a ball of yarn', 'a puppy running to the ball', 'a boy kicks at the ball', 'kids playing at the ball pit'])(
    'goes to no ballroom with no dancer or royal named: "%s"',
    (description) => {
      const page = scenePage(description);
      expect(page.setting).not.toBe('ballroom');
      expect(page.matched).not.toContain('ballroom');
    },
  );
});
