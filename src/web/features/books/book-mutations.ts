import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BookSchema, type CreateBookRequest } from '../../../shared/book';
import { refreshAfterSceneChange } from '../scenes/scene-queries';
import { apiJson } from '../../lib/query-client';
import { bookPath } from './book-queries';

export function useCreateBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateBookRequest) => apiJson(BookSchema, 'POST', '/api/books', request),
    onSuccess: () => refreshAfterSceneChange(queryClient),
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

export function useRemoveSceneFromBook(bookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sceneId: string) => apiJson(BookSchema, 'DELETE', `${bookPath(bookId)}/scenes/${encodeURIComponent(sceneId)}`),
    onSuccess: () => refreshAfterSceneChange(queryClient),
  });
}

export function useRenameBook(bookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => apiJson(BookSchema, 'PATCH', bookPath(bookId), { title }),
    onSuccess: () => refreshAfterSceneChange(queryClient),
  });
}
