import { Flower2, Hash, Image, Route, Type } from 'lucide-react';
import { PAGE_KIND_LABELS, PAGE_KINDS, MAX_NAME_PAGE_TEXT_LENGTH, type PageKind } from '../../../shared/page-kind';
import { Input } from '../../components/ui/input';
import { cn } from '../../lib/class-names';

const KIND_ICONS: Record<PageKind, typeof Image> = { scene: Image, mandala: Flower2, maze: Route, 'dot-to-dot': Hash, name: Type };

/** What each kind draws, said under the choice. */
export const PAGE_KIND_HINTS: Record<PageKind, string> = {
  scene: 'Your characters in a picture, drawn from your words.',
  mandala: 'Rings of petals and shapes around a centre; name flowers, hearts, stars or animals. Add "square pattern" or "border" for those. Characters are optional.',
  maze: 'A maze with one way through: your first character starts, the thing you name is the goal ("reach the cake"). Refine with "show the solution" for the answer page.',
  'dot-to-dot': 'Numbered dots around your first character, or the thing you name.',
  name: 'A name or word in big letters to colour, with your characters below.',
};

/**
 * The page-kind choice of the generate screen: one radio button per kind, and the name field a name
 * page needs. Arrow keys move between the kinds as in any radio group.
 */
export function PageKindPicker({
  kind,
  onKindChange,
  nameText,
  onNameTextChange,
  nameFieldId,
}: {
  kind: PageKind;
  onKindChange: (kind: PageKind) => void;
  nameText: string;
  onNameTextChange: (text: string) => void;
  nameFieldId: string;
}) {
  const move = (step: number) => onKindChange(PAGE_KINDS[(PAGE_KINDS.indexOf(kind) + step + PAGE_KINDS.length) % PAGE_KINDS.length]!);
  return (
    <div className="grid gap-3">
      <div className="grid gap-2">
        <span id={`${nameFieldId}-kind-label`} className="text-sm font-semibold">
          Page Type
        </span>
        <div
          role="radiogroup"
          aria-labelledby={`${nameFieldId}-kind-label`}
          className="grid grid-cols-2 gap-2 sm:grid-cols-3 2xl:grid-cols-5"
          data-testid="page-kind-picker"
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight' || event.key === 'ArrowDown') move(1);
            else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') move(-1);
            else return;
            event.preventDefault();
          }}
        >
          {PAGE_KINDS.map((option) => {
            const Icon = KIND_ICONS[option];
            const isChosen = option === kind;
            return (
              <button
                key={option}
                type="button"
                role="radio"
                aria-checked={isChosen}
                tabIndex={isChosen ? 0 : -1}
                ref={(button) => {
                  if (isChosen && button && button.ownerDocument.activeElement?.getAttribute('role') === 'radio') button.focus();
                }}
                onClick={() => onKindChange(option)}
                className={cn(
                  'flex min-h-11 items-center justify-center gap-1.5 rounded-xl border px-2 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  isChosen ? 'border-primary bg-primary text-primary-foreground' : 'border-input bg-background hover:bg-muted',
                )}
              >
                <Icon className="size-4 shrink-0" aria-hidden />
                {PAGE_KIND_LABELS[option]}
              </button>
            );
          })}
        </div>
        <p className="text-sm text-muted-foreground" data-testid="page-kind-hint">
          {PAGE_KIND_HINTS[kind]}
        </p>
      </div>
      {kind === 'name' && (
        <div className="grid gap-2">
          <label htmlFor={nameFieldId} className="text-sm font-semibold">
            Name or Word
          </label>
          <Input id={nameFieldId} value={nameText} onChange={(event) => onNameTextChange(event.target.value)} placeholder="e.g. Mia" maxLength={MAX_NAME_PAGE_TEXT_LENGTH} autoComplete="off" />
          <p className="text-xs text-muted-foreground">Up to {MAX_NAME_PAGE_TEXT_LENGTH} letters.</p>
        </div>
      )}
    </div>
  );
}
