import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { createCharacterSpec } from '../character';
import { composeScene, planScene } from '../scene';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

/** Saved characters as the gallery's landing page has them. */
const SAVED: Record<string, string> = {
  Sparky: 'A brave little dragon who loves reading books',
  Hoot: 'A wise old owl wearing a graduation cap',
  Mia: 'A girl with curly hair and glasses',
  Nova: 'A curious astronaut exploring the stars',
};

function cutByFrame(description: string, ageGroup: AgeGroup, cast: string[] = [], title = ''): number {
  const characters = cast.map((name) => createCharacterSpec(name, SAVED[name]!));
  return composeScene(planScene({ characters, title, description, ageGroup })).metadata.figuresCutByFrame as number;
}

describe('figures inside the frame', () => {
  it.each(AGES)('keeps two readers sharing a book whole, a dragon\'s tail and an owl\'s cap and back (round 14, 32; %s)', (ageGroup) => {
    // Wider together than the frame, Hoot's cap brim and back and Sparky's tail ran out past its edges.
    expect(cutByFrame('Sparky and Hoot read a book together in the forest', ageGroup, ['Sparky', 'Hoot'], 'Story Time in the Forest')).toBe(0);
  });

  it.each(AGES)('keeps every figure of the scenes people ask for whole inside the frame (%s)', (ageGroup) => {
    const scenes: Array<[string, string[]]> = [
      ['Santa in his sleigh with reindeer at night', []],
      ['a girl swinging in the park', []],
      ['a unicorn dancing under a rainbow', []],
      ['three ducks swimming in a pond', []],
      ['two kids having a picnic in the park', []],
      ['a dog jumping in the garden', []],
      ['kids playing in a treehouse', []],
      ['Mia riding a unicorn under a rainbow', ['Mia']],
      ['Nova flying past the planets in space', ['Nova']],
    ];
    for (const [description, cast] of scenes) expect(cutByFrame(description, ageGroup, cast), description).toBe(0);
  });
});
