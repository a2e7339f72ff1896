import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { composeScene, planScene } from '../scene';
import { iceCreamCone } from './ice-cream-cone';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

function metadataOf(description: string, ageGroup: AgeGroup): { matched: string[]; notDrawn: string[] } {
  return composeScene(planScene({ characters: [], title: '', description, ageGroup })).metadata as unknown as { matched: string[]; notDrawn: string[] };
}

describe('an ice cream cone', () => {
  it.each(AGES)('draws scoops stacked on a cone, not a soft-serve swirl with "Couldn\'t draw: scoops" (%s)', (ageGroup) => {
    const metadata = metadataOf('an ice cream cone with three scoops', ageGroup);
    expect(metadata.notDrawn).toEqual([]);
    expect(metadata.matched[0]).toBe('ice-cream-cone');
    expect(metadata.matched).not.toContain('soft-ice-cream');
  });

  it('stacks three scoops, each a scalloped shape dripping over the one below', () => {
    const scoops = iceCreamCone.draw('medium').shapes.filter((shape) => /^<path d="M[^"]* A[^"]*( Q[^"]*){5} Z"\/>$/.test(shape));
    expect(scoops).toHaveLength(3);
  });
});
