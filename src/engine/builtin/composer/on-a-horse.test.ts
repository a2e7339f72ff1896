import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('someone on a horse', () => {
  // With no verb the knight stood on the grass beside a horse, any horse in a field.
  it.each(AGES.flatMap((ageGroup) => ['a knight on a horse', 'a cowboy on a horse', 'a girl on her pony'].map((description) => [description, ageGroup])))('rides it: "%s" (%s)', (description, ageGroup) => {
    const page = scenePage(description, ageGroup as AgeGroup);
    expect(page.verb).toBe('riding');
    expect(page.notDrawn).toEqual([]);
    expect(page.cut).toBe(0);
  });

  it('leaves a horse standing on a farm as it is', () => {
    expect(scenePage('a horse on a farm').verb).not.toBe('riding');
  });
});
