import { useQuery } from '@tanstack/react-query';
import { BookListSchema, BookSceneListSchema, BookSchema, type Book } from '../../../shared/book';
import { apiJson } from '../../lib/query-client';
import { usePagedList, type PagedList } from '../../lib/paged-list';
import { useBooksBeingDeleted } from './book-deletion';
import { BOOKS_QUERY_KEY } from '../../lib/library-cache';

export function bookPath(bookId: string): string {
  return `/api/books/${encodeURIComponent(bookId)}`;
}

/** The user's books; one being deleted (its Undo still on screen) is left out. */
export function useBooks() {
  const beingDeleted = useBooksBeingDeleted();
  const books = useQuery({ queryKey: BOOKS_QUERY_KEY, queryFn: () => apiJson(BookListSchema, 'GET', '/api/books') });
  return { ...books, data: books.data?.filter((book) => !beingDeleted.has(book.id)) };
}

/** The user's books, newest first, 50 at a time (the dashboard's list), without those being deleted. */
export function useBookPages(): PagedList<Book> {
  const beingDeleted = useBooksBeingDeleted();
  const books = usePagedList(BOOKS_QUERY_KEY[0], BookListSchema);
  if (beingDeleted.size === 0 || !books.data) return books;
  const data = books.data.filter((book) => !beingDeleted.has(book.id));
  const hidden = books.data.length - data.length;
  return { ...books, data, total: books.total === undefined ? undefined : books.total - hidden };
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
