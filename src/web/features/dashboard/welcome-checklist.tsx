import { Link } from 'wouter';
import { CheckCircle2, Circle, X } from 'lucide-react';
import type { Book } from '../../../shared/book';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { showToast } from '../../components/ui/toaster';
import { getErrorMessage } from '../../lib/error-message';
import { cn } from '../../lib/class-names';
import { useUpdateOnboarding } from './user-mutations';

interface ChecklistStep {
  label: string;
  hint: string;
  href: string;
  isDone: boolean;
}

function checklistSteps(characterCount: number, sceneCount: number, books: Book[]): ChecklistStep[] {
  const bookWithPages = books.find((book) => book.sceneCount > 0);
  const firstBook = bookWithPages ?? books[0];
  return [
    {
      label: 'Create your first character',
      hint: 'Describe a character and get a sheet of consistent poses.',
      href: '/characters/new',
      isDone: characterCount > 0,
    },
    {
      label: 'Generate a scene',
      hint: 'Put your characters into a print-ready coloring page.',
      href: '/scenes/new',
      isDone: sceneCount > 0,
    },
    {
      label: 'Add a scene to a book',
      hint: 'Collect pages into a book and export it as a ZIP.',
      href: firstBook ? `/books/${encodeURIComponent(firstBook.id)}` : '/scenes/new',
      isDone: bookWithPages !== undefined,
    },
  ];
}

/** Getting-started steps, ticked from the user's own data; dismissing saves checklistDismissed (spec section 2). */
export function WelcomeChecklist({
  characterCount,
  sceneCount,
  books,
}: {
  characterCount: number;
  sceneCount: number;
  books: Book[];
}) {
  const updateOnboarding = useUpdateOnboarding();
  const steps = checklistSteps(characterCount, sceneCount, books);
  const doneCount = steps.filter((step) => step.isDone).length;

  const dismiss = () =>
    updateOnboarding.mutate(
      { checklistDismissed: true },
      {
        onError: (error) =>
          showToast({ title: 'Error', description: getErrorMessage(error, 'Failed to dismiss the checklist'), variant: 'destructive' }),
      },
    );

  return (
    <Card className="relative p-5 sm:p-6" data-testid="welcome-checklist">
      <Button
        variant="ghost"
        size="icon"
        className="absolute top-3 right-3 size-8 text-muted-foreground"
        onClick={dismiss}
        disabled={updateOnboarding.isPending}
        aria-label="Dismiss checklist"
        data-testid="button-dismiss-checklist"
      >
        <X />
      </Button>
      <div className="pr-8">
        <h2 className="text-lg font-bold tracking-tight">Getting started</h2>
        <p className="mt-0.5 text-sm text-muted-foreground">
          {doneCount === steps.length
            ? 'All done: you have made a coloring book. Dismiss this whenever you like.'
            : `${doneCount} of ${steps.length} done — from a character to a finished coloring book.`}
        </p>
      </div>
      <ol className="mt-4 grid gap-3 md:grid-cols-3">
        {steps.map((step) => (
          <li key={step.label}>
            <Link
              href={step.href}
              className={cn(
                'flex h-full items-start gap-3 rounded-xl border p-3.5 transition-colors hover:border-primary/40 hover:bg-primary-soft/50',
                step.isDone ? 'border-success/30 bg-success/5' : 'border-border',
              )}
            >
              {step.isDone ? (
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-label="Done" />
              ) : (
                <Circle className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-label="To do" />
              )}
              <span>
                <span className={cn('block text-sm font-semibold', step.isDone && 'text-muted-foreground line-through')}>
                  {step.label}
                </span>
                <span className="mt-0.5 block text-xs text-muted-foreground">{step.hint}</span>
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </Card>
  );
}
