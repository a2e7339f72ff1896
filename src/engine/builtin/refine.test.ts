import { describe, expect, it } from 'vitest';
import { EngineError } from '../types';
import { instructionClauses } from './refine';

describe('instructionClauses', () => {
  it('splits refine instructions into clauses, lower case, each without the asking words before it', () => {
    expect(instructionClauses('Please add a rainbow, then remove the trees and now make it simpler.')).toEqual(['add a rainbow', 'remove the trees', 'make it simpler']);
    expect(instructionClauses('bigger maze; show the solution')).toEqual(['bigger maze', 'show the solution']);
  });

  it('does not understand instructions with no clause in them', () => {
    expect(() => instructionClauses(' , and . ')).toThrow(EngineError);
  });
});
