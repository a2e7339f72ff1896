import { describe, expect, it } from 'vitest';
import { composeScene, planScene } from '../scene';

interface Join {
  what: string;
}

function countedOf(description: string): { counted: number; notDrawn: unknown } {
  const plan = planScene({ characters: [], title: '', description, ageGroup: '6-8' });
  const { metadata } = composeScene(plan);
  return { counted: (metadata.joins as Join[]).filter((join) => join.what === 'counted-thing').length, notDrawn: metadata.notDrawn };
}

describe('counted things', () => {
  // One balloon filled the page, one cupcake the table: the count was lost.
  it.each([
    ['three balloons', 3],
    ['two cupcakes', 2],
    ['four pumpkins', 4],
    ['five presents', 5],
    ['five apples', 5],
  ])('draws %s as %i', (description, count) => {
    const page = countedOf(description);
    expect(page.counted).toBe(count);
    expect(page.notDrawn).toEqual([]);
  });

  it('draws one thing alone as before', () => {
    expect(countedOf('a balloon').counted).toBe(0);
    expect(countedOf('a cupcake').counted).toBe(0);
  });
});
