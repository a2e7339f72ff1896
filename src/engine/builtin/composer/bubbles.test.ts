import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { composeScene, planScene } from '../scene';
import type { SceneJoin as Join } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('blowing bubbles', () => {
  it.each(AGES)('a girl blowing bubbles holds a wand at her lips with bubbles drifting up and away (%s)', (ageGroup) => {
    const plan = planScene({ characters: [], title: '', description: 'a girl blowing bubbles', ageGroup });
    expect(plan.verb).toBe('blowing-bubbles');
    const joins = composeScene(plan).metadata.joins as Join[];
    // Drawn standing with a cluster of bubbles beside her, she had no wand and nothing came from her.
    const wand = joins.find((join) => join.what === 'wand-at-mouth')!;
    expect(Math.abs(wand.thing.y - wand.figure.y)).toBeLessThan(10);
    expect(wand.thing.x).toBeGreaterThan(wand.figure.x);
    const bubbles = joins.filter((join) => join.what === 'bubble');
    expect(bubbles).toHaveLength(4);
    for (const bubble of bubbles) {
      expect(bubble.thing.y).toBeLessThan(bubble.figure.y);
      expect(bubble.thing.x).toBeGreaterThan(bubble.figure.x);
    }
  });

  it('leaves bubbles with no blowing (a bubble bath, a fish) to the page as before', () => {
    expect(planScene({ characters: [], title: '', description: 'a baby taking a bubble bath', ageGroup: '6-8' }).verb).toBeNull();
    const fish = composeScene(planScene({ characters: [], title: '', description: 'a fish blowing bubbles', ageGroup: '6-8' }));
    expect((fish.metadata.joins as Join[]).some((join) => join.what === 'wand-at-mouth')).toBe(false);
  });
});
