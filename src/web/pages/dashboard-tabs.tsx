import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import { BookOpen, Image, ImageUp, Loader2, Plus, UserRound, type LucideIcon } from 'lucide-react';
import type { Book } from '../../shared/book';
import type { Character } from '../../shared/character';
import type { Scene } from '../../shared/scene';
import { Button } from '../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { LazyAddToBookDialog } from '../features/books/lazy-add-to-book-dialog';
import { BookCard } from '../features/books/book-card';
import { CharacterCard } from '../features/characters/character-card';
import { LoadMore } from '../features/dashboard/load-more';
import { SceneCard } from '../features/scenes/scene-card';

function EmptyState({
  icon: Icon,
  title,
  text,
  actionLabel,
  href,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  actionLabel: string;
  href: string;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border-2 border-dashed border-border bg-card/60 px-6 py-12 text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Icon className="size-6" aria-hidden="true" />
      </div>
      <h3 className="mt-4 text-lg font-semibold">{title}</h3>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">{text}</p>
      <Button asChild className="mt-5">
        <Link href={href}>
          <Plus />
          {actionLabel}
        </Link>
      </Button>
    </div>
  );
}

/** The list's heading (for screen readers; the tab already says it) and its New button. */
interface ListAction {
  label: string;
  href: string;
}

function ListHeading({ title, action, otherAction }: { title: string; action?: ListAction; otherAction?: ListAction }) {
  if (!action) return <h2 className="sr-only">{title}</h2>;
  return (
    <div className="mb-4 flex items-center justify-end gap-2">
      <h2 className="sr-only">{title}</h2>
      {otherAction && (
        <Button asChild variant="ghost" size="sm">
          <Link href={otherAction.href}>
            <ImageUp aria-hidden="true" />
            {otherAction.label}
          </Link>
        </Button>
      )}
      <Button asChild variant="outline" size="sm">
        <Link href={action.href}>
          <Plus aria-hidden="true" />
          {action.label}
        </Link>
      </Button>
    </div>
  );
}

function TabBody<Item>({
  items,
  isLoading,
  empty,
  renderItem,
  gridClassName,
  searchQuery,
  total,
  hasMore = false,
  isLoadingMore = false,
  onLoadMore,
}: ListState<Item> & {
  empty: ReactNode;
  /** The search box's text; with it, an empty list says nothing matched instead of the empty state. */
  searchQuery: string;
  /** `index` is the item's place in the list: the first row's pictures are on screen at once. */
  renderItem: (item: Item, index: number) => ReactNode;
  gridClassName: string;
}) {
  if (isLoading) {
    return (
      <div className="flex justify-center py-12" role="status">
        <Loader2 className="size-6 animate-spin text-primary" aria-hidden="true" />
        <span className="sr-only">Loading...</span>
      </div>
    );
  }
  if (searchQuery.trim() && items?.length === 0) {
    return (
      <p className="rounded-2xl border border-border bg-card px-6 py-10 text-center text-sm text-muted-foreground" data-testid="text-no-matches">
        Nothing here matches “{searchQuery.trim()}”.
      </p>
    );
  }
  if (!items || items.length === 0) return <>{empty}</>;
  return (
    <>
      <div className={gridClassName}>{items.map((item, index) => renderItem(item, index))}</div>
      {hasMore && onLoadMore && <LoadMore shown={items.length} total={total} isLoading={isLoadingMore} onLoadMore={onLoadMore} />}
    </>
  );
}

interface ListState<Item> {
  items: Item[] | undefined;
  isLoading: boolean;
  /** The whole list's size when only part of it is loaded; the tab shows it. */
  total?: number;
  hasMore?: boolean;
  isLoadingMore?: boolean;
  onLoadMore?: () => void;
}

function countOf(list: ListState<unknown>): number {
  return list.total ?? list.items?.length ?? 0;
}

// Cards in the widest grid's first row: their pictures load at once (the largest paint is often one),
// the rest as they scroll into view.
const FIRST_ROW_SIZE = 4;

export const DASHBOARD_TABS = ['books', 'characters', 'scenes'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** The tab a link asks for (`/?tab=scenes` after saving a scene), or null: the Characters tab (spec section 2). */
export function dashboardTabOf(search: string): DashboardTab | null {
  const asked = new URLSearchParams(search).get('tab');
  return DASHBOARD_TABS.find((tab) => tab === asked) ?? null;
}

/** Books / Characters / Scenes with their counts. */
export function DashboardTabs({
  initialTab,
  books,
  characters,
  scenes,
  searchQuery = '',
}: {
  searchQuery?: string;
  /** A tab a link asked for opens and is brought into view (on phones it sits below the fold). */
  initialTab: DashboardTab | null;
  books: ListState<Book>;
  characters: ListState<Character>;
  scenes: ListState<Scene>;
}) {
  const triggerClass = 'flex-1 px-2 text-xs sm:flex-none sm:px-4 sm:text-sm';
  const tabsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!initialTab) return;
    tabsRef.current?.scrollIntoView({ block: 'start' });
    // The header's Characters and Scenes links land here: focus the list's tab, not <body>.
    tabsRef.current?.querySelector<HTMLElement>('[role="tab"][data-state="active"]')?.focus({ preventScroll: true });
  }, [initialTab]);
  return (
    <Tabs ref={tabsRef} defaultValue={initialTab ?? 'characters'} className="mt-4 scroll-mt-24">
      <TabsList className="flex w-full sm:inline-flex sm:w-auto">
        <TabsTrigger value="books" className={triggerClass} data-testid="tab-books">
          Books ({countOf(books)})
        </TabsTrigger>
        <TabsTrigger value="characters" className={triggerClass} data-testid="tab-characters">
          Characters ({countOf(characters)})
        </TabsTrigger>
        <TabsTrigger value="scenes" className={triggerClass} data-testid="tab-scenes">
          Scenes ({countOf(scenes)})
        </TabsTrigger>
      </TabsList>
      <TabsContent value="books">
        <ListHeading title="Your books" />
        <TabBody
          {...books}
          searchQuery={searchQuery}
          gridClassName="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          renderItem={(book) => <BookCard key={book.id} book={book} />}
          empty={
            <EmptyState
              icon={BookOpen}
              title="No books yet"
              text="Save a scene and add it to a book to start your first coloring book."
              actionLabel="Create Your First Scene"
              href="/scenes/new"
            />
          }
        />
      </TabsContent>
      <TabsContent value="characters">
        <ListHeading title="Your characters" action={{ label: 'New Character', href: '/characters/new' }} />
        <TabBody
          {...characters}
          searchQuery={searchQuery}
          gridClassName="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          renderItem={(character, index) => <CharacterCard key={character.id} character={character} isFirstRow={index < FIRST_ROW_SIZE} />}
          empty={
            <EmptyState
              icon={UserRound}
              title="No characters yet"
              text="Characters are the stars of your pages. Describe one to get a sheet of consistent poses."
              actionLabel="Create Your First Character"
              href="/characters/new"
            />
          }
        />
      </TabsContent>
      <TabsContent value="scenes">
        <ListHeading title="Your scenes" action={{ label: 'New Scene', href: '/scenes/new' }} otherAction={{ label: 'Photo to Page', href: '/scenes/photo' }} />
        <TabBody
          {...scenes}
          searchQuery={searchQuery}
          gridClassName="grid gap-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4"
          renderItem={(scene, index) => <SceneCard AddToBookDialog={LazyAddToBookDialog} key={scene.id} scene={scene} isFirstRow={index < FIRST_ROW_SIZE} />}
          empty={
            <EmptyState
              icon={Image}
              title="No scenes yet"
              text="Put your characters into a coloring page, ready to print or add to a book."
              actionLabel="Create Your First Scene"
              href="/scenes/new"
            />
          }
        />
      </TabsContent>
    </Tabs>
  );
}
