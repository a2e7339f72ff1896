import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { planScene } from '../scene';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('playing the violin', () => {
  // She held a guitar at her waist and the page said it couldn't draw the violin.
  it.each(AGES)('holds a violin under the chin and bows it (%s)', (ageGroup) => {
    const page = scenePage('a girl playing the violin', ageGroup);
    expect(page.verb).toBe('violin');
    expect(page.notDrawn).toEqual([]);
    expect(page.matched).toContain('violin');
    expect(page.matched).not.toContain('guitar');
    const chin = page.joins.find((join) => join.what === 'violin-under-chin')!;
    // Below the face's middle and beside it, not down at the waist.
    expect(chin.thing.y).toBeGreaterThan(chin.figure.y);
    const bow = page.joins.find((join) => join.what === 'bow-on-strings')!;
    expect(Math.abs(bow.thing.y - chin.thing.y)).toBeLessThan(Math.abs(bow.figure.y - chin.thing.y) + 1);
  });

  // "Fiddling" is fidgeting: "a boy fiddling with a toy" bowed a violin with music notes round him.
  it.each(['a boy fiddling with a toy', 'a girl fiddles with her hair'])('"%s" plays no violin', (description) => {
    expect(planScene({ characters: [], title: '', description, ageGroup: '6-8' }).verb).toBeNull();
  });

  it.each(['a girl playing the fiddle', 'a boy with a fiddle', 'a fiddler'])('"%s" plays the violin', (description) => {
    expect(planScene({ characters: [], title: '', description, ageGroup: '6-8' }).verb).toBe('violin');
  });

  it('still plays a guitar as a guitar', () => {
    const page = scenePage('a boy playing the guitar');
    expect(page.verb).toBe('music');
    expect(page.matched).toContain('guitar');
  });
});
