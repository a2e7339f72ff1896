import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from '../lib/use-auth';
import { REDIRECT_DELAY_MS, redirectToLogin } from '../lib/unauthorized';
import { showToast } from '../components/ui/toaster';
import { PageLoading } from '../components/page-loading';

/**
 * Shows its children to signed-in users only. Signed out: a toast and the login page after 500 ms,
 * except the profile, which says so and returns to / instead (spec section 4).
 */
export function RequireSignIn({
  children,
  whenSignedOut = 'login',
}: {
  children: ReactNode;
  whenSignedOut?: 'login' | 'profile';
}) {
  const { isLoading, isAuthenticated } = useAuth();
  const [, navigate] = useLocation();
  const isSignedOut = !isLoading && !isAuthenticated;

  useEffect(() => {
    if (!isSignedOut) return;
    if (whenSignedOut === 'login') {
      redirectToLogin();
      return;
    }
    showToast({ title: 'Unauthorized', description: 'Please log in to view your profile', variant: 'destructive' });
    const timer = window.setTimeout(() => navigate('/'), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isSignedOut, whenSignedOut, navigate]);

  if (!isAuthenticated) return <PageLoading />;
  return <>{children}</>;
}
