import { useQuery } from '@tanstack/react-query';
import type { User } from '../../shared/user';
import { throwIfResNotOk } from './query-client';

export const AUTH_USER_QUERY_KEY = ['/api/auth/user'] as const;

/** GET /api/auth/session: a 200 for visitors too, so their console shows no failed request. */
async function fetchSession(): Promise<unknown> {
  const res = await fetch('/api/auth/session', { credentials: 'include' });
  await throwIfResNotOk(res);
  return res.json();
}

/** The signed-in user, or null when signed out; `isLoading` until the first answer arrives. */
export function useAuth(): { user: User | null; isLoading: boolean; isAuthenticated: boolean } {
  const { data, isLoading } = useQuery({
    queryKey: AUTH_USER_QUERY_KEY,
    queryFn: async () => {
      const body = await fetchSession();
      if (typeof body === 'object' && body !== null && 'user' in body && body.user === null) return null;
      // Loaded only for a signed-in answer: a visitor's landing page ships without zod (decision 0011).
      const { SessionResponseSchema } = await import('../../shared/user');
      return SessionResponseSchema.parse(body).user;
    },
    retry: false,
  });
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}
