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
    const boards = page.joins.filter((join) => join.what === 'surfer-on-board');
    expect(boards).toHaveLength(3);
    for (const board of boards) expect(board.thing.y).toBeGreaterThan(board.figure.y);
    const watching = page.joins.find((join) => join.what === 'watching-surfer')!;
    // Further out is further up the page: every surfer's feet above the watcher's face.
    for (const board of boards) expect(board.figure.y).toBeLessThan(watching.figure.y);
  });

  // With no beach named, the surfers' open sea stood him on the water.
  it('watches surfers from the beach when the words name no place', () => {
    const page = scenePage('a boy watching the surfers');
    expect(page.setting).toBe('beach');
    expect(page.verb).toBe('watching-surfers');
  });
});
