import { useState } from 'react';
import { Card } from '../../components/ui/card';
import { useBook, useBookScenes } from '../books/book-queries';
import { BookExportPanel } from './book-export-panel';
import { DEFAULT_EXPORT_CHOICES, type ExportChoices } from './export-choices';
import { PageOrderList } from './page-order-list';
import { PrintPreview } from './print-preview';

/**
 * Export choices, page order and print preview of one book, under the book's own page. It reads the
 * same queries as the page, so it costs no extra request, and shows nothing until the book has pages.
 */
export function BookPrintSection({ bookId }: { bookId: string }) {
  const book = useBook(bookId);
  const scenes = useBookScenes(bookId);
  const [choices, setChoices] = useState<ExportChoices>(DEFAULT_EXPORT_CHOICES);
  if (!book.data || !scenes.data || scenes.data.length === 0) return null;
  return (
    <section aria-labelledby="book-print-heading" className="mt-12 space-y-6 border-t border-border pt-8">
      <h2 id="book-print-heading" className="text-xl font-bold">
        Print and export
      </h2>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card className="p-5">
          <h3 className="mb-4 font-semibold">Export</h3>
          <BookExportPanel bookId={bookId} sceneCount={scenes.data.length} choices={choices} onChange={setChoices} />
        </Card>
        <Card className="p-5">
          <h3 className="font-semibold">Page order</h3>
          <p className="mb-4 text-sm text-muted-foreground">Drag a page by its handle, or focus the handle and use Space and the arrow keys.</p>
          <PageOrderList bookId={bookId} scenes={scenes.data} printChoices={choices} />
        </Card>
      </div>
      {choices.format === 'pdf' && (
        <Card className="p-5">
          <h3 className="font-semibold">Print preview</h3>
          <PrintPreview title={book.data.title} scenes={scenes.data} choices={choices} />
        </Card>
      )}
    </section>
  );
}
