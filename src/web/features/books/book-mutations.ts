import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BookSceneListSchema, BookSchema, type CreateBookRequest } from '../../../shared/book';
import { apiJson } from '../../lib/query-client';
import { getErrorMessage } from '../../lib/error-message';
import { showToast, UNDO_TOAST_MS } from '../../components/ui/toaster';
import type { Scene } from '../../../shared/scene';
import { QUOTA_QUERY_KEY } from '../../lib/quota-query';
import { bookPath } from './book-queries';
import { finishBookDeletions } from './book-deletion';
import { restoredPageOrder } from './restored-page-order';
import { refreshAfterSceneChange } from '../../lib/library-cache';

export function useCreateBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CreateBookRequest) => {
      await finishBookDeletions(queryClient);
      return apiJson(BookSchema, 'POST', '/api/books', request);
    },
    onSuccess: () => refreshAfterSceneChange(queryClient),
    // A refusal at the book limit (another tab made a book meanwhile) brings the dialog's limit note up to date.
    onError: () => queryClient.invalidateQueries({ queryKey: QUOTA_QUERY_KEY }),
  });
}

export function useAddSceneToBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookId, sceneId }: { bookId: string; sceneId: string }) =>
      apiJson(BookSchema, 'POST', `${bookPath(bookId)}/scenes`, { sceneId }),
    onSuccess: () => refreshAfterSceneChange(queryClient),
  });
}

// The toasts live here, not in `mutate` calls: the page card or title field that asked may be gone
// (removed page, re-rendered title) by the time the answer and the refresh arrive.

/** Puts a removed page back where it was: added again (at the end), then moved to its old place. */
async function restorePage(bookId: string, sceneId: string, pageOrder: string[]): Promise<void> {
  await apiJson(BookSchema, 'POST', `${bookPath(bookId)}/scenes`, { sceneId });
  const pages = await apiJson(BookSceneListSchema, 'GET', `${bookPath(bookId)}/scenes`);
  const sceneIds = restoredPageOrder(
    pages.map((page) => page.id),
    sceneId,
    pageOrder,
  );
  await apiJson(BookSceneListSchema, 'PATCH', `${bookPath(bookId)}/scenes/order`, { sceneIds });
}

/** Once the restored page is drawn again, its Remove button takes focus (the toast's Undo has gone). */
function focusRestoredPage(sceneId: string): void {
  const startedAt = Date.now();
  const check = () => {
    const button = document.querySelector<HTMLElement>(`[data-remove-page="${CSS.escape(sceneId)}"]`);
    if (button) button.focus();
    else if (Date.now() - startedAt < 5000) window.setTimeout(check, 50);
  };
  check();
}

/** Removes a page; the toast offers Undo, which puts it back in its place. `pageOrder` is the order before. */
export function useRemoveSceneFromBook(bookId: string) {
  const queryClient = useQueryClient();
  const undo = async (scene: Pick<Scene, 'id' | 'title'>, pageOrder: string[]) => {
    try {
      await restorePage(bookId, scene.id, pageOrder);
      await refreshAfterSceneChange(queryClient);
      focusRestoredPage(scene.id);
      showToast({ title: 'Page Restored', description: `"${scene.title}" is back in this book` });
    } catch (error) {
      await refreshAfterSceneChange(queryClient);
      showToast({ title: 'Undo Failed', description: getErrorMessage(error, 'Failed to put the page back'), variant: 'destructive' });
    }
  };
  return useMutation({
    mutationFn: ({ scene }: { scene: Pick<Scene, 'id' | 'title'>; pageOrder: string[] }) =>
      apiJson(BookSchema, 'DELETE', `${bookPath(bookId)}/scenes/${encodeURIComponent(scene.id)}`),
    onSuccess: async (_book, { scene, pageOrder }) => {
      showToast({
        title: 'Scene Removed',
        description: `"${scene.title}" is no longer in this book`,
        action: { label: 'Undo', onClick: () => void undo(scene, pageOrder) },
        durationMs: UNDO_TOAST_MS,
      });
      await refreshAfterSceneChange(queryClient);
    },
    onError: (error) =>
      showToast({ title: 'Remove Failed', description: getErrorMessage(error, 'Failed to remove scene from book'), variant: 'destructive' }),
  });
}

export function useRenameBook(bookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => apiJson(BookSchema, 'PATCH', bookPath(bookId), { title }),
    onSuccess: async (book) => {
      showToast({ title: 'Title Updated', description: `Your book is now called "${book.title}"` });
      await refreshAfterSceneChange(queryClient);
    },
    onError: (error) =>
      showToast({ title: 'Update Failed', description: getErrorMessage(error, 'Failed to update book title'), variant: 'destructive' }),
  });
}
