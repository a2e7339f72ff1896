import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];
const WORDS = ['a robot walking a dog', 'a boy walking his dog', 'a girl walking her puppy', 'dad walks the dog'];

describe('walking a dog', () => {
  // The robot turned to the dog with its fist pressed into the dog's head, no leash (cold judging 3, d10).
  it.each(AGES.flatMap((age) => WORDS.map((words) => [words, age] as const)))('"%s" holds a leash out to the collar of the dog walking ahead (%s)', (words, ageGroup) => {
    const page = scenePage(words, ageGroup);
    expect(page.verb).toBe('walking-dog');
    const leash = page.joins.find((join) => join.what === 'leash-hand-to-collar')!;
    const ahead = page.joins.find((join) => join.what === 'dog-ahead-of-walker')!;
    expect(leash.thing.x - leash.figure.x).toBeGreaterThan(150);
    expect(ahead.thing.x).toBeGreaterThan(ahead.figure.x);
  });

  it('leaves a dog out walking on its own to the walk', () => {
    expect(scenePage('a dog walking in the park', '6-8').verb).toBe('walking');
  });
});
