import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('watching surfers', () => {
  // Three children in T-shirts stood on the sand beside her for the surfers, with no boards, and the page claimed it
  // had drawn them (judging 21).
  it.each(AGES)('a girl watching surfers at the beach stands on the sand and the surfers ride boards out at sea (%s)', (ageGroup) => {
    const page = scenePage('a girl watching surfers at the beach', ageGroup);
    expect(page.verb).toBe('watching-surfers');
    expect(page.notDrawn).toEqual([]);
    // Each drawn foot stands on a board: within its length from tail to nose, and on its deck, not above or under it.
    const boards = page.joins.filter((join) => join.what === 'surfer-board-ends');
    const feet = page.joins.filter((join) => join.what === 'surfer-foot-on-board').map((join) => join.figure);
    expect(boards).toHaveLength(3);
    expect(feet).toHaveLength(6);
    const isOnBoard = (foot: { x: number; y: number }): boolean =>
      boards.some(({ figure: tailAtDeck, thing: noseAtBottom }) => foot.x > tailAtDeck.x && foot.x < noseAtBottom.x && foot.y > tailAtDeck.y - 15 && foot.y < noseAtBottom.y);
    for (const foot of feet) expect(isOnBoard(foot)).toBe(true);
    const watching = page.joins.find((join) => join.what === 'watching-surfer')!;
    // Further out is further up the page: every surfer's feet above the watcher's face.
    for (const foot of feet) expect(foot.y).toBeLessThan(watching.figure.y);
  });

  // Only the surfers' watcher is kept off the open sea: "a surfer watching the waves" was put on a beach with a
  // sandcastle and said it couldn't draw the waves (review 16).
  it('rides the waves for a surfer watching the waves', () => {
    const page = scenePage('a surfer watching the waves');
    expect(page.setting).toBe('waves');
    expect(page.notDrawn).toEqual([]);
  });

  // With no beach named, the surfers' open sea stood him on the water.
  it('watches surfers from the beach when the words name no place', () => {
    const page = scenePage('a boy watching the surfers');
    expect(page.setting).toBe('beach');
    expect(page.verb).toBe('watching-surfers');
  });
});
