import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { Search } from 'lucide-react';
import type { User } from '../../shared/user';
import type { PagedList } from '../lib/paged-list';
import { isUnauthorizedError } from '../lib/query-client';
import { redirectToLogin } from '../lib/unauthorized';
import { Input } from '../components/ui/input';
import { useBookPages } from '../features/books/book-queries';
import { useCharacterPages } from '../features/characters/character-queries';
import { useScenePages } from '../features/scenes/scene-queries';
import { BetaWelcomeDialog } from '../features/dashboard/beta-welcome-dialog';
import { DashboardTabs, dashboardTabOf } from './dashboard-tabs';
import { useQuota } from '../lib/quota-query';
import { UsageSummary } from '../features/dashboard/usage-summary';
import { WelcomeChecklist } from '../features/dashboard/welcome-checklist';
import { searchLibrary } from '../features/dashboard/library-search';

/**
 * The dashboard below its heading: the welcome, the checklist, usage, search and the three lists. It loads
 * after the heading, which a signed-in person sees as soon as the session is known.
 */
export function DashboardLibrary({ user }: { user: User }) {
  const search = useSearch();
  const quota = useQuota();
  // 50 at a time: a library of thousands opens as fast as a small one, and more load while scrolling.
  const characters = useCharacterPages();
  const scenes = useScenePages();
  const books = useBookPages();
  const [searchQuery, setSearchQuery] = useState('');
  const found = searchLibrary({ books: books.data, characters: characters.data, scenes: scenes.data }, searchQuery);
  const isSearching = searchQuery.trim() !== '';

  // A search looks through the whole library: the pages not loaded yet come in one after another.
  useEffect(() => {
    if (!isSearching) return;
    for (const list of [books, characters, scenes]) {
      if (list.hasNextPage && !list.isFetchingNextPage) list.fetchNextPage();
    }
  }, [isSearching, books, characters, scenes]);

  /** A tab's list as loaded so far; while searching, the tab counts the matches instead of the whole list. */
  function listState<Item>(list: PagedList<Item>, items: Item[] | undefined) {
    return {
      items,
      isLoading: list.isPending,
      total: isSearching ? undefined : list.total,
      hasMore: !isSearching && list.hasNextPage,
      isLoadingMore: list.isFetchingNextPage,
      onLoadMore: () => {
        if (!list.isFetchingNextPage) list.fetchNextPage();
      },
    };
  }

  // A session that ends while the dashboard is open: say so and sign in again (spec section 8).
  const isSignedOut = [quota, characters, scenes, books].some((query) => query.error && isUnauthorizedError(query.error));
  useEffect(() => {
    if (isSignedOut) redirectToLogin();
  }, [isSignedOut]);

  return (
    <>
      <BetaWelcomeDialog user={user} />
      {!user.checklistDismissed && (
        <div className="mt-8">
          <WelcomeChecklist
            characterCount={characters.total ?? 0}
            sceneCount={scenes.total ?? 0}
            books={books.data ?? []}
          />
        </div>
      )}

      <div className="mt-6">
        <UsageSummary quota={quota.data} />
      </div>

      <div className="relative mt-8 max-w-sm" role="search">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          type="search"
          value={searchQuery}
          onChange={(event) => setSearchQuery(event.target.value)}
          placeholder="Search books, characters and scenes"
          aria-label="Search your books, characters and scenes"
          className="pl-9"
          data-testid="input-library-search"
        />
      </div>

      <DashboardTabs
        key={search}
        initialTab={dashboardTabOf(search)}
        searchQuery={searchQuery}
        books={listState(books, found.books)}
        characters={listState(characters, found.characters)}
        scenes={listState(scenes, found.scenes)}
      />
    </>
  );
}
