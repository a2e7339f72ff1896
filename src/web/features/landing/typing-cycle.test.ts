import { describe, expect, it } from 'vitest';
import {
  DELETING_MS_PER_CHAR,
  INITIAL_TYPING_STATE,
  PAUSE_AFTER_TYPING_MS,
  TYPING_MS_PER_CHAR,
  nextTypingStep,
  typingText,
  type TypingState,
} from './typing-cycle';

const prompts = ['A fox', 'An owl'];

function run(steps: number): { texts: string[]; delays: number[]; state: TypingState } {
  let state = INITIAL_TYPING_STATE;
  const texts: string[] = [];
  const delays: number[] = [];
  for (let i = 0; i < steps; i += 1) {
    const { next, delayMs } = nextTypingStep(state, prompts);
    delays.push(delayMs);
    state = next;
    texts.push(typingText(state, prompts));
  }
  return { texts, delays, state };
}

describe('typing placeholder cycle', () => {
  it('types one character every 80 ms', () => {
    const { texts, delays } = run(5);
    expect(texts).toEqual(['A', 'A ', 'A f', 'A fo', 'A fox']);
    expect(delays).toEqual(Array(5).fill(TYPING_MS_PER_CHAR));
  });

  it('pauses 2 s on the full prompt, then deletes one character every 40 ms', () => {
    const { texts, delays } = run(11);
    expect(delays[5]).toBe(PAUSE_AFTER_TYPING_MS);
    expect(texts[5]).toBe('A fox');
    expect(texts.slice(6)).toEqual(['A fo', 'A f', 'A ', 'A', '']);
    expect(delays.slice(6)).toEqual(Array(5).fill(DELETING_MS_PER_CHAR));
  });

  it('moves to the next prompt after deleting and wraps around after the last', () => {
    const afterFirst = run(12);
    expect(afterFirst.state).toEqual({ promptIndex: 1, length: 0, phase: 'typing' });
    const oneCycle = 5 + 1 + 5 + 1 + (6 + 1 + 6 + 1);
    expect(run(oneCycle).state).toEqual(INITIAL_TYPING_STATE);
  });
});
