import { describe, expect, it } from 'vitest';
import { composeScene, planScene } from '../scene';
import { towerCrane } from './tower-crane';

describe('tower crane', () => {
  // The page was an empty meadow that said "Couldn't draw: crane".
  it.each(['3-5', '6-8', '9-12'] as const)('draws a crane at a building site (%s)', (ageGroup) => {
    const { metadata } = composeScene(planScene({ characters: [], title: '', description: 'a crane at a building site', ageGroup }));
    expect(metadata.notDrawn).toEqual([]);
    expect(metadata.matched).toContain('tower-crane');
  });

  // A construction crane stood in the pond; the page now says it couldn't draw the bird.
  it('says it could not draw a crane standing in a pond', () => {
    const { metadata } = composeScene(planScene({ characters: [], title: '', description: 'a crane standing in a pond', ageGroup: '6-8' }));
    expect(metadata.matched).not.toContain('tower-crane');
    expect(metadata.notDrawn).toContain('crane');
  });

  it('braces its mast for older children only', () => {
    expect(towerCrane.draw('high').shapes.length).toBeGreaterThan(towerCrane.draw('low').shapes.length + 10);
  });
});
