import { Suspense, lazy, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { Plus } from 'lucide-react';
import { usePageMeta } from '../lib/page-meta';
import { useAuth } from '../lib/use-auth';
import { Button } from '../components/ui/button';
import { PageLoading } from '../components/page-loading';

// The heading needs nothing but the session; the lists need the data layer, dialogs and cards. Split, and the
// lists asked for once the heading is painted, the heading shows at once on a slow phone instead of after
// some thirty files (a second or more on a 4G connection).
const DashboardLibrary = lazy(() => import('./dashboard-library').then((m) => ({ default: m.DashboardLibrary })));

export function DashboardPage() {
  usePageMeta('Dashboard', 'Your characters, scenes and books in one place.');
  const { user } = useAuth();
  const [isHeadingPainted, setIsHeadingPainted] = useState(false);
  useEffect(() => {
    if (!user) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => (timer = window.setTimeout(() => setIsHeadingPainted(true))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [user]);
  if (!user) return <PageLoading />;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary">Dashboard</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-balance sm:text-4xl" data-testid="text-dashboard-headline">
            {user.firstName ? `Welcome, ${user.firstName}!` : 'Welcome!'}
          </h1>
          <p className="mt-2 text-muted-foreground">Create characters, put them in scenes and collect pages into books.</p>
        </div>
        <Button asChild size="lg" className="w-full sm:w-auto">
          <Link href="/characters/new" data-testid="button-create-character">
            <Plus />
            Create Character
          </Link>
        </Button>
      </div>
      {isHeadingPainted ? (
        <Suspense fallback={<PageLoading />}>
          <DashboardLibrary user={user} />
        </Suspense>
      ) : (
        <PageLoading />
      )}
    </div>
  );
}
