import { useId, useState } from 'react';
import { AlertTriangle, Download } from 'lucide-react';
import { TRIM_SIZES } from '../../../shared/book';
import { TRIM_SIZE_LABELS, type TrimSize } from '../../../shared/print-layout';
import { Button } from '../../components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { showToast } from '../../components/ui/toaster';
import { cn } from '../../lib/class-names';
import { downloadFromApi } from './download-file';
import { bookDownloadUrl, exportSummary, kdpPageCountWarning, type ExportChoices } from './export-choices';

interface ChoiceOption<Value extends string> {
  value: Value;
  label: string;
  hint: string;
}

/** A row of radio buttons drawn as cards: native inputs, so arrows and Space work as usual. */
function ChoiceGroup<Value extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: ChoiceOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold">{legend}</legend>
      <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border border-input bg-card p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              value === option.value && 'border-primary bg-primary-soft',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-0.5 accent-primary"
            />
            <span>
              <span className="block font-semibold">{option.label}</span>
              <span className="block text-muted-foreground">{option.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const FORMAT_OPTIONS: ChoiceOption<ExportChoices['format']>[] = [
  { value: 'zip', label: 'ZIP of PNGs', hint: 'Each page as a 300 DPI image' },
  { value: 'pdf', label: 'PDF for print', hint: 'A print-ready interior for KDP or home printing' },
];

const SIDES_OPTIONS: ChoiceOption<ExportChoices['sides']>[] = [
  { value: 'single', label: 'Single-sided', hint: 'Each picture on a right-hand page with a blank back' },
  { value: 'double', label: 'Double-sided', hint: 'Pictures on both sides of the paper' },
];

export function BookExportPanel({
  bookId,
  sceneCount,
  choices,
  onChange,
}: {
  bookId: string;
  sceneCount: number;
  choices: ExportChoices;
  onChange: (choices: ExportChoices) => void;
}) {
  const [isDownloading, setIsDownloading] = useState(false);
  const trimId = useId();
  const bleedId = useId();
  const warning = kdpPageCountWarning(sceneCount, choices);
  const isPdf = choices.format === 'pdf';

  const download = async () => {
    setIsDownloading(true);
    showToast({ title: 'Download Started' });
    try {
      await downloadFromApi(bookDownloadUrl(bookId, choices), `book_coloring_book.${choices.format}`);
      showToast({ title: 'Downloaded!' });
    } catch {
      showToast({ title: 'Download Failed', description: 'Failed to download coloring book', variant: 'destructive' });
    } finally {
      setIsDownloading(false);
    }
  };

  return (
    <div className="space-y-5">
      <ChoiceGroup legend="Format" name="export-format" options={FORMAT_OPTIONS} value={choices.format} onChange={(format) => onChange({ ...choices, format })} />
      {isPdf && (
        <>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor={trimId} className="text-sm font-semibold">
                Trim size
              </label>
              <Select value={choices.trim} onValueChange={(trim) => onChange({ ...choices, trim: trim as TrimSize })}>
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
                onChange={(event) => onChange({ ...choices, hasBleed: event.target.checked })}
                className="mt-0.5 size-4 accent-primary"
              />
              <label htmlFor={bleedId} className="text-sm">
                <span className="block font-semibold">Bleed</span>
                <span className="block text-muted-foreground">Pictures that reach the edge run off the trimmed page</span>
              </label>
            </div>
          </div>
          <ChoiceGroup legend="Printing" name="export-sides" options={SIDES_OPTIONS} value={choices.sides} onChange={(sides) => onChange({ ...choices, sides })} />
        </>
      )}
      <p className="text-sm text-muted-foreground" data-testid="export-summary">
        {exportSummary(sceneCount, choices)}
      </p>
      {warning && (
        <p role="status" className="flex items-start gap-2 rounded-lg border border-accent bg-accent-soft p-3 text-sm text-accent-foreground">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          {warning}
        </p>
      )}
      <Button onClick={download} disabled={sceneCount === 0 || isDownloading}>
        <Download aria-hidden />
        {isDownloading ? 'Preparing…' : isPdf ? 'Download PDF' : 'Download ZIP'}
      </Button>
    </div>
  );
}
