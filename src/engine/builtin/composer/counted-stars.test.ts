import { describe, expect, it } from 'vitest';
import { scenePage } from './testing/scene-page';

describe('counted stars', () => {
  // "Five stars" was outer space: planets, a flying saucer and dozens of small stars, the count lost.
  it.each([
    ['five stars', 5],
    ['three stars', 3],
    ['two big stars', 2],
  ] as const)('draws %s as %i big stars in the night sky over the land', (description, count) => {
    for (const ageGroup of ['3-5', '6-8', '9-12'] as const) {
      const page = scenePage(description, ageGroup);
      expect(page.setting).not.toBe('space');
      expect(page.notDrawn).toEqual([]);
      const stars = page.joins.filter((join) => join.what === 'counted-thing');
      expect(stars).toHaveLength(count);
      expect(page.matched).not.toContain('flying-saucer');
    }
  });

  it('leaves stars among planets and rockets in outer space', () => {
    expect(scenePage('five stars and a rocket').setting).toBe('space');
  });
});
