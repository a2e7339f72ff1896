import { describe, expect, it } from 'vitest';
import { composeScene, planScene } from '../scene';

describe('friends round a campfire', () => {
  it.each(['3-5', '6-8', '9-12'] as const)('draws the campfire big in the middle with the friends sitting round it (%s)', (ageGroup) => {
    const { metadata } = composeScene(planScene({ characters: [], title: '', description: 'kids camping by a campfire', ageGroup }));
    expect(metadata.notDrawn).not.toContain('campfire');
    expect(metadata.matched).toContain('campfire');
    expect(metadata.figures).toBe(3);
    expect((metadata.joins as Array<{ what: string }>).some((join) => join.what === 'friends-round-fire')).toBe(true);
  });
});
