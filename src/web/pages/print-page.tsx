import { PageLoading } from '../components/page-loading';
import { usePageMeta } from '../lib/page-meta';
import { useBook, useBookScenes } from '../features/books/book-queries';
import { PrintSheets } from '../features/print-view/print-sheets';
import { useScene } from '../features/scenes/scene-queries';

function NotFound({ what }: { what: string }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-xl font-bold">{what} not found</h1>
      <p className="mt-2 text-sm text-muted-foreground">It does not exist or is no longer yours.</p>
    </div>
  );
}

/** /print/scene/{id}: one saved page, ready to print. */
export function PrintScenePage({ id }: { id: string }) {
  const scene = useScene(id);
  usePageMeta(scene.data ? `Print ${scene.data.title}` : 'Print', 'A coloring page ready to print at home.');
  if (scene.isLoading) return <PageLoading />;
  if (!scene.data) return <NotFound what="Scene" />;
  return <PrintSheets title={scene.data.title} scenes={[scene.data]} backHref="/dashboard?tab=scenes" backLabel="Back to Dashboard" />;
}

/** /print/book/{id}: every page of a book in page order, ready to print. */
export function PrintBookPage({ id }: { id: string }) {
  const book = useBook(id);
  const scenes = useBookScenes(id);
  usePageMeta(book.data ? `Print ${book.data.title}` : 'Print', 'A coloring book ready to print at home.');
  if (book.isLoading || scenes.isLoading) return <PageLoading />;
  if (!book.data || !scenes.data) return <NotFound what="Book" />;
  if (scenes.data.length === 0) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-xl font-bold">Nothing to print yet</h1>
        <p className="mt-2 text-sm text-muted-foreground">“{book.data.title}” has no pages. Add a scene to it first.</p>
      </div>
    );
  }
  return <PrintSheets title={book.data.title} scenes={scenes.data} backHref={`/books/${encodeURIComponent(id)}`} backLabel="Back to Book" />;
}
