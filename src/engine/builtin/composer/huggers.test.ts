import { describe, expect, it } from 'vitest';
import { composeScene, planScene } from '../scene';

function bodyOf(description: string): string {
  return composeScene(planScene({ characters: [], title: '', description, ageGroup: '3-5' })).body;
}

describe('two hugging', () => {
  it('keeps long ears straight up instead of leaning the two bunnies in, where their inner ears crossed in a knot', () => {
    expect(bodyOf('two bunnies hugging in the meadow')).not.toMatch(/rotate\(-?5 /);
  });

  it('still leans children in to each other, head to head', () => {
    expect(bodyOf('two kids hugging in the park')).toMatch(/rotate\(5 /);
  });
});
