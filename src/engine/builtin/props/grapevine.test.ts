import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { composeScene, planScene } from '../scene';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

function metadataOf(description: string, ageGroup: AgeGroup): { matched: string[]; notDrawn: string[] } {
  return composeScene(planScene({ characters: [], title: '', description, ageGroup })).metadata as unknown as { matched: string[]; notDrawn: string[] };
}

describe('grapes on the vine', () => {
  // A bunch of grapes lay on a table, and "vine" was a jungle vine.
  it.each(AGES)('grows the grapes on a grapevine on its trellis, no jungle vine and no table (%s)', (ageGroup) => {
    for (const description of ['grapes on the vine', 'a grapevine', 'grapes growing on a vine']) {
      const metadata = metadataOf(description, ageGroup);
      expect(metadata.notDrawn).toEqual([]);
      expect(metadata.matched[0]).toBe('grapevine');
      expect(metadata.matched).not.toContain('jungle-vine');
      expect(metadata.matched).not.toContain('table');
    }
  });

  it('leaves a monkey swinging on a vine in the jungle', () => {
    expect(metadataOf('a monkey swinging on a vine', '6-8').matched[0]).toBe('monkey-on-vine');
  });
});
