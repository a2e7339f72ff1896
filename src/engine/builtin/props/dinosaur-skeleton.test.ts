import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { composeScene, planScene } from '../scene';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('a dinosaur skeleton in a museum', () => {
  // A cartoon T. rex stood waving in a meadow, and the page said it couldn't draw the skeleton or the museum.
  it.each(AGES)('draws the skeleton on its plinth in a museum hall, no living dinosaur (%s)', (ageGroup) => {
    const plan = planScene({ characters: [], title: '', description: 'a dinosaur skeleton in a museum', ageGroup });
    expect(plan.characters).toEqual([]);
    expect(plan.setting).toBe('museum');
    const metadata = composeScene(plan).metadata as unknown as { matched: string[]; notDrawn: string[] };
    expect(metadata.notDrawn).toEqual([]);
    expect(metadata.matched[0]).toBe('dinosaur-skeleton');
    expect(metadata.matched).toContain('moai');
    expect(metadata.matched).not.toContain('teddy-bear');
  });
});
