import { loginUrl } from '../../shared/login-url';
import { showToast } from '../components/ui/toaster';
import { keepUnsavedWork } from './unsaved-work';

export const REDIRECT_DELAY_MS = 500;

/**
 * Tells the user the session ended, then sends them to sign in again after 500 ms (spec section 4),
 * keeping what they made and coming back to this screen afterwards.
 */
export function redirectToLogin(): void {
  keepUnsavedWork();
  const returnTo = `${window.location.pathname}${window.location.search}`;
  const goToLogin = () => {
    window.setTimeout(() => {
      window.location.href = loginUrl('signin', returnTo);
    }, REDIRECT_DELAY_MS);
  };
  // The 500 ms count from when the message is on screen (the toast library loads with the first toast);
  // if it cannot be shown at all, sign-in still follows.
  showToast({
    title: 'Unauthorized',
    description: 'You are logged out. Logging in again...',
    variant: 'destructive',
  }).then(goToLogin, goToLogin);
}
