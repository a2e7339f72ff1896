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

  // A construction crane once stood in the pond; the crane there is the wading bird.
  it('draws the wading bird, not a tower crane, for a crane standing in a pond', () => {
    const { metadata } = composeScene(planScene({ characters: [], title: '', description: 'a crane standing in a pond', ageGroup: '6-8' }));
    expect(metadata.matched).not.toContain('tower-crane');
    expect(metadata.matched).toContain('crane-bird');
    expect(metadata.notDrawn).not.toContain('crane');
  });

  // Each drew the wading bird on a meadow: folded paper, the arcade's grabber and a lorry's arm are no bird.
  it.each(['an origami crane', 'a claw crane at the arcade', 'a crane truck at the docks', 'a crane game'])('draws no wading bird for "%s"', (description) => {
    const { metadata } = composeScene(planScene({ characters: [], title: '', description, ageGroup: '6-8' }));
    expect(metadata.matched).not.toContain('crane-bird');
    expect(metadata.matched).not.toContain('tower-crane');
  });

  // The pond was lost once a frog was named beside the wading bird; both stand in it now.
  it('keeps the pond for a crane and a frog at the pond', () => {
    const { metadata } = composeScene(planScene({ characters: [], title: '', description: 'a crane and a frog at the pond', ageGroup: '6-8' }));
    expect(metadata.matched).toEqual(expect.arrayContaining(['crane-bird', 'frog', 'water-wave']));
    expect(metadata.notDrawn).toEqual([]);
  });

  it('braces its mast for older children only', () => {
    expect(towerCrane.draw('high').shapes.length).toBeGreaterThan(towerCrane.draw('low').shapes.length + 10);
  });
});
