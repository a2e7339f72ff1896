import { useState } from 'react';
import type { Book } from '../../../shared/book';
import type { BookPrintSettings } from '../../../shared/book-publishing';
import type { Scene } from '../../../shared/scene';
import { Card } from '../../components/ui/card';
import { showToast } from '../../components/ui/toaster';
import { getErrorMessage } from '../../lib/error-message';
import { BookExportPanel } from './book-export-panel';
import { exportChoicesOf } from './export-choices';
import { KdpPreflight } from './kdp-preflight';
import { PageOrderList } from './page-order-list';
import { PrintPreview } from './print-preview';
import { PrintSettingsForm } from './print-settings-form';
import { usePrintSettings, useSavePrintSettings } from './print-settings-queries';

/**
 * Export choices, page order, print settings, the KDP checklist and the print preview of one book, under the
 * book's own page. It shows nothing until the book and its pages have loaded and there is a page.
 */
type PrintChoice = Partial<Pick<BookPrintSettings, 'trim' | 'hasBleed' | 'sides'>>;

export function BookPrintSection({ bookId, book, scenes }: { bookId: string; book: Book | undefined; scenes: Scene[] | undefined }) {
  const settings = usePrintSettings(bookId);
  const save = useSavePrintSettings(bookId);
  // What was clicked and is still saving, shown at once: the cache's optimistic copy arrives a tick later,
  // and a checkbox or radio bound to it would spring back in between.
  const [clicked, setClicked] = useState<PrintChoice | null>(null);
  if (!book || !scenes || scenes.length === 0 || !settings.data) return null;
  const stored = { ...settings.data, ...clicked };
  const choices = exportChoicesOf(stored);
  const changePrint = (change: PrintChoice) => {
    const next = { ...clicked, ...change };
    setClicked(next);
    save.mutate(
      { ...stored, ...change },
      {
        onError: (error) => showToast({ title: 'Save Failed', description: getErrorMessage(error, 'Failed to save the print settings'), variant: 'destructive' }),
        // Only the latest click's save reports here; once it is answered the cache holds the truth.
        onSettled: () => setClicked((current) => (current === next ? null : current)),
      },
    );
  };
  return (
    <section aria-labelledby="book-print-heading" className="mt-12 space-y-6 border-t border-border pt-8">
      <h2 id="book-print-heading" className="text-xl font-bold">
        Print and export
      </h2>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card className="p-5">
          <h3 className="mb-4 font-semibold">Export PDF</h3>
          <BookExportPanel bookId={bookId} sceneCount={scenes.length} choices={choices} onPrintChange={changePrint} />
        </Card>
        <Card className="p-5">
          <h3 className="font-semibold">Page order</h3>
          <p className="mb-4 text-sm text-muted-foreground">Drag a page by its handle, or focus the handle and use Space and the arrow keys.</p>
          <PageOrderList bookId={bookId} scenes={scenes} printChoices={choices} />
        </Card>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card className="p-5">
          <h3 className="mb-4 font-semibold">Print settings</h3>
          <PrintSettingsForm bookId={bookId} settings={stored} scenes={scenes} />
        </Card>
        <Card className="p-5">
          <h3 className="mb-1 font-semibold">Ready for KDP?</h3>
          <p className="mb-4 text-sm text-muted-foreground">Amazon KDP's rules for a paperback, checked against this book as it is now.</p>
          <KdpPreflight bookId={bookId} />
        </Card>
      </div>
      <Card className="p-5">
        <h3 className="font-semibold">Print preview</h3>
        <PrintPreview title={book.title} frontMatter={{ subtitle: stored.subtitle, author: stored.author }} scenes={scenes} choices={choices} />
      </Card>
    </section>
  );
}
