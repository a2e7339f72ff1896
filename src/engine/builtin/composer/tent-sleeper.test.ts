import { describe, expect, it } from 'vitest';
import { scenePage } from './testing/scene-page';

describe('sleeping in a tent', () => {
  it.each(['3-5', '6-8', '9-12'] as const)('pitches the tent the words name behind the sleeper (%s)', (ageGroup) => {
    const page = scenePage('a boy sleeping in a tent', ageGroup);
    expect(page.notDrawn).not.toContain('tent');
    expect(page.matched).toContain('camping-tent');
    expect(page.joins.some((join) => join.what === 'tent-behind-sleeper')).toBe(true);
  });

  it('keeps a sleeper with no tent named as before, alone on the leaves', () => {
    expect(scenePage('a boy sleeping under the stars').matched).not.toContain('camping-tent');
  });
});
