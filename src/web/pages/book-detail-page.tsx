import { BookDetail } from '../features/books/book-detail';
import { useBook, useBookScenes } from '../features/books/book-queries';
import { BookPrintSection } from '../features/book-print/book-print-section';

export function BookDetailPage({ id }: { id: string }) {
  const book = useBook(id);
  const scenes = useBookScenes(id);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <BookDetail bookId={id} />
      <BookPrintSection bookId={id} book={book.data} scenes={scenes.data} />
    </div>
  );
}
