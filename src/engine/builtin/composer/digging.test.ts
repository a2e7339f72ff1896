import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { planScene } from '../scene';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('digging', () => {
  // The pirate waved his sword in the waves, no spade, no hole, the treasure a lone diamond floating by (judging 22).
  it.each(AGES)('a pirate digs on the beach, the spade in both fists and its blade in the hole, the chest beside it (%s)', (ageGroup) => {
    const page = scenePage('a pirate digging for treasure', ageGroup);
    expect(page.verb).toBe('digging');
    expect(page.notDrawn).toEqual([]);
    expect(planScene({ characters: [], title: '', description: 'a pirate digging for treasure', ageGroup }).setting).toBe('beach');
    const hands = page.joins.find((join) => join.what === 'spade-in-hands')!;
    const blade = page.joins.find((join) => join.what === 'blade-in-hole')!;
    // The blade's tip down ahead of the fists, inside the hole's oval (near its middle, at the ground).
    expect(blade.figure.x).toBeGreaterThan(hands.thing.x);
    expect(Math.abs(blade.figure.x - blade.thing.x)).toBeLessThan(120);
    expect(Math.abs(blade.figure.y - blade.thing.y)).toBeLessThan(120);
    const chest = page.joins.find((join) => join.what === 'chest-by-hole')!;
    // Past the hole's far rim, on the same ground, not over the blade.
    expect(chest.thing.x).toBeGreaterThan(chest.figure.x);
    expect(Math.abs(chest.thing.y - chest.figure.y)).toBeLessThan(5);
  });

  it('digging in the garden digs a hole, with no chest', () => {
    const page = scenePage('a boy digging in the garden', '6-8');
    expect(page.verb).toBe('digging');
    expect(page.joins.some((join) => join.what === 'blade-in-hole')).toBe(true);
    expect(page.joins.some((join) => join.what === 'chest-by-hole')).toBe(false);
  });
});
