import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { Plus } from 'lucide-react';
import { usePageMeta } from '../lib/page-meta';
import { useAuth } from '../lib/use-auth';
import { isUnauthorizedError } from '../lib/query-client';
import { redirectToLogin } from '../lib/unauthorized';
import { Button } from '../components/ui/button';
import { PageLoading } from '../components/page-loading';
import { useBooks } from '../features/books/book-queries';
import { useCharacters } from '../features/characters/character-queries';
import { useScenes } from '../features/scenes/scene-queries';
import { BetaWelcomeDialog } from '../features/dashboard/beta-welcome-dialog';
import { DashboardTabs, dashboardTabOf } from '../features/dashboard/dashboard-tabs';
import { useQuota } from '../features/dashboard/quota-queries';
import { UsageSummary } from '../features/dashboard/usage-summary';
import { WelcomeChecklist } from '../features/dashboard/welcome-checklist';

export function DashboardPage() {
  usePageMeta('Dashboard', 'Your characters, scenes and books in one place.');
  const { user } = useAuth();
  const search = useSearch();
  const quota = useQuota();
  const characters = useCharacters();
  const scenes = useScenes();
  const books = useBooks();

  // A session that ends while the dashboard is open: say so and sign in again (spec section 8).
  const isSignedOut = [quota, characters, scenes, books].some((query) => query.error && isUnauthorizedError(query.error));
  useEffect(() => {
    if (isSignedOut) redirectToLogin();
  }, [isSignedOut]);

  if (!user) return <PageLoading />;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <BetaWelcomeDialog user={user} />
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

      {!user.checklistDismissed && (
        <div className="mt-8">
          <WelcomeChecklist
            characterCount={characters.data?.length ?? 0}
            sceneCount={scenes.data?.length ?? 0}
            books={books.data ?? []}
          />
        </div>
      )}

      <div className="mt-6">
        <UsageSummary quota={quota.data} />
      </div>

      <DashboardTabs
        key={search}
        initialTab={dashboardTabOf(search)}
        books={{ items: books.data, isLoading: books.isPending }}
        characters={{ items: characters.data, isLoading: characters.isPending }}
        scenes={{ items: scenes.data, isLoading: scenes.isPending }}
      />
    </div>
  );
}
