import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { composeScene, planScene } from '../scene';
import { boughUndersideAt } from './jungle-vine';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

function metadataOf(description: string, ageGroup: AgeGroup): { matched: string[]; notDrawn: string[] } {
  return composeScene(planScene({ characters: [], title: '', description, ageGroup })).metadata as unknown as { matched: string[]; notDrawn: string[] };
}

describe('a monkey swinging on a vine', () => {
  it.each(AGES)('hangs the monkey from two jungle vines under a tree\'s bough, not sat on a playground swing (%s)', (ageGroup) => {
    const metadata = metadataOf('a monkey swinging on a vine', ageGroup);
    expect(metadata.notDrawn).toEqual([]);
    expect(metadata.matched[0]).toBe('monkey-on-vine');
    expect(metadata.matched).not.toContain('swing-set');
  });

  it.each(AGES)('hangs a monkey hanging from a tree from the vines too, not stood waving beside a tree (%s)', (ageGroup) => {
    const metadata = metadataOf('a monkey hanging from a tree', ageGroup);
    expect(metadata.notDrawn).toEqual([]);
    expect(metadata.matched[0]).toBe('monkey-on-vine');
  });

  it('leaves a monkey swinging on a swing on the swing set', () => {
    expect(metadataOf('a monkey swinging on a swing', '6-8').matched).toContain('swing-set');
  });

  it('grows its bough up out of the trunk to a tip under the leaves, not straight out as a gallows slab (round 20)', () => {
    // Thick where it leaves the trunk, rising and thinning to its tip: the slab's underside was level across.
    expect(boughUndersideAt(90) - boughUndersideAt(200)).toBeGreaterThan(20);
    expect(boughUndersideAt(90)).toBeGreaterThan(boughUndersideAt(140));
  });

  // One monkey hung from the vines for "three monkeys swinging on vines".
  it.each(AGES)('hangs as many monkeys from the vines as the words count, along one long bough (%s)', (ageGroup) => {
    for (const [description, drawn] of [['three monkeys swinging on vines', 'three-monkeys-on-vines'], ['two monkeys swinging on vines', 'two-monkeys-on-vines'], ['a monkey swinging on a vine', 'monkey-on-vine']]) {
      const metadata = metadataOf(description!, ageGroup);
      expect(metadata.notDrawn).toEqual([]);
      expect(metadata.matched[0]).toBe(drawn);
      expect(metadata.matched).not.toContain('monkey');
    }
  });

  it('draws a vine named on its own, hanging from its bough, where the page could not draw it', () => {
    const metadata = metadataOf('a vine in the jungle', '6-8');
    expect(metadata.notDrawn).toEqual([]);
    expect(metadata.matched).toContain('jungle-vine');
  });
});
