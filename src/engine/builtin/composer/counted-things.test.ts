import { describe, expect, it } from 'vitest';
import { composeScene, planScene } from '../scene';
import type { SceneJoin as Join } from './testing/scene-page';

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

  // The balloons were dropped: "Couldn't draw: balloons".
  it('floats a balloon each side of a birthday cake with balloons', () => {
    const plan = planScene({ characters: [], title: '', description: 'a birthday cake with balloons', ageGroup: '6-8' });
    const { metadata } = composeScene(plan);
    expect(metadata.notDrawn).toEqual([]);
    const balloons = (metadata.joins as Join[]).filter((join) => join.what === 'balloon-beside-thing');
    expect(balloons).toHaveLength(2);
    // One left of the cake, one right of it, each above the table's top.
    expect(balloons[0]!.figure.x).toBeLessThan(balloons[0]!.thing.x);
    expect(balloons[1]!.figure.x).toBeGreaterThan(balloons[1]!.thing.x);
    for (const balloon of balloons) expect(balloon.figure.y).toBeLessThan(balloon.thing.y);
  });

  // A number joined to a describing word, naming the thing or in its name describes one: the page drew four clovers,
  // two houses, three cakes, two bikes and five balloons.
  it.each(['a four leaf clover', 'a two story house', 'a three layer cake', 'a 3 tier cake', 'a two wheeled bike', 'number 5 balloon', 'a number 5 balloon'])('draws %s once', (description) => {
    expect(countedOf(description).counted).toBe(0);
  });

  it.each([
    ['a three headed dragon', 1],
    ['a six legged bug', 1],
    ['three little ducks', 3],
    ['a flock of sheep', 4],
    ['three sheep', 3],
  ])('casts %s as %i', (description, count) => {
    expect(planScene({ characters: [], title: '', description, ageGroup: '6-8' }).characters).toHaveLength(count);
  });

  it('draws one thing alone as before', () => {
    expect(countedOf('a balloon').counted).toBe(0);
    expect(countedOf('a cupcake').counted).toBe(0);
  });
});
