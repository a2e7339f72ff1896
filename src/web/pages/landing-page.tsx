import { usePageMeta } from '../lib/page-meta';
import { PageHeading } from '../components/page-heading';

export function LandingPage() {
  usePageMeta('Colorbook Studio', 'Colorbook Studio');
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <PageHeading title="Colorbook Studio" />
    </div>
  );
}
