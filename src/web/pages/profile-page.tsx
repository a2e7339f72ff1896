import { usePageMeta } from '../lib/page-meta';
import { useAuth } from '../lib/use-auth';
import { PageHeading } from '../components/page-heading';
import { PageLoading } from '../components/page-loading';
import { useQuota } from '../lib/quota-query';
import { ProfileView } from '../features/profile/profile-view';

export function ProfilePage() {
  usePageMeta('Profile', 'Your account, plan and usage.');
  const { user } = useAuth();
  const quota = useQuota();
  if (!user) return <PageLoading />;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeading eyebrow="Account" title="Profile" />
      <ProfileView user={user} quota={quota.data} />
    </div>
  );
}
