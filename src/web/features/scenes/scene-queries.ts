import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { SceneListSchema, SceneSchema, type Scene } from '../../../shared/scene';
import { showToast } from '../../components/ui/toaster';
import { getErrorMessage } from '../../lib/error-message';
import { apiJson, apiRequest } from '../../lib/query-client';
import { usePagedList } from '../../lib/paged-list';
import { QUOTA_QUERY_KEY } from '../dashboard/quota-queries';

// Query keys are the API paths (spec section 7: reads GET the key joined with '/').
export const SCENES_QUERY_KEY = ['/api/scenes'] as const;
export const BOOKS_QUERY_KEY = ['/api/books'] as const;

/** The user's scenes, newest first, 50 at a time (the dashboard loads more as the list scrolls). */
export function useScenePages() {
  return usePagedList(SCENES_QUERY_KEY[0], SceneListSchema);
}

/** One saved scene (the print view and the large view open it by id). */
export function useScene(sceneId: string) {
  return useQuery({
    queryKey: [...SCENES_QUERY_KEY, sceneId],
    queryFn: () => apiJson(SceneSchema, 'GET', `/api/scenes/${encodeURIComponent(sceneId)}`),
  });
}

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

export function useDeleteScene() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sceneId: string) => apiRequest('DELETE', `/api/scenes/${encodeURIComponent(sceneId)}`),
    onSuccess: async () => {
      showToast({ title: 'Scene Deleted', description: 'Scene has been deleted successfully' });
      await refreshAfterSceneChange(queryClient);
    },
    onError: (error) => {
      showToast({ title: 'Error', description: getErrorMessage(error, 'Failed to delete scene'), variant: 'destructive' });
    },
  });
}

/** A saved copy of a scene ("{title} (copy)"): same picture, words and characters; nothing is drawn. */
export function useDuplicateScene() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scene: Pick<Scene, 'id'>) => apiJson(SceneSchema, 'POST', `/api/scenes/${encodeURIComponent(scene.id)}/duplicate`),
    onSuccess: async (copy) => {
      showToast({ title: 'Scene Duplicated', description: `"${copy.title}" is in your scenes` });
      await refreshAfterSceneChange(queryClient);
    },
    onError: (error) => {
      showToast({ title: 'Duplicate Failed', description: getErrorMessage(error, 'Failed to duplicate scene'), variant: 'destructive' });
    },
  });
}
