import { useQuery } from '@tanstack/react-query';
import { RecentPageListSchema } from '../../../shared/recent-page';
import { apiJson, throwIfResNotOk } from '../../lib/query-client';

export const RECENT_PAGES_QUERY_KEY = ['/api/recent-pages'] as const;

export function useRecentPages() {
  return useQuery({ queryKey: RECENT_PAGES_QUERY_KEY, queryFn: () => apiJson(RecentPageListSchema, 'GET', '/api/recent-pages') });
}

/** A recent page's exact bytes as a data URI: what saving and refining send back to the server. */
export async function fetchPageDataUri(imageUrl: string): Promise<string> {
  const response = await fetch(imageUrl, { credentials: 'include' });
  await throwIfResNotOk(response);
  const blob = await response.blob();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the page'));
    reader.readAsDataURL(blob);
  });
}
