import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { composeScene, planScene } from '../scene';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

function page(description: string, ageGroup: AgeGroup = '6-8') {
  return composeScene(planScene({ characters: [], title: '', description, ageGroup }));
}

describe('a swimming pool', () => {
  // The boy swam in a reedy pond and the page said "Couldn't draw: pool".
  it.each(AGES)('swims a boy in a tiled pool, not a pond among reeds (%s)', (ageGroup) => {
    const { body, metadata } = page('a boy swimming in a pool', ageGroup);
    expect(metadata.notDrawn).toEqual([]);
    expect(metadata.verb).toBe('swimming');
    expect(metadata.matched).toContain('water-wave');
    // Deterministic, and without the pond's bulrushes round its rim: less drawn than the pond page.
    expect(body).toBe(page('a boy swimming in a pool', ageGroup).body);
    expect(body.length).toBeLessThan(page('a boy swimming in a pond', ageGroup).body.length);
  });
});
