import { useAuth } from '../lib/use-auth';
import { PageLoading } from '../components/page-loading';
import { DashboardPage } from './dashboard-page';
import { LandingPage } from './landing-page';

/** `/`: the dashboard when signed in, the landing page when signed out, nothing until we know which. */
export function HomePage() {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <PageLoading />;
  return isAuthenticated ? <DashboardPage /> : <LandingPage />;
}
