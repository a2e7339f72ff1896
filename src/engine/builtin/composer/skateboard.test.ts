import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { composeScene, planScene } from '../scene';
import type { SceneJoin as Join } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('skateboarding', () => {
  it.each(AGES)('a girl skateboarding stands on a skateboard with her arms out (%s)', (ageGroup) => {
    const plan = planScene({ characters: [], title: '', description: 'a girl skateboarding', ageGroup });
    expect(plan.verb).toBe('skateboarding');
    const { metadata } = composeScene(plan);
    // With no verb she stood waving on the grass, no board under her.
    const board = (metadata.joins as Join[]).find((join) => join.what === 'feet-on-board')!;
    expect(board.thing.y).toBeGreaterThan(board.figure.y);
    expect(metadata.notDrawn).toEqual([]);
  });

  it('stands a rider on a skateboard on it, not on a horse', () => {
    const plan = planScene({ characters: [], title: '', description: 'a boy riding a skateboard', ageGroup: '6-8' });
    expect(plan.verb).toBe('skateboarding');
    expect((composeScene(plan).metadata.joins as Join[]).some((join) => join.what === 'feet-on-board')).toBe(true);
  });
});
