import { usePageMeta } from '../lib/page-meta';
import { PageHeading } from '../components/page-heading';

// Placeholder until the signed-in screens land (issue 5).
export function BookDetailPage(_props: { id: string }) {
  usePageMeta('Book', 'The pages of one coloring book.');
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <PageHeading title="Book" />
    </div>
  );
}
