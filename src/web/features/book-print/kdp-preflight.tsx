import { CheckCircle2, Info, XCircle } from 'lucide-react';
import type { PreflightCheck } from '../../../shared/book-publishing';
import { cn } from '../../lib/class-names';
import { usePreflight } from './print-settings-queries';

const STATUS_LABELS: Record<PreflightCheck['status'], string> = { pass: 'Passed', fail: 'Needs a fix', info: 'Note' };

function StatusIcon({ status }: { status: PreflightCheck['status'] }) {
  const Icon = status === 'pass' ? CheckCircle2 : status === 'fail' ? XCircle : Info;
  return <Icon className={cn('mt-0.5 size-5 shrink-0', status === 'pass' && 'text-emerald-700', status === 'fail' && 'text-destructive', status === 'info' && 'text-sky-700')} aria-hidden />;
}

/** "Ready for KDP?": the server's checklist for this book as it would be uploaded now. */
export function KdpPreflight({ bookId }: { bookId: string }) {
  const preflight = usePreflight(bookId);
  if (preflight.isPending) return <p className="text-sm text-muted-foreground">Checking the book…</p>;
  if (!preflight.data) return <p className="text-sm text-destructive">The checklist could not be loaded. Reload the page to try again.</p>;
  const { checks, isReady } = preflight.data;
  const failures = checks.filter((check) => check.status === 'fail').length;
  return (
    <div>
      <p className={cn('text-sm font-semibold', isReady ? 'text-emerald-800' : 'text-destructive')} data-testid="preflight-summary">
        {isReady ? 'Ready for KDP: the interior and cover meet its rules.' : `Not ready yet: ${failures} ${failures === 1 ? 'thing needs' : 'things need'} fixing.`}
      </p>
      <ul className="mt-4 space-y-3" aria-label="KDP checklist">
        {checks.map((check) => (
          <li key={check.id} className="flex items-start gap-3 text-sm" data-testid="preflight-check" data-status={check.status}>
            <StatusIcon status={check.status} />
            <div>
              <p className="font-semibold">
                <span className="sr-only">{STATUS_LABELS[check.status]}: </span>
                {check.label}
              </p>
              <p className="text-muted-foreground">{check.detail}</p>
              {check.fix && <p className="mt-1 font-medium">How to fix: {check.fix}</p>}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
