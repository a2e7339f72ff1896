import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { composeScene, planScene } from '../scene';

interface Join {
  what: string;
  figure: { x: number; y: number };
  thing: { x: number; y: number };
}

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('playing the violin', () => {
  // She held a guitar at her waist and the page said it couldn't draw the violin.
  it.each(AGES)('holds a violin under the chin and bows it (%s)', (ageGroup) => {
    const plan = planScene({ characters: [], title: '', description: 'a girl playing the violin', ageGroup });
    expect(plan.verb).toBe('violin');
    const { metadata } = composeScene(plan);
    expect(metadata.notDrawn).toEqual([]);
    expect(metadata.matched).toContain('violin');
    expect(metadata.matched).not.toContain('guitar');
    const joins = metadata.joins as Join[];
    const chin = joins.find((join) => join.what === 'violin-under-chin')!;
    // Below the face's middle and beside it, not down at the waist.
    expect(chin.thing.y).toBeGreaterThan(chin.figure.y);
    const bow = joins.find((join) => join.what === 'bow-on-strings')!;
    expect(Math.abs(bow.thing.y - chin.thing.y)).toBeLessThan(Math.abs(bow.figure.y - chin.thing.y) + 1);
  });

  it('still plays a guitar as a guitar', () => {
    const plan = planScene({ characters: [], title: '', description: 'a boy playing the guitar', ageGroup: '6-8' });
    expect(plan.verb).toBe('music');
    expect(composeScene(plan).metadata.matched).toContain('guitar');
  });
});
