import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '../../lib/motion';
import { INITIAL_TYPING_STATE, nextTypingStep, typingText } from './typing-cycle';

/**
 * The animated placeholder text; it only runs while `isActive` (the box is empty and visible). With
 * reduced motion asked for, the first prompt stands still, whole.
 */
export function useTypingPlaceholder(prompts: readonly string[], isActive: boolean): string {
  const [isStill] = useState(prefersReducedMotion);
  const [state, setState] = useState(INITIAL_TYPING_STATE);

  useEffect(() => {
    if (!isActive || isStill) return;
    const { next, delayMs } = nextTypingStep(state, prompts);
    const timer = window.setTimeout(() => setState(next), delayMs);
    return () => window.clearTimeout(timer);
  }, [state, prompts, isActive, isStill]);

  return isStill ? (prompts[0] ?? '') : typingText(state, prompts);
}
