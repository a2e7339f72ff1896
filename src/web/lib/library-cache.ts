import type { QueryClient } from '@tanstack/react-query';
import { QUOTA_QUERY_KEY } from './quota-query';

// Query keys are the API paths (spec section 7: reads GET the key joined with '/'). Characters, scenes and
// books name each other (a scene's characters, a book's pages), so every feature refreshes the others' lists.
export const CHARACTERS_QUERY_KEY = ['/api/characters'] as const;
export const SCENES_QUERY_KEY = ['/api/scenes'] as const;
export const BOOKS_QUERY_KEY = ['/api/books'] as const;

/**
 * Refreshes every list and count a scene change can move: scenes, quota, and books (their page and
 * character counts, and each book's pages).
 */
export async function refreshAfterSceneChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: SCENES_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: QUOTA_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: BOOKS_QUERY_KEY }),
  ]);
}

/** Refreshes what a saved or deleted character moves: the list, the quota, and scenes and books that name it. */
export async function refreshAfterCharacterChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: CHARACTERS_QUERY_KEY, exact: true }),
    queryClient.invalidateQueries({ queryKey: [...CHARACTERS_QUERY_KEY, 'pages'] }),
    queryClient.invalidateQueries({ queryKey: QUOTA_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: SCENES_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: BOOKS_QUERY_KEY }),
  ]);
}
