import { useEffect, useState } from 'react';
import { Loader2 } from 'lucide-react';

const STEP_DURATION_MS = 1800;

/**
 * Shown in place of the preview for as long as a generation runs: a spinner, a pulsing bar and status
 * texts that advance and then rest on the last one, so progress stays visible however long it takes.
 * Not a live region: the screen announces the start and the end once, not every status text.
 */
export function GenerationProgress({ steps }: { steps: readonly string[] }) {
  const [stepIndex, setStepIndex] = useState(0);

  useEffect(() => {
    if (stepIndex >= steps.length - 1) return;
    const timer = window.setTimeout(() => setStepIndex((index) => index + 1), STEP_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [stepIndex, steps.length]);

  return (
    <div className="flex flex-col items-center justify-center gap-4 px-6 text-center" data-testid="generation-progress">
      <Loader2 className="size-10 animate-spin text-primary" aria-hidden />
      <p className="text-sm font-medium">{steps[stepIndex]}</p>
      <div className="h-1.5 w-48 overflow-hidden rounded-full bg-primary-soft" aria-hidden>
        <div className="h-full w-full animate-pulse rounded-full bg-primary/70" />
      </div>
    </div>
  );
}
