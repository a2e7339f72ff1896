import { useEffect, useState } from 'react';
import { Loader2 } from 'lucide-react';

const STATUS_STEP_MS = 1800;

function statusTexts(poses: number): string[] {
  return ['Analyzing your character...', `Drawing ${poses} consistent poses...`, 'Finalizing line art...'];
}

/** The run's length is unknown: the bar closes in on 95 % and never claims to be done before it is. */
function getProgressPercent(elapsedSeconds: number): number {
  return 5 + 90 * (1 - Math.exp(-(elapsedSeconds + 1) / 8));
}

/**
 * Shown for the whole time a sheet is drawn: a moving bar, rotating status texts and the seconds so far,
 * so a slow AI provider never looks frozen. Not a live region: the form announces the start and the end
 * once, instead of a screen reader re-reading the counter every second.
 */
export function GenerationProgress({ poses }: { poses: number }) {
  const [elapsedSeconds, setElapsedSeconds] = useState(0);
  useEffect(() => {
    const startedAt = Date.now();
    const timer = window.setInterval(() => setElapsedSeconds(Math.floor((Date.now() - startedAt) / 1000)), 250);
    return () => window.clearInterval(timer);
  }, []);
  const texts = statusTexts(poses);
  const text = texts[Math.min(texts.length - 1, Math.floor((elapsedSeconds * 1000) / STATUS_STEP_MS))];

  return (
    <div
      className="flex size-full flex-col items-center justify-center gap-4 p-6 text-center"
      data-testid="status-generating"
    >
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
      <p className="text-sm font-medium text-foreground">{text}</p>
      <div className="h-1.5 w-48 max-w-full overflow-hidden rounded-full bg-primary-soft">
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-1000 ease-out"
          style={{ width: `${getProgressPercent(elapsedSeconds)}%` }}
        />
      </div>
      <p className="text-xs text-muted-foreground tabular-nums" aria-hidden="true">
        {elapsedSeconds} s
      </p>
    </div>
  );
}
