import { useState } from 'react';
import type { Scene } from '../../../shared/scene';
import { Card } from '../../components/ui/card';
import { BookExportPanel } from './book-export-panel';
import { DEFAULT_EXPORT_CHOICES, type ExportChoices } from './export-choices';
import { PageOrderList } from './page-order-list';
import { PrintPreview } from './print-preview';

/** Export choices, page order and print preview of one book; the choices also set each page's PDF. */
export function BookPrintSection({ bookId, title, scenes }: { bookId: string; title: string; scenes: Scene[] }) {
  const [choices, setChoices] = useState<ExportChoices>(DEFAULT_EXPORT_CHOICES);
  return (
    <section aria-labelledby="book-print-heading" className="space-y-6">
      <h2 id="book-print-heading" className="text-xl font-bold">
        Print and export
      </h2>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="p-5">
          <h3 className="mb-4 font-semibold">Export</h3>
          <BookExportPanel bookId={bookId} sceneCount={scenes.length} choices={choices} onChange={setChoices} />
        </Card>
        <Card className="p-5">
          <h3 className="font-semibold">Page order</h3>
          <p className="mb-4 text-sm text-muted-foreground">Drag a page by its handle, or focus the handle and use Space and the arrow keys.</p>
          <PageOrderList bookId={bookId} scenes={scenes} printChoices={choices} />
        </Card>
      </div>
      {choices.format === 'pdf' && scenes.length > 0 && (
        <Card className="p-5">
          <h3 className="font-semibold">Print preview</h3>
          <PrintPreview title={title} scenes={scenes} choices={choices} />
        </Card>
      )}
    </section>
  );
}
