import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { composeScene, planScene } from '../scene';
import { scenePage } from './testing/scene-page';

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

  // He lay turned on his side on top of the water line, fully dressed, his head over the pool's tiles (round 19).
  it.each(AGES)('swims a boy upright in the pool, his head above the water line and inside the pool, his hand over in a stroke (%s)', (ageGroup) => {
    const { joins } = scenePage('a boy swimming in a pool', ageGroup);
    const chin = joins.find((join) => join.what === 'chin-above-water')!;
    expect(chin.figure.y).toBeLessThan(chin.thing.y);
    const [topLeft, bottomRight] = joins.filter((join) => join.what === 'head-in-pool');
    expect(topLeft!.figure.x).toBeGreaterThan(topLeft!.thing.x);
    expect(topLeft!.figure.y).toBeGreaterThan(topLeft!.thing.y);
    expect(bottomRight!.figure.x).toBeLessThan(bottomRight!.thing.x);
    expect(bottomRight!.figure.y).toBeLessThan(bottomRight!.thing.y);
    const hand = joins.find((join) => join.what === 'hand-over-water')!;
    expect(hand.figure.y).toBeLessThan(hand.thing.y);
  });

  // With no verb the girl stood on a meadow and the pool went undrawn.
  it.each(AGES)('swims a girl "at the pool" in the tiled pool (%s)', (ageGroup) => {
    const { metadata } = page('a girl at the pool', ageGroup);
    expect(metadata.verb).toBe('swimming');
    expect(metadata.matched).toContain('water-wave');
    expect(metadata.notDrawn).toEqual([]);
  });

  it('keeps a group or a creature at the pool on the meadow, saying the pool was not drawn', () => {
    expect(page('kids at the pool').metadata.notDrawn).toEqual(['pool']);
    expect(page('a dog in the pool').metadata.notDrawn).toEqual(['pool']);
  });
});
