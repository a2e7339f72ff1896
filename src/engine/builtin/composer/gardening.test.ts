import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { BIPED_POSES } from '../figure/poses';
import { planScene } from '../scene';
import { scenePage } from './testing/scene-page';
import { VERBS } from './verbs';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('gardening', () => {
  it.each(AGES)('a girl planting flowers kneels with a trowel in her fist, its blade down in a flower bed (%s)', (ageGroup) => {
    const page = scenePage('a girl planting flowers', ageGroup);
    expect(page.verb).toBe('gardening');
    // With no verb she stood waving on the grass, with no bed and nothing in her hand.
    const inHand = page.joins.find((join) => join.what === 'trowel-in-hand')!;
    expect(inHand.thing.y).toBeGreaterThan(inHand.figure.y);
    expect(inHand.thing.x).toBeGreaterThan(inHand.figure.x);
    const inSoil = page.joins.find((join) => join.what === 'trowel-in-soil')!;
    // The tip below the bed's top, in the hole it digs.
    expect(inSoil.thing.y).toBeGreaterThan(inSoil.figure.y);
    expect(inSoil.thing.y - inSoil.figure.y).toBeLessThan(60);
    expect(page.matched).toContain('flower-bed');
    expect(page.notDrawn).toEqual([]);
  });

  it('kneels, one knee up and the other shin flat on the ground, where standing legs hang down', () => {
    const kneeling = BIPED_POSES[VERBS.gardening.pose];
    expect(Math.abs(kneeling.legs.front[0])).toBeGreaterThan(60);
    expect(Math.abs(kneeling.legs.back[1])).toBeGreaterThan(60);
    expect(Math.abs(BIPED_POSES.standing.legs.front[0])).toBeLessThan(20);
  });

  it.each(['grandpa gardening', 'a boy planting seeds', 'a gardener in the garden'])('"%s" is gardening', (description) => {
    expect(planScene({ characters: [], title: '', description, ageGroup: '6-8' }).verb).toBe('gardening');
  });

  it.each(['a dog jumping in the garden', 'a girl with plants on the windowsill', 'an astronaut planting a flag on the moon', 'a knight planting his sword'])('"%s" is no gardening', (description) => {
    expect(planScene({ characters: [], title: '', description, ageGroup: '6-8' }).verb).not.toBe('gardening');
  });
});
