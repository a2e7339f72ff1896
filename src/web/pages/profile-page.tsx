import { usePageMeta } from '../lib/page-meta';
import { PageHeading } from '../components/page-heading';

// Placeholder until the signed-in screens land (issue 5).
export function ProfilePage() {
  usePageMeta('Profile', 'Your account, plan and usage.');
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <PageHeading title="Profile" />
    </div>
  );
}
