import { showToast } from '../components/ui/toaster';

export const REDIRECT_DELAY_MS = 500;

/** Tells the user the session ended, then sends them to sign in again after 500 ms (spec section 4). */
export function redirectToLogin(): void {
  showToast({
    title: 'Unauthorized',
    description: 'You are logged out. Logging in again...',
    variant: 'destructive',
  });
  window.setTimeout(() => {
    window.location.href = '/api/login';
  }, REDIRECT_DELAY_MS);
}
