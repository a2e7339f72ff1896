import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { composeScene, planScene } from '../scene';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('a clownfish', () => {
  // The fish was the sea's plain round tropical fish, with no bands and no anemone (judging 20).
  it.each(AGES.flatMap((ageGroup) => ['a clownfish', 'a clownfish in an anemone', 'a clown fish'].map((words) => [words, ageGroup] as const)))('draws "%s" banded in its anemone on the sea floor (%s)', (description, ageGroup) => {
    const plan = planScene({ characters: [], title: '', description, ageGroup });
    expect(plan.setting).toBe('underwater');
    expect(plan.characters.map((character) => character.motif)).not.toContain('tropical-fish');
    const { metadata } = composeScene(plan);
    expect(metadata.matched).toContain('clownfish-anemone');
    expect(metadata.notDrawn).toEqual([]);
  });
});
