import { useMutation } from '@tanstack/react-query';
import { SessionsEndedResponseSchema, type ChangePasswordRequest } from '../../../shared/user';
import { apiJson } from '../../lib/query-client';

/** POST /api/auth/password: needs the current password; the server signs out the other devices. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (request: ChangePasswordRequest) =>
      apiJson(SessionsEndedResponseSchema, 'POST', '/api/auth/password', request),
  });
}

/** POST /api/auth/sessions/sign-out-others: every session of this account but this one ends. */
export function useSignOutOtherDevices() {
  return useMutation({
    mutationFn: () => apiJson(SessionsEndedResponseSchema, 'POST', '/api/auth/sessions/sign-out-others'),
  });
}
