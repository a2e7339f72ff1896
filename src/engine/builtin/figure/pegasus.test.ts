import { describe, expect, it } from 'vitest';
import { composeScene, planScene } from '../scene';

const AGES = ['3-5', '6-8', '9-12'] as const;

describe('a pegasus', () => {
  // Sweep 3: no creature was named "pegasus", so the sky was empty and the page said Couldn't draw.
  it.each(AGES)('is drawn, flying, as a winged horse (%s)', (ageGroup) => {
    const { metadata } = composeScene(planScene({ characters: [], title: '', description: 'a pegasus flying in the sky', ageGroup }));
    expect(metadata.notDrawn).toEqual([]);
    expect(metadata.matched).toContain('horse');
    expect(planScene({ characters: [], title: '', description: 'a pegasus flying in the sky', ageGroup }).characters[0]!.figure?.kind).toBe('pegasus');
  });
});
