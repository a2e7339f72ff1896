import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CharacterListSchema, CharacterSchema, type UpdateCharacterRequest } from '../../../shared/character';
import { showToast } from '../../components/ui/toaster';
import { getErrorMessage } from '../../lib/error-message';
import { apiJson, apiRequest, isUnauthorizedError } from '../../lib/query-client';
import { redirectToLogin } from '../../lib/unauthorized';
import { usePagedList } from '../../lib/paged-list';
import { CHARACTERS_QUERY_KEY, refreshAfterCharacterChange } from '../../lib/library-cache';

export function useCharacters() {
  return useQuery({
    queryKey: CHARACTERS_QUERY_KEY,
    queryFn: () => apiJson(CharacterListSchema, 'GET', '/api/characters'),
  });
}

/** The user's characters, newest first, 50 at a time (the dashboard's list). */
export function useCharacterPages() {
  return usePagedList(CHARACTERS_QUERY_KEY[0], CharacterListSchema);
}

export function useCharacter(id: string) {
  return useQuery({
    queryKey: [...CHARACTERS_QUERY_KEY, id],
    queryFn: () => apiJson(CharacterSchema, 'GET', `/api/characters/${encodeURIComponent(id)}`),
  });
}

/** Shows a failed character call: a lost session goes back to login (spec section 8), anything else a toast. */
export function showCharacterError(error: Error, fallback: string): void {
  if (isUnauthorizedError(error)) {
    redirectToLogin();
    return;
  }
  // 403 is the plan's character limit; the server's message is the spec's text for it.
  const title = error.message.startsWith('403:') ? 'Character Limit Reached' : 'Error';
  showToast({ title, description: getErrorMessage(error, fallback), variant: 'destructive' });
}

/** A new name or description; the caller shows refusals next to their fields. */
export function useUpdateCharacter(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateCharacterRequest) => apiJson(CharacterSchema, 'PATCH', `/api/characters/${encodeURIComponent(id)}`, request),
    onSuccess: async (character) => {
      queryClient.setQueryData([...CHARACTERS_QUERY_KEY, id], character);
      await refreshAfterCharacterChange(queryClient);
    },
  });
}

export function useDeleteCharacter({ onDeleted }: { onDeleted?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/characters/${encodeURIComponent(id)}`),
    onSuccess: async (_response, id) => {
      showToast({ title: 'Character Deleted', description: 'Character has been deleted successfully' });
      onDeleted?.();
      // The deleted one would answer 404 if refetched; drop it instead.
      queryClient.removeQueries({ queryKey: [...CHARACTERS_QUERY_KEY, id], exact: true });
      await refreshAfterCharacterChange(queryClient);
    },
    onError: (error) => showCharacterError(error, 'Failed to delete character'),
  });
}
