import { useQuery } from '@tanstack/react-query';
import type { User } from '../../shared/user';
import { getQueryFn } from './query-client';

export const AUTH_USER_QUERY_KEY = ['/api/auth/user'] as const;

const fetchUserOrNull = getQueryFn<unknown>({ on401: 'returnNull' });

/** The signed-in user, or null when signed out; `isLoading` until the first answer arrives. */
export function useAuth(): { user: User | null; isLoading: boolean; isAuthenticated: boolean } {
  const { data, isLoading } = useQuery({
    queryKey: AUTH_USER_QUERY_KEY,
    queryFn: async (context) => {
      const body = await fetchUserOrNull(context);
      if (body === null) return null;
      // Loaded only for a signed-in answer: a visitor's landing page ships without zod (decision 0011).
      const { UserSchema } = await import('../../shared/user');
      return UserSchema.parse(body);
    },
    retry: false,
  });
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}
