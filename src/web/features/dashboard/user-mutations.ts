import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserSchema, type UpdateOnboardingRequest } from '../../../shared/user';
import { apiJson } from '../../lib/query-client';
import { AUTH_USER_QUERY_KEY } from '../../lib/use-auth';
import { QUOTA_QUERY_KEY } from '../../lib/quota-query';

/** PATCH /api/user/onboarding; the answer is the updated user, so the cache takes it as is. */
export function useUpdateOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateOnboardingRequest) => apiJson(UserSchema, 'PATCH', '/api/user/onboarding', request),
    onSuccess: (user) => queryClient.setQueryData(AUTH_USER_QUERY_KEY, user),
  });
}

/** Free becomes beta (spec section 4); the user and the quota both change. */
export function useActivateBeta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson(UserSchema, 'PATCH', '/api/user/tier', { tier: 'beta' }),
    onSuccess: async (user) => {
      queryClient.setQueryData(AUTH_USER_QUERY_KEY, user);
      await queryClient.invalidateQueries({ queryKey: QUOTA_QUERY_KEY });
    },
  });
}
