import { describe, expect, it } from 'vitest';
import { composeScene, planScene } from '../scene';

interface Join {
  what: string;
}

describe('sleeping in a tent', () => {
  it.each(['3-5', '6-8', '9-12'] as const)('pitches the tent the words name behind the sleeper (%s)', (ageGroup) => {
    const { metadata } = composeScene(planScene({ characters: [], title: '', description: 'a boy sleeping in a tent', ageGroup }));
    expect(metadata.notDrawn).not.toContain('tent');
    expect(metadata.matched).toContain('camping-tent');
    expect((metadata.joins as Join[]).some((join) => join.what === 'tent-behind-sleeper')).toBe(true);
  });

  it('keeps a sleeper with no tent named as before, alone on the leaves', () => {
    const { metadata } = composeScene(planScene({ characters: [], title: '', description: 'a boy sleeping under the stars', ageGroup: '6-8' }));
    expect(metadata.matched).not.toContain('camping-tent');
  });
});
