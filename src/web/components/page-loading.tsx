import { Loader2 } from 'lucide-react';

export function PageLoading() {
  return (
    // A screen tall: the footer stays below the fold while a page loads, so it does not jump when the page arrives.
    <div className="flex min-h-dvh flex-1 items-center justify-center py-24" role="status" aria-live="polite">
      <Loader2 className="size-6 animate-spin text-primary" aria-hidden="true" />
      <span className="sr-only">Loading...</span>
    </div>
  );
}
