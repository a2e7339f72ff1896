import { useAuth } from '../lib/use-auth';
import { PageLoading } from '../components/page-loading';
import { LandingPage } from '../pages/landing-page';
import { DashboardPage } from './lazy-pages';

/** `/`: the dashboard when signed in, the landing page when signed out, nothing until we know which. */
export function HomeRoute() {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <PageLoading />;
  return isAuthenticated ? <DashboardPage /> : <LandingPage />;
}
