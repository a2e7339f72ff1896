import {
  ChangePasswordRequestSchema,
  WRONG_CURRENT_PASSWORD_MESSAGE,
  type ChangePasswordRequest,
} from '../../../shared/user';
import { getErrorMessage } from '../../lib/error-message';

export type PasswordField = keyof ChangePasswordRequest;
export type PasswordFieldErrors = Partial<Record<PasswordField, string>>;

/** The shared request schema's verdict on the typed passwords, one message per field, or null when valid. */
export function checkPasswordChange(input: ChangePasswordRequest): PasswordFieldErrors | null {
  const parsed = ChangePasswordRequestSchema.safeParse(input);
  if (parsed.success) return null;
  const errors: PasswordFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'currentPassword' || field === 'newPassword') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** A refused change that belongs next to a field: the server's wrong-current-password answer. */
export function fieldErrorOfFailedChange(error: unknown): PasswordFieldErrors | null {
  const isWrongCurrent =
    error instanceof Error && error.message.startsWith('400:') && getErrorMessage(error, '') === WRONG_CURRENT_PASSWORD_MESSAGE;
  return isWrongCurrent ? { currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE } : null;
}

/** The toast text after other devices were signed out: how many sessions ended, in words. */
export function describeOtherSessionsEnded(count: number): string {
  if (count === 0) return 'No other device was signed in.';
  return count === 1 ? '1 other device was signed out.' : `${count} other devices were signed out.`;
}
