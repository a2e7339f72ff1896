import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SceneListSchema, SceneSchema, type Scene } from '../../../shared/scene';
import { showToast } from '../../components/ui/toaster';
import { getErrorMessage } from '../../lib/error-message';
import { apiJson, apiRequest } from '../../lib/query-client';
import { usePagedList } from '../../lib/paged-list';
import { SCENES_QUERY_KEY, refreshAfterSceneChange } from '../../lib/library-cache';

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
