import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CreatedResponseSchema, SceneListSchema, SceneSchema, type CreateSceneRequest, type Scene } from '../../../shared/scene';
import { showToast } from '../../components/ui/toaster';
import { getErrorMessage } from '../../lib/error-message';
import { apiJson, apiRequest } from '../../lib/query-client';
import { usePagedList } from '../../lib/paged-list';
import { SCENES_QUERY_KEY, refreshAfterSceneChange } from '../../lib/library-cache';
import { RECENT_PAGES_QUERY_KEY } from './recent-page-queries';
import { showFailure } from './failure-toast';

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

/** Stores a drawn page as a new scene in the library. */
export function createScene(request: CreateSceneRequest) {
  return apiJson(CreatedResponseSchema, 'POST', '/api/scenes', request);
}

/** Saves a page just drawn as a new scene; the library and the recent pages then show it. */
export function useSaveNewScene(onSaved: (sceneId: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createScene,
    onSuccess: async ({ id }) => {
      onSaved(id);
      showToast({ title: 'Scene Saved!', description: 'Your scene has been saved to your library' });
      await Promise.all([refreshAfterSceneChange(queryClient), queryClient.invalidateQueries({ queryKey: RECENT_PAGES_QUERY_KEY })]);
    },
    onError: (error) => showFailure(error, 'Save Failed', 'Failed to save scene'),
  });
}
