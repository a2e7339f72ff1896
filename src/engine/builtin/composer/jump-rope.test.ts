import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { composeScene, planScene } from '../scene';
import type { SceneJoin as Join } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('skipping rope', () => {
  it.each(AGES)('a girl jumping rope swings a rope over her head from a handle in each fist (%s)', (ageGroup) => {
    const plan = planScene({ characters: [], title: '', description: 'a girl jumping rope', ageGroup });
    expect(plan.verb).toBe('skipping-rope');
    const { metadata } = composeScene(plan);
    // Drawn as a jump with no rope, the page said it could not draw the rope.
    expect(metadata.notDrawn).toEqual([]);
    const rope = (metadata.joins as Join[]).find((join) => join.what === 'rope-over-head')!;
    expect(rope.thing.y).toBeLessThan(rope.figure.y);
    expect(Math.abs(rope.thing.x - rope.figure.x)).toBeLessThan(80);
  });

  it('keeps a plain jump a jump', () => {
    expect(planScene({ characters: [], title: '', description: 'a girl jumping on the bed', ageGroup: '6-8' }).verb).toBe('jumping');
  });
});
