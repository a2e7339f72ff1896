import { describe, expect, it } from 'vitest';
import { composeScene } from './compose-scene';
import { planScene } from '../scene';
import { createCharacterSpec } from '../character';
import type { SceneJoin } from './testing/scene-page';

describe('a dragon asleep out of doors', () => {
  const sparky = createCharacterSpec('Sparky', 'A brave little dragon who loves reading books');
  const metadata = composeScene(planScene({ characters: [sparky], title: '', description: 'Sparky the dragon sleeping at night', ageGroup: '6-8' })).metadata;

  it('curls up on a heap of leaves, big across the page, as one body (round 12: a pile of ovals under a sky of stars)', () => {
    const joins = metadata.joins as SceneJoin[];
    expect(joins.find((join) => join.what === 'asleep-on-leaves')).toBeDefined();
    expect(metadata.matched).toEqual(expect.arrayContaining(['dragon', 'zzz']));
    expect(metadata.leadHeightShare as number).toBeGreaterThan(0.3);
  });

  it('has its books beside it when it loves reading', () => {
    expect(metadata.matched).toContain('books');
  });
});

describe('a creature asleep in a cave', () => {
  it.each([
    ['a bear sleeping in a cave', 'bear'],
    ['a dragon sleeping in its cave', 'dragon'],
  ] as const)('curls up "%s" inside the cave’s mouth, under its roof, not outside it on leaves (judging 23)', (description, creature) => {
    for (const ageGroup of ['3-5', '6-8', '9-12'] as const) {
      const metadata = composeScene(planScene({ characters: [], title: '', description, ageGroup })).metadata;
      const joins = metadata.joins as SceneJoin[];
      expect(metadata.matched, ageGroup).toEqual(expect.arrayContaining([creature, 'rocky-cave', 'zzz']));
      expect(metadata.notDrawn, ageGroup).toEqual([]);
      expect(joins.find((join) => join.what === 'asleep-on-leaves'), ageGroup).toBeUndefined();
      const floor = joins.find((join) => join.what === 'asleep-in-cave')!;
      expect(Math.abs(floor.figure.y - floor.thing.y), ageGroup).toBeLessThan(5);
      // The mouth's roof is over its back, with room for the snores between.
      const roof = joins.find((join) => join.what === 'cave-roof-over-sleeper')!;
      expect(roof.figure.y - roof.thing.y, ageGroup).toBeGreaterThan(150);
      expect(metadata.leadHeightShare as number, ageGroup).toBeGreaterThan(0.15);
    }
  });
});
