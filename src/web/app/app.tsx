import { QueryClientProvider } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { queryClient } from '../lib/query-client';
import { Toaster } from '../components/ui/toaster';
import { LiveAnnouncer } from '../components/live-announcer';
import { SiteHeader } from '../components/layout/site-header';
import { SiteFooter } from '../components/layout/site-footer';
import { ScrollToTop } from './scroll-to-top';
import { RouteFocus } from './route-focus';
import { focusMainContent, MAIN_CONTENT_ID } from '../lib/main-content';
import { AppRoutes } from './app-routes';
import { DemoCharacterConversion } from '../features/demo-character/demo-character-conversion';

export function App() {
  // A print view is the paper alone: no header, banner or footer around it.
  const [location] = useLocation();
  const isPrintView = location.startsWith('/print/');
  return (
    <QueryClientProvider client={queryClient}>
      <ScrollToTop />
      <RouteFocus />
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded-lg bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        data-testid="link-skip"
        onClick={(event) => {
          event.preventDefault();
          focusMainContent();
        }}
      >
        Skip to main content
      </a>
      <div className="flex min-h-dvh flex-col">
        {!isPrintView && <SiteHeader />}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
          <AppRoutes />
        </main>
        {!isPrintView && <SiteFooter />}
      </div>
      <Toaster />
      <LiveAnnouncer />
      <DemoCharacterConversion />
    </QueryClientProvider>
  );
}
