import { useId, useRef, useState, type FormEvent } from 'react';
import { Save } from 'lucide-react';
import { COVER_BAND_COLORS, type BookPrintSettings, type CoverBandColor, type PaperType } from '../../../shared/book-publishing';
import type { Scene } from '../../../shared/scene';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { Textarea } from '../../components/ui/textarea';
import { showToast } from '../../components/ui/toaster';
import { getErrorMessage } from '../../lib/error-message';
import { ChoiceGroup, type ChoiceOption } from './choice-group';
import { useSavePrintSettings } from './print-settings-queries';

const PAPER_OPTIONS: ChoiceOption<PaperType>[] = [
  { value: 'white', label: 'White paper', hint: 'Bright pages; the usual choice for coloring books' },
  { value: 'cream', label: 'Cream paper', hint: 'Warmer pages, a slightly wider spine' },
];

const COVER_STYLE_OPTIONS: ChoiceOption<BookPrintSettings['coverStyle']>[] = [
  { value: 'line-art', label: 'Line art', hint: 'Black on white, like the pages inside' },
  { value: 'color-band', label: 'Colour band', hint: 'One colour behind the title' },
];

const FIRST_PAGE = 'first-page';

type TextField = 'author' | 'subtitle' | 'description';

/** The field a server message like "author: must be 100 characters or fewer" is about. */
function fieldOfMessage(message: string): TextField | 'coverSceneId' | null {
  const field = /^(\w+):/.exec(message)?.[1];
  return field === 'author' || field === 'subtitle' || field === 'description' || field === 'coverSceneId' ? field : null;
}

/**
 * The book's words and choices for print: author, subtitle, back-cover text, paper, the pages before the
 * pictures, and the cover. Saved together with one button; a refused field is marked and focused.
 */
export function PrintSettingsForm({ bookId, settings, scenes }: { bookId: string; settings: BookPrintSettings; scenes: Scene[] }) {
  const [draft, setDraft] = useState(settings);
  const [error, setError] = useState<{ field: TextField | 'coverSceneId' | null; message: string } | null>(null);
  const save = useSavePrintSettings(bookId);
  const ids = { author: useId(), subtitle: useId(), description: useId(), cover: useId(), band: useId(), error: useId() };
  const fieldRefs = {
    author: useRef<HTMLInputElement>(null),
    subtitle: useRef<HTMLInputElement>(null),
    description: useRef<HTMLTextAreaElement>(null),
    coverSceneId: useRef<HTMLButtonElement>(null),
  };
  const update = (change: Partial<BookPrintSettings>) => {
    setDraft((current) => ({ ...current, ...change }));
    // Editing the refused field takes its message away; it comes back if the next save is refused too.
    if (error?.field && error.field in change) setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    // Trim, bleed and sides belong to the export choices, which save on their own: keep their latest values.
    save.mutate({ ...draft, trim: settings.trim, hasBleed: settings.hasBleed, sides: settings.sides }, {
      onSuccess: () => showToast({ title: 'Print settings saved' }),
      onError: (failure) => {
        const message = getErrorMessage(failure, 'Failed to save the print settings');
        const field = fieldOfMessage(message);
        setError({ field, message });
        if (field) fieldRefs[field].current?.focus();
        else showToast({ title: 'Save Failed', description: message, variant: 'destructive' });
      },
    });
  };

  const fieldProps = (field: TextField) => ({
    id: ids[field],
    'aria-invalid': error?.field === field || undefined,
    'aria-describedby': error?.field === field ? ids.error : undefined,
  });
  const fieldError = (field: TextField | 'coverSceneId') =>
    error?.field === field ? (
      <p id={ids.error} className="mt-1 text-sm text-destructive">
        {error.message.replace(/^\w+: /, '')}
      </p>
    ) : null;

  return (
    <form className="space-y-5" onSubmit={submit} aria-label="Print settings">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={ids.author} className="text-sm font-semibold">
            Author
          </label>
          <Input ref={fieldRefs.author} {...fieldProps('author')} className="mt-2" maxLength={100} value={draft.author} onChange={(event) => update({ author: event.target.value })} />
          {fieldError('author')}
        </div>
        <div>
          <label htmlFor={ids.subtitle} className="text-sm font-semibold">
            Subtitle
          </label>
          <Input ref={fieldRefs.subtitle} {...fieldProps('subtitle')} className="mt-2" maxLength={150} value={draft.subtitle} onChange={(event) => update({ subtitle: event.target.value })} />
          {fieldError('subtitle')}
        </div>
      </div>
      <div>
        <label htmlFor={ids.description} className="text-sm font-semibold">
          Back cover text
        </label>
        <Textarea
          ref={fieldRefs.description}
          {...fieldProps('description')}
          className="mt-2"
          maxLength={1200}
          value={draft.description}
          onChange={(event) => update({ description: event.target.value })}
        />
        {fieldError('description')}
      </div>
      <ChoiceGroup legend="Paper" name={`paper-${bookId}`} options={PAPER_OPTIONS} value={draft.paper} onChange={(paper) => update({ paper })} />
      <fieldset>
        <legend className="text-sm font-semibold">Pages before the pictures</legend>
        <div className="mt-2 space-y-2 text-sm">
          {(
            [
              ['hasTitlePage', 'Title page', 'The title, subtitle and author'],
              ['hasCopyrightPage', 'Copyright page', 'Year, author, "All rights reserved", and a line saying so when AI drew any picture'],
              ['hasOwnerPage', '"This book belongs to" page', 'A line for the child to write a name on'],
            ] as const
          ).map(([key, label, hint]) => (
            <label key={key} className="flex items-start gap-3">
              <input type="checkbox" className="mt-0.5 size-4 accent-primary" checked={draft[key]} onChange={(event) => update({ [key]: event.target.checked })} />
              <span>
                <span className="block font-semibold">{label}</span>
                <span className="block text-muted-foreground">{hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={ids.cover} className="text-sm font-semibold">
            Cover picture
          </label>
          <Select value={draft.coverSceneId ?? FIRST_PAGE} onValueChange={(value) => update({ coverSceneId: value === FIRST_PAGE ? null : value })}>
            <SelectTrigger ref={fieldRefs.coverSceneId} id={ids.cover} className="mt-2" aria-invalid={error?.field === 'coverSceneId' || undefined}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={FIRST_PAGE}>The first page</SelectItem>
              {scenes.map((scene) => (
                <SelectItem key={scene.id} value={scene.id}>
                  {scene.title}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {fieldError('coverSceneId')}
        </div>
        {draft.coverStyle === 'color-band' && (
          <div>
            <label htmlFor={ids.band} className="text-sm font-semibold">
              Band colour
            </label>
            <Select value={draft.bandColor} onValueChange={(value) => update({ bandColor: value as CoverBandColor })}>
              <SelectTrigger id={ids.band} className="mt-2">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {Object.entries(COVER_BAND_COLORS).map(([name, color]) => (
                  <SelectItem key={name} value={name}>
                    <span className="mr-2 inline-block size-3 rounded-full border border-border align-middle" style={{ backgroundColor: `rgb(${color.rgb.map((v) => Math.round(v * 255)).join(' ')})` }} aria-hidden />
                    {color.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        )}
      </div>
      <ChoiceGroup legend="Cover style" name={`cover-style-${bookId}`} options={COVER_STYLE_OPTIONS} value={draft.coverStyle} onChange={(coverStyle) => update({ coverStyle })} />
      <Button type="submit" disabled={save.isPending}>
        <Save aria-hidden />
        {save.isPending ? 'Saving…' : 'Save print settings'}
      </Button>
    </form>
  );
}
