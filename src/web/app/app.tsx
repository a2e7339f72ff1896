import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { Toaster } from '../components/ui/toaster';
import { TooltipProvider } from '../components/ui/tooltip';
import { SiteHeader } from '../components/layout/site-header';
import { SiteFooter } from '../components/layout/site-footer';
import { ScrollToTop } from './scroll-to-top';
import { AppRoutes } from './app-routes';
import { DemoCharacterConversion } from '../features/demo-character/demo-character-conversion';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <ScrollToTop />
        <div className="flex min-h-dvh flex-col">
          <SiteHeader />
          <main className="flex flex-1 flex-col">
            <AppRoutes />
          </main>
          <SiteFooter />
        </div>
        <Toaster />
        <DemoCharacterConversion />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
