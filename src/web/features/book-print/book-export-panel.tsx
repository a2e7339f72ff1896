import { useId, useState } from 'react';
import { AlertTriangle, BookImage, Download } from 'lucide-react';
import { TRIM_SIZES } from '../../../shared/book';
import { TRIM_SIZE_LABELS, type TrimSize } from '../../../shared/print-layout';
import { Button } from '../../components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { showToast } from '../../components/ui/toaster';
import { getErrorMessage } from '../../lib/error-message';
import { ChoiceGroup, type ChoiceOption } from './choice-group';
import { downloadFromApi } from '../../lib/download-file';
import { bookCoverUrl, bookPdfUrl, exportSummary, kdpPageCountWarning, type ExportChoices } from './export-choices';

const SIDES_OPTIONS: ChoiceOption<ExportChoices['sides']>[] = [
  { value: 'single', label: 'Single-sided', hint: 'Each picture on a right-hand page with a blank back' },
  { value: 'double', label: 'Double-sided', hint: 'Pictures on both sides of the paper' },
];

/**
 * Trim, bleed and sides of the book's PDF. They are the book's print settings, saved as soon as they change, so the
 * cover and preflight agree. The ZIP of PNGs has one button only, 'Export Book ZIP' at the top of the book page.
 */
export function BookExportPanel({
  bookId,
  sceneCount,
  choices,
  onPrintChange,
}: {
  bookId: string;
  sceneCount: number;
  choices: ExportChoices;
  onPrintChange: (change: Partial<Pick<ExportChoices, 'trim' | 'hasBleed' | 'sides'>>) => void;
}) {
  const [isDownloading, setIsDownloading] = useState(false);
  const [isDownloadingCover, setIsDownloadingCover] = useState(false);
  const trimId = useId();
  const bleedId = useId();
  const warning = kdpPageCountWarning(sceneCount, choices);

  const download = async () => {
    setIsDownloading(true);
    showToast({ title: 'Download Started' });
    try {
      await downloadFromApi(bookPdfUrl(bookId, choices), 'book_coloring_book.pdf');
      showToast({ title: 'Downloaded!' });
    } catch {
      showToast({ title: 'Download Failed', description: 'Failed to download coloring book', variant: 'destructive' });
    } finally {
      setIsDownloading(false);
    }
  };

  const downloadCover = async () => {
    setIsDownloadingCover(true);
    showToast({ title: 'Download Started' });
    try {
      await downloadFromApi(bookCoverUrl(bookId), 'book_cover.pdf');
      showToast({ title: 'Downloaded!' });
    } catch (error) {
      showToast({ title: 'Download Failed', description: getErrorMessage(error, 'Failed to download the cover'), variant: 'destructive' });
    } finally {
      setIsDownloadingCover(false);
    }
  };

  return (
    <div className="space-y-5">
      <p className="text-sm text-muted-foreground">
        A print-ready PDF for KDP or home printing. For every page as a 300 DPI PNG in one file, use Export Book ZIP at the
        top of this page.
      </p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor={trimId} className="text-sm font-semibold">
                Trim size
              </label>
              <Select value={choices.trim} onValueChange={(trim) => onPrintChange({ trim: trim as TrimSize })}>
                <SelectTrigger id={trimId} className="mt-2">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {TRIM_SIZES.map((trim) => (
                    <SelectItem key={trim} value={trim}>
                      {TRIM_SIZE_LABELS[trim]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="flex items-start gap-3 sm:pt-7">
              <input
                id={bleedId}
                type="checkbox"
                checked={choices.hasBleed}
                onChange={(event) => onPrintChange({ hasBleed: event.target.checked })}
                className="mt-0.5 size-4 accent-primary"
              />
              <label htmlFor={bleedId} className="text-sm">
                <span className="block font-semibold">Bleed</span>
                <span className="block text-muted-foreground">Pictures that reach the edge run off the trimmed page</span>
              </label>
            </div>
          </div>
      <ChoiceGroup legend="Printing" name="export-sides" options={SIDES_OPTIONS} value={choices.sides} onChange={(sides) => onPrintChange({ sides })} />
      <p className="text-sm text-muted-foreground" data-testid="export-summary">
        {exportSummary(sceneCount, choices)}
      </p>
      {warning && (
        <p role="status" className="flex items-start gap-2 rounded-lg border border-accent bg-accent-soft p-3 text-sm text-accent-foreground">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          {warning}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button onClick={download} disabled={sceneCount === 0 || isDownloading}>
          <Download aria-hidden />
          {isDownloading ? 'Preparing…' : 'Download PDF'}
        </Button>
        <Button variant="outline" onClick={downloadCover} disabled={sceneCount === 0 || isDownloadingCover}>
          <BookImage aria-hidden />
          {isDownloadingCover ? 'Preparing…' : 'Download cover PDF'}
        </Button>
      </div>
    </div>
  );
}
