import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('a thing of the house with no place named', () => {
  // Each stood out on a grassy hill under trees, the sun or the moon (judging 19).
  it.each(AGES.flatMap((ageGroup) => ['a cat sleeping on a pillow', 'a hamster in a cage'].map((words) => [words, ageGroup])))('puts "%s" in a room (%s)', (words, ageGroup) => {
    const page = scenePage(words, ageGroup as AgeGroup);
    expect(page.matched).toContain('window');
    expect(page.matched).toContain('bookshelf');
    expect(page.matched).not.toContain('deciduous-tree');
    expect(page.notDrawn).toEqual([]);
  });

  // A cupcake stood on the park's grass and a fishbowl on the floor, each as big as a chair (judging 19); kept under
  // the window on a table, a fishbowl or a cake rose only about 760 px, 60 % of its size in the meadow (judging 20).
  it.each(AGES.flatMap((ageGroup) => ['a cupcake with sprinkles', 'a fish in a fishbowl', 'a birthday cake', 'an ice cream'].map((words) => [words, ageGroup])))('stands "%s" big on a table in a room (%s)', (words, ageGroup) => {
    const page = scenePage(words, ageGroup as AgeGroup);
    expect(page.matched).toContain('table');
    expect(page.matched).not.toContain('deciduous-tree');
    // In front of the window's place on the wall, the window is left out rather than showing in pieces.
    expect(page.matched).not.toContain('window');
    const join = page.joins.find((candidate) => candidate.what === 'thing-on-table')!;
    expect(Math.abs(join.figure.y - join.thing.y)).toBeLessThan(20);
    const rise = page.joins.find((candidate) => candidate.what === 'thing-top-over-table')!;
    expect(rise.thing.y - rise.figure.y).toBeGreaterThan(1100);
    expect(page.notDrawn).toEqual([]);
  });

  // Sweep 3: on the table the jar of "a cookie jar" or the plate of cupcakes was left out and the page said it could
  // not draw it; the birthday cake's own candles were said to be missing too.
  it.each(AGES.flatMap((ageGroup) => [['cupcakes on a plate', 'fork-and-knife-with-plate']].map(([words, second]) => [words, second, ageGroup])))('stands the second thing of "%s" (%s) beside the first on the table (%s)', (words, second, ageGroup) => {
    const page = scenePage(words!, ageGroup as AgeGroup);
    expect(page.matched).toContain(second);
    const join = page.joins.find((candidate) => candidate.what === 'companion-on-table')!;
    expect(Math.abs(join.figure.y - join.thing.y)).toBeLessThan(20);
    expect(join.figure.x).toBeGreaterThan(join.thing.x);
    expect(page.notDrawn).toEqual([]);
  });

  // Review 16: with the cup and the teapot on the table, the cookies were dropped and said to be undrawn.
  it.each(AGES)('stands the cup, the teapot and the cookies of "a cup of tea and cookies" in a row on the table (%s)', (ageGroup) => {
    const page = scenePage('a cup of tea and cookies', ageGroup);
    expect(page.matched).toEqual(expect.arrayContaining(['hot-beverage', 'teapot', 'cookie', 'table']));
    const joins = page.joins.filter((candidate) => candidate.what === 'companion-on-table');
    expect(joins).toHaveLength(2);
    for (const join of joins) {
      expect(Math.abs(join.figure.y - join.thing.y)).toBeLessThan(20);
      expect(join.figure.x).toBeGreaterThan(join.thing.x);
    }
    expect(page.notDrawn).toEqual([]);
  });

  // The cookie jar was small, plain and empty beside a cookie bigger than itself, and read as a jam jar; the spaghetti
  // was noodles in a bowl with chopsticks, read as ramen (judging 20): each is now one big thing on the table.
  it.each(AGES.flatMap((ageGroup) => [['a cookie jar', 'cookie-jar'], ['a plate of spaghetti', 'spaghetti-plate'], ['a bowl of spaghetti', 'spaghetti-plate']].map(([words, thing]) => [words, thing, ageGroup])))('draws "%s" as one big %s on the table (%s)', (words, thing, ageGroup) => {
    const page = scenePage(words!, ageGroup as AgeGroup);
    expect(page.matched).toContain(thing);
    expect(page.matched).not.toContain('jar');
    expect(page.matched).not.toContain('steaming-bowl');
    expect(page.joins.some((join) => join.what === 'companion-on-table')).toBe(false);
    const rise = page.joins.find((candidate) => candidate.what === 'thing-top-over-table')!;
    expect(rise.thing.y - rise.figure.y).toBeGreaterThan(1000);
    expect(page.notDrawn).toEqual([]);
  });

  // The pizza was one small slice standing on its tip on the table's edge, with no plate (judging 20).
  it.each(AGES)('lays "a pizza" whole and round on a plate on the table (%s)', (ageGroup) => {
    const page = scenePage('a pizza', ageGroup);
    expect(page.matched).toContain('whole-pizza');
    // Lying flat it rises far less than the slice standing up did at this size (about 1300 px), yet is big.
    const rise = page.joins.find((candidate) => candidate.what === 'thing-top-over-table')!;
    expect(rise.thing.y - rise.figure.y).toBeGreaterThan(400);
    expect(rise.thing.y - rise.figure.y).toBeLessThan(900);
    expect(page.notDrawn).toEqual([]);
  });

  it.each(AGES)('counts the candles on a birthday cake as drawn (%s)', (ageGroup) => {
    expect(scenePage('a birthday cake with five candles', ageGroup).notDrawn).toEqual([]);
  });

  it('leaves a cupcake out of doors where the words put it', () => {
    expect(scenePage('a cupcake with sprinkles in the garden').matched).not.toContain('table');
  });

  // Judging 19: a dozen small cardboard boxes dotted over the floor read as random on the hamster's, the fishbowl's
  // and the letter writer's pages.
  it.each(['a hamster in a cage', 'a fish in a fishbowl', 'a girl writing a letter'])('furnishes the floor of "%s" with a few things of a room, not boxes (9-12)', (words) => {
    const page = scenePage(words, '9-12');
    expect(page.matched).not.toContain('cardboard-box');
    // Where the floor's back is free, a thing of a room stands there (the fishbowl's table takes it all).
    if (words !== 'a fish in a fishbowl') expect(page.matched.some((motif) => ['chair', 'wastebasket'].includes(motif))).toBe(true);
  });

  it.each(AGES)('lays a rug under the hamster\'s cage (%s)', (ageGroup) => {
    expect(scenePage('a hamster in a cage', ageGroup).matched).toContain('rug');
  });

  // Left out before: a dog lying on the cushion as a figure met it in slivers, and it slept in a bed instead.
  it.each(AGES)('curls a dog asleep on the pillow the words name, not in a bed (%s)', (ageGroup) => {
    const page = scenePage('a dog sleeping on a pillow', ageGroup);
    expect(page.matched).toContain('cushion');
    expect(page.matched).not.toContain('made-bed');
    const join = page.joins.find((candidate) => candidate.what === 'asleep-on-cushion')!;
    expect(join.figure.y).toBeGreaterThan(join.thing.y);
    expect(page.notDrawn).toEqual([]);
  });

  it('keeps the place the words name', () => {
    const page = scenePage('a hamster in a cage in the garden');
    expect(page.setting).toBe('park');
    expect(page.matched).toContain('deciduous-tree');
    expect(page.matched).not.toContain('bookshelf');
  });

  it('keeps the grass the words put it on', () => {
    expect(scenePage('a fish in a fishbowl on the grass').matched).not.toContain('bookshelf');
  });
});
