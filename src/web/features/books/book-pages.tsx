import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { BookMinus, Download, ImagePlus, Plus } from 'lucide-react';
import type { Scene } from '../../../shared/scene';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { SceneThumbnail } from '../../components/scene-thumbnail';
import { downloadScene } from '../../lib/download-image';
import { AddToBookDialog } from './add-to-book-dialog';
import { useRemoveSceneFromBook } from './book-mutations';

function BookPageCard({
  bookId,
  scene,
  pageNumber,
  pageOrder,
  onRemoveStart,
}: {
  bookId: string;
  scene: Scene;
  pageNumber: number;
  /** Every page's scene id in order, so Undo can put this one back in its place. */
  pageOrder: string[];
  onRemoveStart: (sceneId: string) => void;
}) {
  const remove = useRemoveSceneFromBook(bookId);
  const [isDownloading, setIsDownloading] = useState(false);
  const [isBookDialogOpen, setIsBookDialogOpen] = useState(false);
  const viewLargeRef = useRef<HTMLButtonElement>(null);

  const download = async () => {
    setIsDownloading(true);
    await downloadScene(scene);
    setIsDownloading(false);
  };

  const removeFromBook = () => {
    onRemoveStart(scene.id);
    remove.mutate({ scene, pageOrder });
  };

  return (
    <Card className="flex w-full flex-col overflow-hidden" data-testid="book-page-card">
      <SceneThumbnail scene={scene} viewLargeRef={viewLargeRef} onAddToBook={() => setIsBookDialogOpen(true)} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Page {pageNumber}</p>
          <h3 className="text-base font-semibold break-words">{scene.title}</h3>
        </div>
        <div className="mt-auto grid gap-2 sm:grid-cols-2">
          <Button variant="outline" size="sm" onClick={download} disabled={isDownloading} aria-label={`Download PNG of ${scene.title}`}>
            <Download aria-hidden />
            PNG
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="hover:border-destructive hover:text-destructive"
            onClick={removeFromBook}
            disabled={remove.isPending}
            aria-label={`Remove ${scene.title} from book`}
            data-remove-page={scene.id}
          >
            <BookMinus aria-hidden />
            Remove
          </Button>
        </div>
      </div>
      {isBookDialogOpen && (
        <AddToBookDialog
          returnFocusRef={viewLargeRef}
          isOpen={isBookDialogOpen}
          onOpenChange={setIsBookDialogOpen}
          sceneId={scene.id}
          sceneTitle={scene.title}
          defaultAgeGroup={scene.ageGroup}
        />
      )}
    </Card>
  );
}

/** The book's pages in page order, or the empty state that leads to making one. */
export function BookPages({ bookId, scenes }: { bookId: string; scenes: Scene[] }) {
  const containerRef = useRef<HTMLDivElement>(null);
  // The page being removed, and where it stood: once it is gone, focus moves to the page that took its
  // place (or the last one, or the empty state's button) instead of dropping to <body>.
  const [removing, setRemoving] = useState<{ sceneId: string; index: number } | null>(null);
  useEffect(() => {
    if (!removing || scenes.some((scene) => scene.id === removing.sceneId)) return;
    setRemoving(null);
    const next = scenes[Math.min(removing.index, scenes.length - 1)];
    const target = next
      ? containerRef.current?.querySelector<HTMLElement>(`[data-remove-page="${CSS.escape(next.id)}"]`)
      : containerRef.current?.querySelector<HTMLElement>('a');
    target?.focus();
  }, [removing, scenes]);
  const onRemoveStart = (sceneId: string) => setRemoving({ sceneId, index: scenes.findIndex((scene) => scene.id === sceneId) });

  return (
    <div ref={containerRef}>
      <BookPagesList bookId={bookId} scenes={scenes} onRemoveStart={onRemoveStart} />
    </div>
  );
}

function BookPagesList({
  bookId,
  scenes,
  onRemoveStart,
}: {
  bookId: string;
  scenes: Scene[];
  onRemoveStart: (sceneId: string) => void;
}) {
  if (scenes.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-input bg-card px-6 py-14 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary">
          <ImagePlus className="size-7" aria-hidden />
        </span>
        <div>
          <h2 className="text-lg font-semibold">No scenes in this book yet</h2>
          <p className="mt-1 text-sm text-muted-foreground">Generate a scene, then choose Add to Book to make it a page.</p>
        </div>
        <Button asChild>
          <Link href="/scenes/new">
            <Plus aria-hidden />
            Add Your First Scene
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <section aria-labelledby="book-pages-heading">
      <h2 id="book-pages-heading" className="sr-only">
        Pages
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4" aria-label="Pages">
      {scenes.map((scene, index) => (
        <li key={scene.id} className="flex">
          <BookPageCard
            bookId={bookId}
            scene={scene}
            pageNumber={index + 1}
            pageOrder={scenes.map((page) => page.id)}
            onRemoveStart={onRemoveStart}
          />
        </li>
      ))}
      </ul>
    </section>
  );
}
