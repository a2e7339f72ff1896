import { Link } from 'wouter';
import { PageHeading } from '../components/page-heading';
import { AddToBookDialog } from '../features/books/add-to-book-dialog';
import { PhotoPageConverter } from '../features/scenes/photo-page-converter';
import { usePageMeta } from '../lib/page-meta';

export function PhotoPagePage() {
  usePageMeta('Photo to Page', 'Turn a photo into a print-ready coloring page.');
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeading title="Photo to Page">
        A pet, a family photo, a house or a child's drawing becomes a coloring page. Or{' '}
        <Link href="/scenes/new" className="font-semibold text-primary underline-offset-4 hover:underline">
          describe a scene in words
        </Link>
        .
      </PageHeading>
      <PhotoPageConverter AddToBookDialog={AddToBookDialog} />
    </div>
  );
}
