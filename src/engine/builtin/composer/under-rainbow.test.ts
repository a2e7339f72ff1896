import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { scenePage as pageOf } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('a creature under a rainbow', () => {
  // Judging 23: the unicorn's head stood out over the far bands, which ran on past its chin and down beside its neck.
  it.each(AGES)('stands a unicorn alone with its head inside the arch, clear of the inner band (%s)', (ageGroup) => {
    const inside = pageOf('a unicorn under a rainbow', ageGroup).joins.find((join) => join.what === 'inside-rainbow')!;
    expect(inside.thing.x - inside.figure.x).toBeGreaterThan(10);
  });

  it('stands a horse alone inside the arch too, and a child no smaller than before', () => {
    const horse = pageOf('a horse under a rainbow', '3-5').joins.find((join) => join.what === 'inside-rainbow')!;
    expect(horse.thing.x - horse.figure.x).toBeGreaterThan(10);
    expect(pageOf('a girl under a rainbow', '6-8').lead).toBeGreaterThan(0.3);
  });
});
