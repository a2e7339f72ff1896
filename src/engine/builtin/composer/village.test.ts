import { describe, expect, it } from 'vitest';
import { composeScene, planScene } from '../scene';

describe('a village', () => {
  it.each(['3-5', '6-8', '9-12'] as const)('lies below a dragon flying over it, its cottages and church drawn, not said undrawn (%s)', (ageGroup) => {
    // Judging 23: only hills and a tree below the dragon, and "village" said not drawn.
    const { metadata } = composeScene(planScene({ characters: [], title: '', description: 'a dragon flying over a village', ageGroup }));
    expect(metadata.matched).toEqual(expect.arrayContaining(['dragon', 'village-houses']));
    expect(metadata.notDrawn).toEqual([]);
    expect(metadata.layout).toBe('sky');
  });
});
