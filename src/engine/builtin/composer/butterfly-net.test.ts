import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { composeScene, planScene } from '../scene';
import type { SceneJoin as Join } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('catching a butterfly', () => {
  it.each(AGES)('a boy catching a butterfly holds a net up ahead with the butterfly just over its hoop (%s)', (ageGroup) => {
    const plan = planScene({ characters: [], title: '', description: 'a boy catching a butterfly', ageGroup });
    expect(plan.verb).toBe('catching-butterflies');
    const { metadata } = composeScene(plan);
    const joins = metadata.joins as Join[];
    // He wound up to throw a softball at a butterfly as big as he was.
    expect(metadata.matched).not.toContain('softball');
    const net = joins.find((join) => join.what === 'net-in-hand')!;
    expect(net.thing.y).toBeLessThan(net.figure.y);
    expect(net.thing.x).toBeGreaterThan(net.figure.x);
    const butterfly = joins.find((join) => join.what === 'butterfly-over-net')!;
    expect(butterfly.thing.y).toBeLessThan(butterfly.figure.y);
    expect(Math.abs(butterfly.thing.x - butterfly.figure.x)).toBeLessThan(200);
    expect(metadata.figures).toBe(1);
  });

  it('still throws and catches a ball', () => {
    expect(planScene({ characters: [], title: '', description: 'a boy catching a ball', ageGroup: '6-8' }).verb).toBe('throwing');
  });
});
