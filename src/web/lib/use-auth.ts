import { useQuery } from '@tanstack/react-query';
import { UserSchema, type User } from '../../shared/user';
import { getQueryFn } from './query-client';

export const AUTH_USER_QUERY_KEY = ['/api/auth/user'] as const;

const fetchUserOrNull = getQueryFn<unknown>({ on401: 'returnNull' });

/** The signed-in user, or null when signed out; `isLoading` until the first answer arrives. */
export function useAuth(): { user: User | null; isLoading: boolean; isAuthenticated: boolean } {
  const { data, isLoading } = useQuery({
    queryKey: AUTH_USER_QUERY_KEY,
    queryFn: async (context) => {
      const body = await fetchUserOrNull(context);
      return body === null ? null : UserSchema.parse(body);
    },
    retry: false,
  });
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}
