import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { planScene } from '../scene';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('surfing', () => {
  // She stood waving on the grass and the page said it couldn't draw the wave.
  it.each(AGES)('a girl surfing a wave stands on a board on the sea (%s)', (ageGroup) => {
    const page = scenePage('a girl surfing a wave', ageGroup);
    expect(page.verb).toBe('surfing');
    expect(page.layout).toBe('sea');
    expect(page.notDrawn).toEqual([]);
    const board = page.joins.find((join) => join.what === 'feet-on-surfboard')!;
    expect(board.thing.y).toBeGreaterThan(board.figure.y);
    expect(board.thing.y - board.figure.y).toBeLessThan(100);
  });

  // "A surfer" drew no one: an empty meadow that said "Couldn't draw: surfer".
  it('draws a surfer as a child surfing', () => {
    const page = scenePage('a surfer');
    expect(page.verb).toBe('surfing');
    expect(page.figures).toBe(1);
    expect(page.notDrawn).toEqual([]);
  });

  // The surfers she watches were read as her surfing: she rode the wave herself.
  it('does not surf a girl who watches surfers', () => {
    expect(planScene({ characters: [], title: '', description: 'a girl watching surfers at the beach', ageGroup: '6-8' }).verb).not.toBe('surfing');
  });

  it('gives a second surfer a board of its own further out', () => {
    const page = scenePage('two surfers');
    expect(page.figures).toBe(2);
    const lead = page.joins.find((join) => join.what === 'feet-on-surfboard')!;
    const friend = page.joins.find((join) => join.what === 'friend-on-surfboard')!;
    expect(friend.figure.y).toBeLessThan(lead.figure.y);
    expect(friend.thing.y).toBeGreaterThan(friend.figure.y);
  });

  // The lead's outstretched hand touched the far surfer's: each surfer has room of its own, a gap of sea between hands.
  it.each(AGES)('leaves sea between the two surfers\' hands (%s)', (ageGroup) => {
    for (const words of ['two surfers riding a wave', 'kids surfing']) {
      const hands = scenePage(words, ageGroup).joins.find((join) => join.what === 'surfers-hands')!;
      expect(hands.thing.x - hands.figure.x, words).toBeGreaterThan(120);
    }
  });
});
