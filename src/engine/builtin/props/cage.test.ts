import { describe, expect, it } from 'vitest';
import type { Detail } from '../motif-library';
import { composeScene, planScene } from '../scene';
import { getComposedProp } from './prop-library';
import { rect } from './prop-shapes';

const DETAILS: Detail[] = ['low', 'medium', 'high'];

describe('a hamster in its cage', () => {
  // Judging 19: a half circle with one ear and an empty ring for an eye, which no one read as a hamster.
  it.each(DETAILS)('has two round ears over its head and two dark eyes (%s)', (detail) => {
    const hamsterShapes = getComposedProp('hamster-cage')!.draw(detail).shapes.filter((shape) => !getComposedProp('cage')!.draw(detail).shapes.includes(shape));
    const ears = hamsterShapes.filter((shape) => /<circle cx="(27|45)" cy="35"/.test(shape));
    expect(ears).toHaveLength(2);
    expect(hamsterShapes.filter((shape) => shape.includes('fill="#000"'))).toHaveLength(2);
  });

  it.each(['medium', 'high'] as const)('has its water bottle from 6-8, where only 9-12 had one (%s)', (detail) => {
    expect(getComposedProp('cage')!.draw(detail).shapes).toContain(rect(12, 24, 8, 20, 3));
  });
});

describe('a zoo animal in a cage', () => {
  // The lion stood beside a hamster's little cage, and the zoo's three animals crowded in when the cage took it in.
  it.each(['3-5', '6-8', '9-12'] as const)('stands "a lion in a cage at the zoo" in a big barred cage of its own (%s)', (ageGroup) => {
    const plan = planScene({ characters: [], title: '', description: 'a lion in a cage at the zoo', ageGroup });
    expect(plan.extras).toContain('lion-in-cage');
    expect(plan.extras).not.toContain('cage');
    expect(plan.characters).toEqual([]);
    expect(composeScene(plan).metadata.matched).toContain('lion-in-cage');
  });

  it('still puts a hamster in its own little cage', () => {
    expect(planScene({ characters: [], title: '', description: 'a hamster in a cage', ageGroup: '6-8' }).extras).toEqual(['hamster-cage']);
  });
});
