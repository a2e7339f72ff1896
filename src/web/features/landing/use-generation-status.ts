import { useEffect, useState } from 'react';

/** Status texts while a preview is generated, each with how long it stays up (spec sections 2 and 9). */
export const GENERATION_STATUS_STEPS = [
  { text: 'Analyzing your character...', durationMs: 1500 },
  { text: 'Generating 3 unique poses...', durationMs: 2000 },
  { text: 'Finalizing line art...', durationMs: 1500 },
] as const;

/** Rotates through the status texts while `isRunning`, starting over each time a run begins. */
export function useGenerationStatus(isRunning: boolean): string {
  const [stepIndex, setStepIndex] = useState(0);
  const [wasRunning, setWasRunning] = useState(isRunning);
  if (isRunning !== wasRunning) {
    setWasRunning(isRunning);
    setStepIndex(0);
  }

  useEffect(() => {
    if (!isRunning) return;
    const step = GENERATION_STATUS_STEPS[stepIndex];
    if (!step) return;
    const timer = window.setTimeout(
      () => setStepIndex((index) => (index + 1) % GENERATION_STATUS_STEPS.length),
      step.durationMs,
    );
    return () => window.clearTimeout(timer);
  }, [isRunning, stepIndex]);

  return GENERATION_STATUS_STEPS[stepIndex]?.text ?? GENERATION_STATUS_STEPS[0].text;
}
