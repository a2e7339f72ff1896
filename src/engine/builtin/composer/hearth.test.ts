import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { withHearth } from '../props/fireplace';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('by the fire', () => {
  // "A grandma knitting by the fire" stood on a meadow with a flame floating in the sky like a second sun (judging 22).
  it.each(AGES.flatMap((ageGroup) => ['a grandma knitting by the fire', 'a girl reading in front of the fire', 'a grandpa sitting by the cozy fire'].map((words) => [words, ageGroup] as const)))('"%s" is indoors beside a fireplace (%s)', (words, ageGroup) => {
    const page = scenePage(words, ageGroup);
    expect(page.matched).toContain('fireplace');
    expect(page.matched).not.toContain('fire');
    expect(page.layout).toBe('room');
    expect(page.notDrawn).toEqual([]);
  });

  it('keeps a fire out of doors, a fire truck and a firefly what they are', () => {
    expect(withHearth('a family camping by the fire')).toBe('a family camping by the fire');
    expect(withHearth('roasting marshmallows by the fire')).toBe('roasting marshmallows by the fire');
    expect(withHearth('a dog by the fire truck')).toBe('a dog by the fire truck');
    expect(withHearth('a cat by the fire in the living room')).toBe('a cat by the fireplace in the living room');
  });

  // Firefighters waved in a child's bedroom by a stocking-hung mantel, campfires moved indoors and lost their fire, and
  // the page said it couldn't draw a "fireplace" no one typed (review 16).
  it.each(['a firefighter near the fire', 'firefighters in front of the fire with a fire truck', 'kids dancing around the fire', 'pirates sitting around the fire on the island', 'a caveman by the fire', 'scouts sitting around the fire', 'a dragon sleeping by the fire'])('keeps "%s" a fire, drawn, out of any room', (words) => {
    const page = scenePage(words);
    expect(page.matched).toContain('fire');
    expect(page.matched).not.toContain('fireplace');
    expect(page.layout).not.toBe('room');
    expect(page.layout).not.toBe('bedroom');
    expect(page.notDrawn).not.toContain('fireplace');
  });

  // A cat asleep by the fire was put to bed in a bedroom, the bed filling it, no fireplace anywhere (review 16).
  it.each(AGES.flatMap((ageGroup) => ['a cat sleeping by the fire', 'a dog sleeping in front of the fireplace'].map((words) => [words, ageGroup] as const)))('"%s" curls up on a cushion beside the fireplace (%s)', (words, ageGroup) => {
    const page = scenePage(words, ageGroup);
    expect(page.matched).toEqual(expect.arrayContaining(['fireplace', 'cushion', 'zzz']));
    expect(page.matched).not.toContain('bed');
    expect(page.joins.some((join) => join.what === 'asleep-on-cushion')).toBe(true);
    expect(page.notDrawn).toEqual([]);
  });

  it('never says it could not draw a fireplace the parent did not type', () => {
    expect(scenePage('grandpa sleeping in his armchair by the fire').notDrawn).not.toContain('fireplace');
    expect(scenePage('a family sitting by the fire in the living room').notDrawn).not.toContain('fireplace');
  });
});
