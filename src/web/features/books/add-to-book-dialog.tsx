import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { BookOpen, Info, Loader2, Plus } from 'lucide-react';
import { MAX_TITLE_LENGTH, type AgeGroup } from '../../../shared/constants';
import type { Book } from '../../../shared/book';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { AgeGroupSelect } from '../../components/age-group-select';
import { showToast } from '../../components/ui/toaster';
import { FieldError, fieldErrorProps } from '../../components/field-error';
import { getErrorMessage } from '../../lib/error-message';
import { useQuota } from '../../lib/quota-query';
import { bookLimitHelp, bookLimitMessage, isAtBookLimit } from './book-limit';
import { useAddSceneToBook, useCreateBook } from './book-mutations';
import { useBooksBeingDeleted } from './book-deletion';
import { useBooks } from './book-queries';

/**
 * Puts a saved scene into one of the user's books, or into a new book made here (spec sections 2 and 4:
 * a book created while a saved scene is pending receives that scene).
 */
export function AddToBookDialog({
  isOpen,
  onOpenChange,
  sceneId,
  sceneTitle,
  defaultAgeGroup,
  returnFocusRef,
}: {
  /** Where focus goes when the dialog closes, when its opener may have lost focus meanwhile (saving first). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  sceneId: string;
  sceneTitle: string;
  defaultAgeGroup: AgeGroup;
}) {
  const books = useBooks();
  const quota = useQuota();
  const bookUsage = quota.data?.books;
  const beingDeleted = useBooksBeingDeleted();
  const bookLimit = bookUsage && isAtBookLimit(bookUsage, beingDeleted.size) ? bookUsage.limit : null;
  const createBook = useCreateBook();
  const addScene = useAddSceneToBook();
  const [newTitle, setNewTitle] = useState('');
  const [newAgeGroup, setNewAgeGroup] = useState<AgeGroup>(defaultAgeGroup);
  const titleId = useId();
  const ageGroupId = useId();
  const isBusy = createBook.isPending || addScene.isPending;
  const [titleError, setTitleError] = useState<string | null>(null);
  const newTitleRef = useRef<HTMLInputElement>(null);

  const addTo = async (book: Pick<Book, 'id' | 'title'>) => {
    try {
      await addScene.mutateAsync({ bookId: book.id, sceneId });
      showToast({ title: 'Added to Book!', description: `"${sceneTitle}" is now a page of "${book.title}"` });
      onOpenChange(false);
    } catch (error) {
      showToast({ title: 'Add Failed', description: getErrorMessage(error, 'Failed to add scene to book'), variant: 'destructive' });
    }
  };

  const submitNewBook = async (event: FormEvent) => {
    event.preventDefault();
    const title = newTitle.trim();
    if (!title) {
      setTitleError('Please enter a title for the new book');
      newTitleRef.current?.focus();
      showToast({ title: 'Title Required', description: 'Please enter a title for the new book', variant: 'destructive' });
      return;
    }
    let book: Book;
    try {
      book = await createBook.mutateAsync({ title, ageGroup: newAgeGroup });
    } catch (error) {
      showToast({ title: 'Create Failed', description: getErrorMessage(error, 'Failed to create book'), variant: 'destructive' });
      return;
    }
    setNewTitle('');
    await addTo(book);
  };

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (!returnFocusRef?.current) return;
          event.preventDefault();
          returnFocusRef.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Add to Book</DialogTitle>
          <DialogDescription>Choose a book for "{sceneTitle}", or start a new one.</DialogDescription>
        </DialogHeader>

        <section aria-labelledby={`${titleId}-books`}>
          <h3 id={`${titleId}-books`} className="text-sm font-semibold">
            Your books
          </h3>
          {books.isLoading ? (
            <p className="mt-2 text-sm text-muted-foreground">Loading...</p>
          ) : books.data && books.data.length > 0 ? (
            <ul className="mt-2 max-h-60 space-y-2 overflow-y-auto">
              {books.data.map((book) => (
                <li key={book.id}>
                  <button
                    type="button"
                    onClick={() => addTo(book)}
                    disabled={isBusy}
                    className="flex w-full items-center gap-3 rounded-lg border border-input bg-card p-3 text-left text-sm transition-colors hover:border-primary hover:bg-primary-soft disabled:opacity-60"
                  >
                    <BookOpen className="size-4 shrink-0 text-primary" aria-hidden />
                    <span className="min-w-0 flex-1 truncate font-medium">{book.title}</span>
                    <span className="shrink-0 text-xs text-muted-foreground">
                      {book.sceneCount} {book.sceneCount === 1 ? 'scene' : 'scenes'}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-muted-foreground">No books yet. Create your first one below.</p>
          )}
        </section>

        {bookLimit !== null ? (
          <section aria-labelledby={`${titleId}-limit`} className="space-y-2 border-t border-border pt-4">
            <h3 id={`${titleId}-limit`} className="text-sm font-semibold">
              Create a new book
            </h3>
            <div role="status" className="flex items-start gap-2 rounded-lg border border-border bg-muted p-3 text-sm" data-testid="book-limit-note">
              <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              <p>
                <span className="font-medium">{bookLimitMessage(bookLimit)}</span> {bookLimitHelp(bookLimit)}
              </p>
            </div>
          </section>
        ) : (
          <form onSubmit={submitNewBook} className="space-y-3 border-t border-border pt-4">
            <h3 className="text-sm font-semibold">Create a new book</h3>
            <div className="grid gap-3">
              <div>
                <label htmlFor={titleId} className="sr-only">
                  Book title
                </label>
                <Input
                  ref={newTitleRef}
                  id={titleId}
                  value={newTitle}
                  onChange={(event) => {
                    setNewTitle(event.target.value);
                    setTitleError(null);
                  }}
                  placeholder="Book title"
                  maxLength={MAX_TITLE_LENGTH}
                  {...fieldErrorProps(`${titleId}-error`, titleError)}
                />
                <FieldError id={`${titleId}-error`} message={titleError} />
              </div>
              <div>
                <label htmlFor={ageGroupId} className="sr-only">
                  Book age group
                </label>
                <AgeGroupSelect id={ageGroupId} value={newAgeGroup} onChange={setNewAgeGroup} ariaLabel="Book age group" />
              </div>
            </div>
            <Button type="submit" className="w-full sm:w-auto" disabled={isBusy}>
              {createBook.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Plus aria-hidden />}
              Create Book
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
