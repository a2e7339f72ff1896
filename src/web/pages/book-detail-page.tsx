import { BookDetail } from '../features/books/book-detail';
import { BookPrintSection } from '../features/book-print/book-print-section';

export function BookDetailPage({ id }: { id: string }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <BookDetail bookId={id} />
      <BookPrintSection bookId={id} />
    </div>
  );
}
