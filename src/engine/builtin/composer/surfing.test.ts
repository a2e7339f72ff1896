import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { composeScene, planScene } from '../scene';

interface Join {
  what: string;
  figure: { x: number; y: number };
  thing: { x: number; y: number };
}

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

function pageOf(description: string, ageGroup: AgeGroup = '6-8') {
  const plan = planScene({ characters: [], title: '', description, ageGroup });
  return { plan, metadata: composeScene(plan).metadata };
}

describe('surfing', () => {
  // She stood waving on the grass and the page said it couldn't draw the wave.
  it.each(AGES)('a girl surfing a wave stands on a board on the sea (%s)', (ageGroup) => {
    const { plan, metadata } = pageOf('a girl surfing a wave', ageGroup);
    expect(plan.verb).toBe('surfing');
    expect(metadata.layout).toBe('sea');
    expect(metadata.notDrawn).toEqual([]);
    const board = (metadata.joins as Join[]).find((join) => join.what === 'feet-on-surfboard')!;
    expect(board.thing.y).toBeGreaterThan(board.figure.y);
    expect(board.thing.y - board.figure.y).toBeLessThan(100);
  });

  // "A surfer" drew no one: an empty meadow that said "Couldn't draw: surfer".
  it('draws a surfer as a child surfing', () => {
    const { plan, metadata } = pageOf('a surfer');
    expect(plan.verb).toBe('surfing');
    expect(metadata.figures).toBe(1);
    expect(metadata.notDrawn).toEqual([]);
  });

  it('gives a second surfer a board of its own further out', () => {
    const { metadata } = pageOf('two surfers');
    expect(metadata.figures).toBe(2);
    const joins = metadata.joins as Join[];
    const lead = joins.find((join) => join.what === 'feet-on-surfboard')!;
    const friend = joins.find((join) => join.what === 'friend-on-surfboard')!;
    expect(friend.figure.y).toBeLessThan(lead.figure.y);
    expect(friend.thing.y).toBeGreaterThan(friend.figure.y);
  });
});
