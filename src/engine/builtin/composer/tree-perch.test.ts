import { describe, expect, it } from 'vitest';
import { composeScene, planScene } from '../scene';

interface Join {
  what: string;
  figure: { x: number; y: number };
  thing: { x: number; y: number };
}

describe('a bird in a tree', () => {
  it.each(['3-5', '6-8', '9-12'] as const)('perches the owl on a bough of the tree the words name (%s)', (ageGroup) => {
    const { metadata } = composeScene(planScene({ characters: [], title: '', description: 'a owl in a tree at night', ageGroup }));
    expect(metadata.notDrawn).not.toContain('tree');
    expect(metadata.matched).toContain('deciduous-tree');
    const join = (metadata.joins as Join[]).find((entry) => entry.what === 'feet-on-bough');
    expect(join).toBeDefined();
    expect(Math.abs(join!.figure.y - join!.thing.y)).toBeLessThan(12);
    // Up in the tree, not as tall as the page: it stood on the grass filling the page's width.
    expect(metadata.leadHeightShare).toBeLessThan(0.45);
  });

  it('leaves an owl with no tree named on the ground', () => {
    const { metadata } = composeScene(planScene({ characters: [], title: '', description: 'an owl reading a book', ageGroup: '6-8' }));
    expect((metadata.joins as Join[]).some((entry) => entry.what === 'feet-on-bough')).toBe(false);
  });
});
