import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BookSchema, type CreateBookRequest } from '../../../shared/book';
import { refreshAfterSceneChange } from '../scenes/scene-queries';
import { apiJson } from '../../lib/query-client';
import { getErrorMessage } from '../../lib/error-message';
import { showToast } from '../../components/ui/toaster';
import type { Scene } from '../../../shared/scene';
import { QUOTA_QUERY_KEY } from '../dashboard/quota-queries';
import { bookPath } from './book-queries';

export function useCreateBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateBookRequest) => apiJson(BookSchema, 'POST', '/api/books', request),
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

export function useRemoveSceneFromBook(bookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scene: Pick<Scene, 'id' | 'title'>) =>
      apiJson(BookSchema, 'DELETE', `${bookPath(bookId)}/scenes/${encodeURIComponent(scene.id)}`),
    onSuccess: async (_book, scene) => {
      showToast({ title: 'Scene Removed', description: `"${scene.title}" is no longer in this book` });
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
