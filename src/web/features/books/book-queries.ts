import { useQuery } from '@tanstack/react-query';
import { BookListSchema, BookSceneListSchema, BookSchema } from '../../../shared/book';
import { apiJson } from '../../lib/query-client';
import { usePagedList } from '../../lib/paged-list';
import { BOOKS_QUERY_KEY } from '../scenes/scene-queries';

export function bookPath(bookId: string): string {
  return `/api/books/${encodeURIComponent(bookId)}`;
}

export function useBooks() {
  return useQuery({ queryKey: BOOKS_QUERY_KEY, queryFn: () => apiJson(BookListSchema, 'GET', '/api/books') });
}

/** The user's books, newest first, 50 at a time (the dashboard's list). */
export function useBookPages() {
  return usePagedList(BOOKS_QUERY_KEY[0], BookListSchema);
}

// Keys start with '/api/books' so refreshing the book list refreshes every book page too.
export function useBook(bookId: string) {
  return useQuery({ queryKey: [...BOOKS_QUERY_KEY, bookId], queryFn: () => apiJson(BookSchema, 'GET', bookPath(bookId)) });
}

export function useBookScenes(bookId: string) {
  return useQuery({
    queryKey: [...BOOKS_QUERY_KEY, bookId, 'scenes'],
    queryFn: () => apiJson(BookSceneListSchema, 'GET', `${bookPath(bookId)}/scenes`),
  });
}
