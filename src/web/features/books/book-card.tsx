import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { BookOpen, FileArchive, Image, Trash2, Users } from 'lucide-react';
import type { Book } from '../../../shared/book';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { focusAfterRemoval } from '../../lib/focus-after-removal';
import { deleteBookWithUndo } from './book-deletion';
import { exportBookZip } from './export-book-zip';

function countLabel(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** A book on the dashboard: opens /books/{id}; Export ZIP downloads it without leaving the page; delete has Undo. */
export function BookCard({ book }: { book: Book }) {
  const [isExporting, setIsExporting] = useState(false);
  const queryClient = useQueryClient();
  const cardRef = useRef<HTMLDivElement>(null);

  const deleteBook = () => {
    const restoreFocus = cardRef.current ? focusAfterRemoval(cardRef.current) : () => {};
    deleteBookWithUndo(queryClient, book);
    restoreFocus();
  };

  const exportZip = async () => {
    setIsExporting(true);
    await exportBookZip(book);
    setIsExporting(false);
  };

  return (
    <Card ref={cardRef} className="relative flex flex-col gap-4 p-5 transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md" data-testid="book-card">
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
          <BookOpen className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <h3 className="text-base font-semibold break-words">
            {/* The link covers the whole card; the export button sits above it. */}
            <Link href={`/books/${encodeURIComponent(book.id)}`} className="outline-none after:absolute after:inset-0 after:rounded-2xl">
              {book.title}
            </Link>
          </h3>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1.5" data-testid="book-card-scene-count">
              <Image className="size-3.5" aria-hidden />
              {countLabel(book.sceneCount, 'scene', 'scenes')}
            </span>
            <span className="inline-flex items-center gap-1.5" data-testid="book-card-character-count">
              <Users className="size-3.5" aria-hidden />
              {countLabel(book.characterCount, 'character', 'characters')}
            </span>
          </p>
        </div>
      </div>
      <div className="relative z-10 mt-auto flex items-center justify-between gap-2">
        <Button variant="outline" size="sm" onClick={exportZip} disabled={isExporting}>
          <FileArchive aria-hidden />
          {isExporting ? 'Exporting...' : 'Export ZIP'}
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="-mr-2 size-9 text-muted-foreground hover:bg-destructive-soft hover:text-destructive"
          aria-label={`Delete book ${book.title}`}
          onClick={deleteBook}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
    </Card>
  );
}
