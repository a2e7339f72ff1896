import { describe, expect, it } from 'vitest';
import type { Detail } from '../motif-library';
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
