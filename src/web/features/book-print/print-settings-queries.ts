import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BookPreflightSchema, BookPrintSettingsSchema, type BookPrintSettings } from '../../../shared/book-publishing';
import { apiJson } from '../../lib/query-client';
import { BOOKS_QUERY_KEY } from '../../lib/library-cache';

function bookPath(bookId: string): string {
  return `/api/books/${encodeURIComponent(bookId)}`;
}

// Under the book's own key: adding, removing or reordering pages refreshes the preflight with the book.
function printSettingsKey(bookId: string) {
  return [...BOOKS_QUERY_KEY, bookId, 'print-settings'] as const;
}

function preflightKey(bookId: string) {
  return [...BOOKS_QUERY_KEY, bookId, 'preflight'] as const;
}

export function usePrintSettings(bookId: string) {
  return useQuery({ queryKey: printSettingsKey(bookId), queryFn: () => apiJson(BookPrintSettingsSchema, 'GET', `${bookPath(bookId)}/print-settings`) });
}

export function useSavePrintSettings(bookId: string) {
  const queryClient = useQueryClient();
  const mutationKey = [...printSettingsKey(bookId), 'save'];
  return useMutation({
    mutationKey,
    mutationFn: (settings: BookPrintSettings) => apiJson(BookPrintSettingsSchema, 'PUT', `${bookPath(bookId)}/print-settings`, settings),
    // Shown at once, so a radio or checkbox answers the click; put back if the server refuses.
    onMutate: async (settings) => {
      await queryClient.cancelQueries({ queryKey: printSettingsKey(bookId) });
      const previous = queryClient.getQueryData<BookPrintSettings>(printSettingsKey(bookId));
      queryClient.setQueryData(printSettingsKey(bookId), settings);
      return { previous };
    },
    onError: (_error, _settings, context) => {
      if (context?.previous) queryClient.setQueryData(printSettingsKey(bookId), context.previous);
    },
    onSuccess: async (saved) => {
      // An earlier save answering after a later click would put that click back: only the last one's answer counts.
      if (queryClient.isMutating({ mutationKey }) === 1) queryClient.setQueryData(printSettingsKey(bookId), saved);
      await queryClient.invalidateQueries({ queryKey: preflightKey(bookId) });
    },
  });
}

export function usePreflight(bookId: string) {
  return useQuery({ queryKey: preflightKey(bookId), queryFn: () => apiJson(BookPreflightSchema, 'GET', `${bookPath(bookId)}/preflight`) });
}
