import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import type { z } from 'zod';

/** Raises `'{status}: {body text}'` for a failed response, falling back to the status text (spec section 8). */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

/** Sends credentials on every call and a JSON body only when there is one (spec section 7). */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

/** `apiRequest` whose JSON answer is checked against a schema of src/shared/. */
export async function apiJson<Schema extends z.ZodType>(
  schema: Schema,
  method: string,
  url: string,
  body?: unknown,
): Promise<z.infer<Schema>> {
  const res = await apiRequest(method, url, body);
  return schema.parse(await res.json());
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** GETs the path formed by joining the query key with '/'; a 401 either throws or yields null. */
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include' });
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

/** True for the errors `throwIfResNotOk` raises on a 401 (spec section 8). */
export function isUnauthorizedError(error: Error): boolean {
  return /^401: .*Unauthorized/.test(error.message);
}
