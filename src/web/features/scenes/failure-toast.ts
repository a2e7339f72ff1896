import { showToast } from '../../components/ui/toaster';
import { getErrorMessage } from '../../lib/error-message';
import { isUnauthorizedError } from '../../lib/query-client';
import { redirectToLogin } from '../../lib/unauthorized';

/** Tells why a call on a scene screen failed; a signed-out user is sent to sign in instead of shown an error. */
export function showFailure(error: Error, title: string, fallback: string): void {
  if (isUnauthorizedError(error)) {
    redirectToLogin();
    return;
  }
  showToast({ title, description: getErrorMessage(error, fallback), variant: 'destructive' });
}
