// The landing page's animated placeholder: type a prompt, pause, delete it, move to the next (spec section 9).
export const TYPING_MS_PER_CHAR = 80;
export const DELETING_MS_PER_CHAR = 40;
export const PAUSE_AFTER_TYPING_MS = 2000;

export interface TypingState {
  promptIndex: number;
  length: number;
  phase: 'typing' | 'deleting';
}

export const INITIAL_TYPING_STATE: TypingState = { promptIndex: 0, length: 0, phase: 'typing' };

export function typingText(state: TypingState, prompts: readonly string[]): string {
  return (prompts[state.promptIndex] ?? '').slice(0, state.length);
}

/** The state after one step, and how long the current state is shown before that step. */
export function nextTypingStep(
  state: TypingState,
  prompts: readonly string[],
): { next: TypingState; delayMs: number } {
  const fullLength = (prompts[state.promptIndex] ?? '').length;
  if (state.phase === 'typing') {
    if (state.length < fullLength) return { next: { ...state, length: state.length + 1 }, delayMs: TYPING_MS_PER_CHAR };
    return { next: { ...state, phase: 'deleting' }, delayMs: PAUSE_AFTER_TYPING_MS };
  }
  if (state.length > 0) return { next: { ...state, length: state.length - 1 }, delayMs: DELETING_MS_PER_CHAR };
  const promptIndex = (state.promptIndex + 1) % Math.max(prompts.length, 1);
  return { next: { promptIndex, length: 0, phase: 'typing' }, delayMs: TYPING_MS_PER_CHAR };
}
