import { describe, expect, it } from 'vitest';
import { scenePage } from './testing/scene-page';

describe('a bird in a tree', () => {
  it.each(['3-5', '6-8', '9-12'] as const)('perches the owl on a bough of the tree the words name (%s)', (ageGroup) => {
    const page = scenePage('a owl in a tree at night', ageGroup);
    expect(page.notDrawn).not.toContain('tree');
    expect(page.matched).toContain('deciduous-tree');
    const join = page.joins.find((entry) => entry.what === 'feet-on-bough');
    expect(join).toBeDefined();
    expect(Math.abs(join!.figure.y - join!.thing.y)).toBeLessThan(12);
    // Up in the tree, not as tall as the page: it stood on the grass filling the page's width.
    expect(page.lead).toBeLessThan(0.45);
  });

  it.each(['3-5', '6-8', '9-12'] as const)('perches an owl reading in a tree on the bough, its book open below its face (%s)', (ageGroup) => {
    const page = scenePage('an owl reading a book in a tree', ageGroup);
    const perch = page.joins.find((entry) => entry.what === 'feet-on-bough');
    expect(perch).toBeDefined();
    expect(Math.abs(perch!.figure.y - perch!.thing.y)).toBeLessThan(12);
    // It stood on the grass before the trees, as tall as the page (judging 22).
    expect(page.lead).toBeLessThan(0.45);
    const book = page.joins.find((entry) => entry.what === 'held-below-face');
    expect(book).toBeDefined();
    expect(book!.thing.y).toBeGreaterThan(book!.figure.y - 40);
    expect(book!.thing.y).toBeLessThan(perch!.figure.y);
    expect(page.notDrawn).not.toContain('book');
  });

  it('leaves an owl with no tree named on the ground', () => {
    expect(scenePage('an owl reading a book').joins.some((entry) => entry.what === 'feet-on-bough')).toBe(false);
  });
});
