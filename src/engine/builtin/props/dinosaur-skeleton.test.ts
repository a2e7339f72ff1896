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

  // With no museum named the skeleton stood in a bedroom by a teddy bear (review 16).
  it.each(['a dinosaur skeleton', 'a big dinosaur skeleton with sharp teeth'])('takes "%s" to the museum', (description) => {
    const plan = planScene({ characters: [], title: '', description, ageGroup: '6-8' });
    expect(plan.setting).toBe('museum');
    const metadata = composeScene(plan).metadata as unknown as { matched: string[] };
    expect(metadata.matched).toContain('dinosaur-skeleton');
    expect(metadata.matched).not.toContain('teddy-bear');
  });

  it('leaves a skeleton the words place elsewhere where they place it', () => {
    expect(planScene({ characters: [], title: '', description: 'a dinosaur skeleton in the park', ageGroup: '6-8' }).setting).toBe('park');
  });
});
