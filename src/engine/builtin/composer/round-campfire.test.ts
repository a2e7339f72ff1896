import { describe, expect, it } from 'vitest';
import { scenePage } from './testing/scene-page';

describe('friends round a campfire', () => {
  it.each(['3-5', '6-8', '9-12'] as const)('draws the campfire big in the middle with the friends sitting round it (%s)', (ageGroup) => {
    const page = scenePage('kids camping by a campfire', ageGroup);
    expect(page.notDrawn).not.toContain('campfire');
    expect(page.matched).toContain('campfire');
    expect(page.figures).toBe(3);
    expect(page.joins.some((join) => join.what === 'friends-round-fire')).toBe(true);
  });
});
