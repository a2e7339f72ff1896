import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('planting a flag', () => {
  // The astronaut waved among the stars with the flag a small icon in a corner he did not touch (judging 22).
  it.each(AGES.flatMap((ageGroup) => ['an astronaut planting a flag on the moon', 'a boy planting a flag on a hill'].map((words) => [words, ageGroup] as const)))('"%s" holds the pole upright in the fist, its foot in the ground (%s)', (words, ageGroup) => {
    const page = scenePage(words, ageGroup);
    expect(page.verb).toBe('planting-flag');
    expect(page.notDrawn).toEqual([]);
    const inFist = page.joins.find((join) => join.what === 'pole-in-fist')!;
    expect(Math.abs(inFist.figure.x - inFist.thing.x)).toBeLessThan(1);
    const inGround = page.joins.find((join) => join.what === 'pole-in-ground')!;
    // Straight down from the fist to the ground under the soles, not standing loose beside the lead.
    expect(Math.abs(inGround.thing.x - inFist.thing.x)).toBeLessThan(1);
    expect(inGround.thing.y).toBeGreaterThanOrEqual(inGround.figure.y);
    expect(inGround.thing.y - inGround.figure.y).toBeLessThan(120);
  });
});
