import { describe, expect, it } from 'vitest';
import { composeScene } from './compose-scene';
import { planScene } from '../scene';
import { AGE_GROUPS } from '../../../shared/constants';
import type { SceneJoin as Join } from './testing/scene-page';

function joinsOf(description: string, ageGroup: (typeof AGE_GROUPS)[number]): string[] {
  const { metadata } = composeScene(planScene({ characters: [], title: '', description, ageGroup }));
  return (metadata.joins as Join[]).map((join) => join.what);
}

describe('a creature asleep out of doors', () => {
  // A blanket drawn from a four-legged sleeper's shoulder stood beside its head as a tall thin blade, and at 9-12 the
  // blade's quilting never ended and the page ran out of memory.
  it.each(['a dog sleeping', 'a horse sleeping', 'a griffin sleeping'])('lies on its leaves with no blanket: %s', (description) => {
    for (const age of AGE_GROUPS) {
      const joins = joinsOf(description, age);
      expect(joins).toContain('asleep-on-leaves');
      expect(joins).not.toContain('blanket-draped');
    }
  });

  it('still draws the blanket over a child asleep on her back by her tent', () => {
    expect(joinsOf('a girl sleeping in a tent', '6-8')).toContain('blanket-draped');
  });
});
