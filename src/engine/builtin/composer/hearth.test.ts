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
    expect(withHearth('a cat by the fire')).toBe('a cat by the fireplace');
  });
});
