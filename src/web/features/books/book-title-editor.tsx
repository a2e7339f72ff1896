import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Pencil } from 'lucide-react';
import { MAX_TITLE_LENGTH } from '../../../shared/constants';
import { useRenameBook } from './book-mutations';

/**
 * The book's title, edited in place: Enter or leaving the field saves, Escape cancels. Only a trimmed,
 * non-empty, changed title is sent; anything else simply leaves edit mode (spec section 4).
 */
export function BookTitleEditor({ bookId, title }: { bookId: string; title: string }) {
  const rename = useRenameBook(bookId);
  const [draft, setDraft] = useState<string | null>(null);
  // Enter saves and then unmounts the field, whose blur would save a second time.
  const isClosingRef = useRef(false);
  const titleButtonRef = useRef<HTMLButtonElement>(null);
  // Enter and Escape remove the field; focus goes back to the title, not to <body>. Leaving by Tab or
  // a click keeps focus where the person sent it.
  const [shouldRefocus, setShouldRefocus] = useState(false);
  useEffect(() => {
    if (!shouldRefocus || draft !== null) return;
    setShouldRefocus(false);
    titleButtonRef.current?.focus();
  }, [shouldRefocus, draft]);

  const startEditing = () => {
    isClosingRef.current = false;
    setDraft(title);
  };

  const finish = (shouldSave: boolean) => {
    if (isClosingRef.current || draft === null) return;
    isClosingRef.current = true;
    const trimmed = draft.trim();
    setDraft(null);
    if (!shouldSave || trimmed === '' || trimmed === title) return;
    rename.mutate(trimmed);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      setShouldRefocus(true);
      finish(true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setShouldRefocus(true);
      finish(false);
    }
  };

  if (draft !== null) {
    return (
      <input
        // Focus moves here because the user just asked to edit.
        autoFocus
        aria-label="Book title"
        value={draft}
        maxLength={MAX_TITLE_LENGTH}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={handleKeyDown}
        onBlur={() => finish(true)}
        onFocus={(event) => event.target.select()}
        className="-mx-2 w-[calc(100%+1rem)] min-w-0 rounded-lg border border-ring bg-card px-2 py-1 text-2xl font-bold tracking-tight outline-2 outline-ring/30 sm:text-3xl"
        data-testid="book-title-input"
      />
    );
  }

  // While a rename is in flight, the new title shows at once.
  const shownTitle = rename.isPending ? rename.variables : title;
  return (
    <h1 className="min-w-0 text-2xl font-bold tracking-tight sm:text-3xl">
      <button
        ref={titleButtonRef}
        type="button"
        onClick={startEditing}
        className="group inline-flex max-w-full items-center gap-2 rounded-lg px-2 py-1 -mx-2 text-left break-words hover:bg-muted"
        title="Click to edit the title"
        data-testid="book-title"
      >
        <span className="min-w-0 break-words">{shownTitle}</span>
        <Pencil className="size-4 shrink-0 text-muted-foreground opacity-60 group-hover:opacity-100" aria-label="Edit title" />
      </button>
    </h1>
  );
}
