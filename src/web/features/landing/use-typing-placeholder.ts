import { useEffect, useState } from 'react';
import { INITIAL_TYPING_STATE, nextTypingStep, typingText } from './typing-cycle';

/** The animated placeholder text; it only runs while `isActive` (the box is empty and visible). */
export function useTypingPlaceholder(prompts: readonly string[], isActive: boolean): string {
  const [state, setState] = useState(INITIAL_TYPING_STATE);

  useEffect(() => {
    if (!isActive) return;
    const { next, delayMs } = nextTypingStep(state, prompts);
    const timer = window.setTimeout(() => setState(next), delayMs);
    return () => window.clearTimeout(timer);
  }, [state, prompts, isActive]);

  return typingText(state, prompts);
}
