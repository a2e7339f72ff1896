import { describe, expect, it } from 'vitest';
import { composeScene, planScene } from '../scene';

function pageOf(description: string): ReturnType<typeof composeScene> {
  return composeScene(planScene({ characters: [], title: '', description, ageGroup: '3-5' }));
}

function bodyOf(description: string): string {
  return pageOf(description).body;
}

describe('two hugging', () => {
  it('keeps long ears straight up instead of leaning the two bunnies in, where their inner ears crossed in a knot', () => {
    expect(bodyOf('two bunnies hugging in the meadow')).not.toMatch(/rotate\(-?5 /);
  });

  it('turns two hugging creatures to face each other, the right one’s arm over the left one’s shoulder', () => {
    const joins = pageOf('two bunnies hugging in the meadow').metadata.joins as Array<{ what: string; figure: { x: number; y: number }; thing: { x: number; y: number } }>;
    const [left, right] = joins.filter((join) => join.what === 'hug-turned');
    // Each face sits off its body's middle towards the other.
    expect(left!.figure.x).toBeGreaterThan(left!.thing.x);
    expect(right!.figure.x).toBeLessThan(right!.thing.x);
    const hug = joins.find((join) => join.what === 'hug')!;
    expect(hug.figure.x).toBeLessThan(right!.thing.x);
  });

  it('tells two of a creature apart: the second wears a bow, four-legged ones and children stay as they are', () => {
    const descriptions = (description: string): string[] => (pageOf(description).metadata.plan as { characters: Array<{ description: string }> }).characters.map((character) => character.description);
    expect(descriptions('two bunnies hugging in the meadow')).toEqual(['bunny', 'bunny with a bow']);
    expect(descriptions('two cows in a field').every((description) => !description.includes('bow'))).toBe(true);
  });

  it('still leans children in to each other, head to head', () => {
    expect(bodyOf('two kids hugging in the park')).toMatch(/rotate\(5 /);
  });
});
