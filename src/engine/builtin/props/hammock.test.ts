import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { composeScene, planScene } from '../scene';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

function metadataOf(description: string, ageGroup: AgeGroup): { matched: string[]; notDrawn: string[] } {
  return composeScene(planScene({ characters: [], title: '', description, ageGroup })).metadata as unknown as { matched: string[]; notDrawn: string[] };
}

describe('a hammock', () => {
  it.each(AGES)('lays a girl sleeping in a hammock in one slung between two trees, not in a bed indoors (%s)', (ageGroup) => {
    const metadata = metadataOf('a girl sleeping in a hammock', ageGroup);
    expect(metadata.notDrawn).toEqual([]);
    expect(metadata.matched.slice(0, 2)).toEqual(['girl', 'hammock']);
    expect(metadata.matched).not.toContain('bed');
  });

  it('draws a hammock named alone between its two trees, where the page could not draw it', () => {
    const metadata = metadataOf('a hammock between two trees', '6-8');
    expect(metadata.notDrawn).toEqual([]);
    expect(metadata.matched[0]).toBe('hammock');
  });
});
