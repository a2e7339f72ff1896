import { Suspense, lazy, type ComponentProps } from 'react';
import type { AddToBookDialog } from './add-to-book-dialog';

const LoadedAddToBookDialog = lazy(() => import('./add-to-book-dialog').then((m) => ({ default: m.AddToBookDialog })));

/**
 * The Add to Book dialog, downloaded when it first opens: a list of scenes shows it only on demand, and its
 * form (a select, a dialog) would otherwise be part of the list's first download.
 */
export function LazyAddToBookDialog(props: ComponentProps<typeof AddToBookDialog>) {
  return (
    <Suspense fallback={null}>
      <LoadedAddToBookDialog {...props} />
    </Suspense>
  );
}
