import { describe, expect, it } from 'vitest';
import { createEngine } from './create-engine';

describe('createEngine', () => {
  it('returns the built-in engine for provider builtin', () => {
    const engine = createEngine({ provider: 'builtin' });
    expect(engine.name).toBe('builtin');
    expect(engine.characterSpec({ name: 'Pip', description: 'a penguin' })).toMatchObject({ engine: 'builtin', motif: 'penguin' });
  });

  it.each(['openai', 'gemini'] as const)('throws a clear error for %s without its settings', (provider) => {
    expect(() => createEngine({ provider })).toThrow(/needs its settings/);
  });
});
