import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('a group of one kind and one other', () => {
  // The wolf sat half behind the third pig as one of their row: it stands apart at the side, clear of them all.
  it.each(AGES)('stands the big bad wolf clear of the three little pigs (%s)', (ageGroup) => {
    const page = scenePage('the three little pigs and the big bad wolf', ageGroup);
    const apart = page.joins.find((join) => join.what === 'apart-from-group')!;
    expect(apart.thing.x - apart.figure.x).toBeGreaterThan(30);
    expect(page.figures).toBe(4);
    expect(page.cut).toBe(0);
  });

  it.each(['a girl and three kittens', 'three cows in a field', 'a farmer with a cow, a horse and a pig'])('leaves "%s" in one row', (words) => {
    expect(scenePage(words).joins.some((join) => join.what === 'apart-from-group')).toBe(false);
  });
});
