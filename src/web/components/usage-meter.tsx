import { cn } from '../lib/class-names';
import { formatLimit, getMeterPercent } from '../lib/usage-format';

/** One 'used / total' meter; `unlimitedAs` is what an unlimited limit counts as for the bar. */
export function UsageMeter({
  label,
  used,
  limit,
  unlimitedAs,
  testId,
}: {
  label: string;
  used: number;
  limit: number | null;
  unlimitedAs: number;
  testId: string;
}) {
  const percent = getMeterPercent(used, limit, unlimitedAs);
  const isFull = limit !== null && used >= limit;
  return (
    <div data-testid={testId}>
      <div className="flex items-baseline justify-between gap-3">
        <span className="text-sm font-medium text-muted-foreground">{label}</span>
        <span className="text-sm font-semibold tabular-nums" data-testid={`${testId}-value`}>
          {used} / {formatLimit(limit)}
        </span>
      </div>
      <div
        className="mt-2 h-2 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
      >
        <div
          className={cn('h-full rounded-full transition-[width]', isFull ? 'bg-destructive' : 'bg-primary')}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
