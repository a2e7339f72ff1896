import { useQuery } from '@tanstack/react-query';
import { QuotaSchema } from '../../shared/quota';
import { apiJson } from './query-client';

// Query keys are the API paths (spec section 7: reads GET the key joined with '/').
export const QUOTA_QUERY_KEY = ['/api/quota'] as const;

export function useQuota() {
  return useQuery({ queryKey: QUOTA_QUERY_KEY, queryFn: () => apiJson(QuotaSchema, 'GET', '/api/quota') });
}
