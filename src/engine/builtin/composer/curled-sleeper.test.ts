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
