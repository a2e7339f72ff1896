import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, FileArchive, Loader2, Plus, Printer, Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Badge } from '../../components/ui/badge';
import { usePageMeta } from '../../lib/page-meta';
import { ageGroupOptionLabel } from '../../lib/age-group-label';
import { useBook, useBookScenes } from './book-queries';
import { BookPages } from './book-pages';
import { BookTitleEditor } from './book-title-editor';
import { deleteBookWithUndo } from './book-deletion';
import { exportBookZip } from './export-book-zip';

function BackToDashboard() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-2">
      <Link href="/">
        <ArrowLeft aria-hidden />
        Back to Dashboard
      </Link>
    </Button>
  );
}

/** One book: its title (editable), counts, export, and its pages. */
export function BookDetail({ bookId }: { bookId: string }) {
  const book = useBook(bookId);
  const scenes = useBookScenes(bookId);
  const [isExporting, setIsExporting] = useState(false);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const exportButtonRef = useRef<HTMLButtonElement>(null);
  // The button is disabled while the ZIP is made, which drops focus; it gets it back once enabled again.
  const [hasExported, setHasExported] = useState(false);
  useEffect(() => {
    if (!hasExported || isExporting) return;
    setHasExported(false);
    exportButtonRef.current?.focus();
  }, [hasExported, isExporting]);
  usePageMeta(book.data?.title ?? 'Book', 'The pages of one coloring book, ready to export.');

  if (book.isLoading || scenes.isLoading) {
    return (
      <div className="space-y-6">
        <BackToDashboard />
        <p className="py-16 text-center text-muted-foreground" role="status" data-testid="book-loading">
          Loading...
        </p>
      </div>
    );
  }

  if (!book.data || !scenes.data) {
    return (
      <div className="space-y-6">
        <BackToDashboard />
        <div className="rounded-2xl border border-border bg-card px-6 py-14 text-center">
          <h1 className="text-xl font-bold">Book not found</h1>
          <p className="mt-2 text-sm text-muted-foreground">This book does not exist or is no longer yours.</p>
        </div>
      </div>
    );
  }

  const sceneCount = scenes.data.length;
  const exportZip = async () => {
    if (!book.data) return;
    setIsExporting(true);
    await exportBookZip({ ...book.data, sceneCount });
    setIsExporting(false);
    setHasExported(true);
  };
  const deleteBook = () => {
    if (!book.data) return;
    deleteBookWithUndo(queryClient, book.data);
    navigate('/dashboard?tab=books');
  };

  return (
    <div className="space-y-8">
      <div className="space-y-4">
        <BackToDashboard />
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0 flex-1 space-y-2">
            <BookTitleEditor bookId={bookId} title={book.data.title} />
            <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <span data-testid="book-scene-count">
                {sceneCount} {sceneCount === 1 ? 'scene' : 'scenes'}
              </span>
              <span aria-hidden>·</span>
              <Badge variant="soft">{ageGroupOptionLabel(book.data.ageGroup)}</Badge>
            </div>
          </div>
          <div className="grid grid-cols-2 gap-2 sm:flex sm:shrink-0">
            <Button ref={exportButtonRef} variant="outline" onClick={exportZip} disabled={sceneCount === 0 || isExporting}>
              {isExporting ? <Loader2 className="animate-spin" aria-hidden /> : <FileArchive aria-hidden />}
              Export Book ZIP
            </Button>
            <Button asChild>
              <Link href="/scenes/new">
                <Plus aria-hidden />
                Add Scene
              </Link>
            </Button>
            {sceneCount > 0 && (
              <Button asChild variant="outline">
                <Link href={`/print/book/${encodeURIComponent(bookId)}`}>
                  <Printer aria-hidden />
                  Print Book
                </Link>
              </Button>
            )}
            <Button variant="outline" className="border-destructive/40 text-destructive hover:bg-destructive-soft" onClick={deleteBook}>
              <Trash2 aria-hidden />
              Delete Book
            </Button>
          </div>
        </div>
      </div>

      <BookPages bookId={bookId} scenes={scenes.data} />
    </div>
  );
}
