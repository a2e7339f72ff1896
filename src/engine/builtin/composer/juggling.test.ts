import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { composeScene, planScene } from '../scene';
import type { SceneJoin as Join } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('juggling', () => {
  it.each(AGES)('a clown juggling balls has a ball over each raised hand and one over the head (%s)', (ageGroup) => {
    const plan = planScene({ characters: [], title: '', description: 'a clown juggling balls', ageGroup });
    expect(plan.verb).toBe('juggling');
    const { metadata } = composeScene(plan);
    const joins = metadata.joins as Join[];
    const overHands = joins.filter((join) => join.what === 'ball-over-hand');
    // Drawn as a wave, the balls were one soccer ball on the grass at his feet.
    expect(overHands).toHaveLength(2);
    for (const join of overHands) {
      expect(join.thing.y).toBeLessThan(join.figure.y);
      expect(Math.abs(join.thing.x - join.figure.x)).toBeLessThan(60);
    }
    // The hands up and apart, one each side of the head's ball.
    const overHead = joins.find((join) => join.what === 'ball-over-head')!;
    expect(overHead.thing.y).toBeLessThan(overHead.figure.y);
    const [left, right] = overHands.map((join) => join.figure.x);
    expect(left!).toBeLessThan(overHead.figure.x);
    expect(right!).toBeGreaterThan(overHead.figure.x);
    expect(metadata.notDrawn).toEqual([]);
  });
});
