import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { composeScene, planScene } from '../scene';
import type { SceneJoin as Join } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('watering', () => {
  it.each(AGES)('a girl watering flowers tips a can from her hand over flowers below its spout (%s)', (ageGroup) => {
    const plan = planScene({ characters: [], title: '', description: 'a girl watering flowers', ageGroup });
    expect(plan.verb).toBe('watering');
    const { metadata } = composeScene(plan);
    const joins = metadata.joins as Join[];
    // Drawn as a wave beside a tulip, she had no can at all.
    const can = joins.find((join) => join.what === 'can-in-hand')!;
    expect(can.thing.x).toBeGreaterThan(can.figure.x);
    expect(can.thing.y).toBeGreaterThan(can.figure.y);
    const flowers = joins.find((join) => join.what === 'drops-on-flowers')!;
    // The flower's head under the spout, with room between for the drops.
    expect(Math.abs(flowers.thing.x - flowers.figure.x)).toBeLessThan(120);
    expect(flowers.thing.y - flowers.figure.y).toBeGreaterThan(60);
    expect(metadata.matched).toContain('watering-can');
    expect(metadata.notDrawn).toEqual([]);
  });
});
