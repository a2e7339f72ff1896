import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('a crowd with a thing', () => {
  // Three children spread over the page's width: the thing the words give them found no room and the page said
  // "Couldn't draw: christmas tree" (or cake, ball, eggs) under three children waving at nothing.
  it.each(AGES.flatMap((ageGroup) => [
    ['kids decorating a christmas tree', 'christmas-tree', ageGroup],
    ['kids with a cake', 'birthday-cake', ageGroup],
    ['children with a ball', 'soccer-ball', ageGroup],
    ['kids with easter eggs', 'nest-with-eggs', ageGroup],
  ]))('draws "%s" with its %s beside the crowd (%s)', (description, motif, ageGroup) => {
    const page = scenePage(description, ageGroup as AgeGroup);
    expect(page.figures).toBe(3);
    expect(page.notDrawn).toEqual([]);
    expect(page.matched).toContain(motif);
    expect(page.cut).toBe(0);
    // The crowd steps aside for the thing: a little smaller than a crowd with nothing to stand beside.
    expect(page.lead).toBeLessThan(scenePage('three kids', ageGroup as AgeGroup).lead);
  });

  // A tree is drawn by the backdrop behind them, not beside them: stepped aside for it, the three shrank and slid left
  // with nothing in the room made.
  it.each(AGES)('"three kids under a tree" stay centred at a crowd\'s full height (%s)', (ageGroup) => {
    const page = scenePage('three kids under a tree', ageGroup);
    expect(page.figures).toBe(3);
    expect(page.lead).toBe(scenePage('three kids', ageGroup).lead);
  });
});
