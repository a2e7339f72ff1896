import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Book } from '../../../shared/book';
import { showToast, UNDO_TOAST_MS } from '../../components/ui/toaster';
import { getErrorMessage } from '../../lib/error-message';
import { apiRequest } from '../../lib/query-client';
import { BOOKS_QUERY_KEY, refreshAfterSceneChange } from '../../lib/library-cache';

const bookPath = (bookId: string) => `/api/books/${encodeURIComponent(bookId)}`;

// A deleted book leaves the lists at once, but the server is asked only when the toast's Undo has run
// out: undoing is then only forgetting the request. Books waiting, with their timers:
const pending = new Map<string, { book: Pick<Book, 'id' | 'title'>; timer: number }>();
let pendingIds: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();

function changed(): void {
  pendingIds = new Set(pending.keys());
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Ids of books deleted whose Undo has not run out; lists leave them out. */
export function useBooksBeingDeleted(): ReadonlySet<string> {
  return useSyncExternalStore(subscribe, () => pendingIds, () => pendingIds);
}

async function sendDelete(queryClient: QueryClient, book: Pick<Book, 'id' | 'title'>): Promise<void> {
  try {
    await apiRequest('DELETE', bookPath(book.id));
    queryClient.removeQueries({ queryKey: [...BOOKS_QUERY_KEY, book.id] });
  } catch (error) {
    showToast({ title: 'Delete Failed', description: getErrorMessage(error, 'Failed to delete book'), variant: 'destructive' });
  } finally {
    pending.delete(book.id);
    changed();
    await refreshAfterSceneChange(queryClient);
  }
}

function undo(queryClient: QueryClient, book: Pick<Book, 'id' | 'title'>): void {
  const waiting = pending.get(book.id);
  if (!waiting) return;
  window.clearTimeout(waiting.timer);
  pending.delete(book.id);
  changed();
  void refreshAfterSceneChange(queryClient);
  showToast({ title: 'Book Restored', description: `"${book.title}" is back in your books` });
}

/** Deletes a book after a toast with Undo has been shown for a while; until then it is only hidden. */
export function deleteBookWithUndo(queryClient: QueryClient, book: Pick<Book, 'id' | 'title'>): void {
  if (pending.has(book.id)) return;
  const timer = window.setTimeout(() => void sendDelete(queryClient, book), UNDO_TOAST_MS);
  pending.set(book.id, { book, timer });
  changed();
  showToast({
    title: 'Book Deleted',
    description: `"${book.title}" has been deleted`,
    action: { label: 'Undo', onClick: () => undo(queryClient, book) },
    durationMs: UNDO_TOAST_MS,
  });
}

/** Sends every waiting deletion now: before a new book is made, so the plan's book limit sees it gone. */
export async function finishBookDeletions(queryClient: QueryClient): Promise<void> {
  const waiting = [...pending.values()];
  for (const { timer } of waiting) window.clearTimeout(timer);
  await Promise.all(waiting.map(({ book }) => sendDelete(queryClient, book)));
}

// Leaving the page does not cancel a deletion the person saw happen.
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    for (const { book } of pending.values()) {
      void fetch(bookPath(book.id), { method: 'DELETE', credentials: 'include', keepalive: true }).catch(() => {});
    }
  });
}
