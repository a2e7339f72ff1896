import { describe, expect, it } from 'vitest';
import { composeScene } from './compose-scene';
import { planScene } from '../scene';
import { AGE_GROUPS } from '../../../shared/constants';

/** The centres the flying birds are tipped forward about, from the page's markup. */
function tippedBirds(description: string, ageGroup: (typeof AGE_GROUPS)[number]): { x: number; y: number }[] {
  const { body } = composeScene(planScene({ characters: [], title: '', description, ageGroup }));
  return [...body.matchAll(/rotate\(42 ([\d.]+) ([\d.]+)\)/g)].map((match) => ({ x: Number(match[1]), y: Number(match[2]) }));
}

describe('birds drawn from a perched icon, flying', () => {
  // They floated in the sky in their standing pose, heaped over one another (round 20).
  // A parrot flies drawn with its wings spread (props/flying-parrot.ts), no longer tipped.
  it.each(['three toucans flying'])('tips each forward into its flight, apart from the others: %s', (description) => {
    for (const age of AGE_GROUPS) {
      const birds = tippedBirds(description, age);
      expect(birds).toHaveLength(3);
      for (const [index, bird] of birds.entries()) {
        for (const other of birds.slice(index + 1)) expect(Math.hypot(bird.x - other.x, bird.y - other.y)).toBeGreaterThan(500);
      }
      // Not all in one row: a flock, every other one lower.
      expect(new Set(birds.map((bird) => Math.round(bird.y))).size).toBeGreaterThan(1);
    }
  });

  it('leaves a parrot standing when it is not flying', () => {
    expect(tippedBirds('a parrot in the jungle', '6-8')).toHaveLength(0);
  });
});
