import { useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { LIST_PAGE_DEFAULT, NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from '../../shared/list-page';
import { apiRequest } from './query-client';

interface ListPage<Item> {
  items: Item[];
  nextCursor: string | null;
  total: number;
}

export interface PagedList<Item> {
  /** Every item loaded so far, in list order. */
  data: Item[] | undefined;
  /** How many items the whole list has (from the server), loaded or not. */
  total: number | undefined;
  isPending: boolean;
  error: Error | null;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
}

/**
 * A list read a page at a time (`?limit=&cursor=`, next cursor and total in headers). The key starts with
 * the list's path, so refreshing the list's key refreshes the loaded pages too.
 */
export function usePagedList<Item>(path: string, schema: z.ZodType<Item[]>, pageSize = LIST_PAGE_DEFAULT): PagedList<Item> {
  const query = useInfiniteQuery({
    queryKey: [path, 'pages', pageSize],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }): Promise<ListPage<Item>> => {
      const params = new URLSearchParams({ limit: String(pageSize) });
      if (pageParam) params.set('cursor', pageParam);
      const response = await apiRequest('GET', `${path}?${params.toString()}`);
      const items = schema.parse(await response.json());
      const total = Number(response.headers.get(TOTAL_COUNT_HEADER));
      return { items, nextCursor: response.headers.get(NEXT_CURSOR_HEADER), total: Number.isFinite(total) ? total : items.length };
    },
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
  const pages = query.data?.pages;
  return {
    data: pages?.flatMap((page) => page.items),
    total: pages?.at(-1)?.total,
    isPending: query.isPending,
    error: query.error,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    fetchNextPage: () => void query.fetchNextPage(),
  };
}
