import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { composeScene, planScene } from '../scene';
import { VERBS } from './verbs';
import type { SceneJoin as Join } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('ice skating', () => {
  it.each(AGES)('a girl ice skating glides on one skate on a frozen pond, the other leg out behind (%s)', (ageGroup) => {
    const plan = planScene({ characters: [], title: '', description: 'a girl ice skating', ageGroup });
    expect(plan.verb).toBe('ice-skating');
    expect(VERBS[plan.verb!].pose).toBe('gliding');
    const { metadata } = composeScene(plan);
    const joins = metadata.joins as Join[];
    // With no verb she stood waving on the snow: no skates, no ice.
    const onIce = joins.find((join) => join.what === 'blade-on-ice')!;
    expect(Math.abs(onIce.thing.y - onIce.figure.y)).toBeLessThan(30);
    const behind = joins.find((join) => join.what === 'leg-out-behind')!;
    expect(behind.thing.x).toBeLessThan(behind.figure.x);
    expect(behind.thing.y).toBeLessThan(behind.figure.y);
    expect(metadata.notDrawn).toEqual([]);
  });

  it('leaves roller skating to the page as before', () => {
    expect(planScene({ characters: [], title: '', description: 'a girl roller skating', ageGroup: '6-8' }).verb).not.toBe('ice-skating');
  });
});
