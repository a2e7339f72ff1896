import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { planScene } from '../scene';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('rescuing a pet from a tree', () => {
  // With no verb the firefighter stood waving by the cat on a city street with no tree (judging 23).
  it.each(AGES)('a firefighter up a ladder holds a hand out to the cat on the bough, in a park (%s)', (ageGroup) => {
    const page = scenePage('a firefighter rescuing a cat from a tree', ageGroup);
    expect(page.verb).toBe('rescuing-from-tree');
    expect(page.layout).not.toBe('street');
    expect(page.matched).toEqual(expect.arrayContaining(['firefighter', 'cat', 'deciduous-tree', 'ladder']));
    expect(page.matched).not.toContain('office-building');
    const joinOf = (what: string) => page.joins.find((join) => join.what === what)!;
    const hand = joinOf('hand-up-to-pet');
    const pet = joinOf('pet-on-bough');
    // The cat stands on the bough, and the hand held out reaches its chest, above the bough and near its front.
    expect(Math.abs(pet.figure.y - pet.thing.y)).toBeLessThan(40);
    expect(hand.figure.y).toBeLessThan(pet.thing.y);
    expect(hand.thing.y - hand.figure.y).toBeLessThan(400);
    const foot = joinOf('foot-on-rung');
    expect(Math.abs(foot.figure.y - foot.thing.y)).toBeLessThan(30);
    // Up the ladder, well off the grass; the ladder's top up at the bough.
    const ladder = joinOf('ladder-on-bough');
    expect(ladder.figure.y).toBeLessThan(ladder.thing.y);
    expect(page.figures).toBe(2);
    expect(page.notDrawn).toEqual([]);
  });

  it.each(['a firefighter rescuing a kitten stuck in a tree', 'a girl helping a puppy stuck up a tree'])('"%s" is fetched down from a tree', (description) => {
    const page = scenePage(description);
    expect(page.verb).toBe('rescuing-from-tree');
    expect(page.joins.some((join) => join.what === 'pet-on-bough')).toBe(true);
  });

  it.each(['a monkey swinging from a tree', 'a boy jumping down from a tree', 'a girl picking apples from a tree'])('"%s" fetches nothing down', (description) => {
    expect(planScene({ characters: [], title: '', description, ageGroup: '6-8' }).verb).not.toBe('rescuing-from-tree');
  });
});
