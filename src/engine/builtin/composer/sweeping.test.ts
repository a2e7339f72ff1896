import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { BIPED_POSES } from '../figure/poses';
import { planScene } from '../scene';
import { scenePage } from './testing/scene-page';
import { VERBS } from './verbs';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('sweeping', () => {
  it.each(AGES)('a witch sweeping holds a broom slanting down through both fists to its bristles on the ground ahead (%s)', (ageGroup) => {
    const page = scenePage('a witch sweeping', ageGroup);
    expect(page.verb).toBe('sweeping');
    // With no verb she stood waving her wand, no broom.
    const hands = page.joins.find((join) => join.what === 'broom-in-hands')!;
    // The far fist high at the chest, the near one lower and ahead: the handle slants down ahead.
    expect(hands.thing.y - hands.figure.y).toBeGreaterThan(60);
    expect(hands.thing.x - hands.figure.x).toBeGreaterThan(30);
    const bristles = page.joins.find((join) => join.what === 'bristles-on-ground')!;
    expect(bristles.thing.x).toBeGreaterThan(bristles.figure.x);
    expect(bristles.thing.y).toBeGreaterThan(bristles.figure.y);
    expect(page.matched).toContain('broom');
    expect(page.notDrawn).toEqual([]);
  });

  it('holds the broom in both hands forward, where standing hangs them at the sides', () => {
    const sweeping = BIPED_POSES[VERBS.sweeping.pose];
    expect(sweeping.arms.front[1]).toBeGreaterThan(45);
    expect(sweeping.arms.back[1]).toBeGreaterThan(45);
    expect(Math.abs(BIPED_POSES.standing.arms.front[1])).toBeLessThan(45);
  });

  // Swooping is no broom: the owl held one and swept; on four legs a dog stood with no broom yet nothing was said undrawn.
  it.each(['an owl sweeps down on a mouse', 'a plane sweeps over the town', 'a sweeping view of the mountains', 'a dog sweeping'])('"%s" is no sweeping', (description) => {
    expect(planScene({ characters: [], title: '', description, ageGroup: '6-8' }).verb).not.toBe('sweeping');
  });

  it.each(['a girl sweeping the floor', 'a boy sweeping up leaves', 'a boy sweeping'])('"%s" is sweeping', (description) => {
    expect(planScene({ characters: [], title: '', description, ageGroup: '6-8' }).verb).toBe('sweeping');
  });
});
