import { lazy } from 'react';

// Every screen but the landing page loads on demand, so a first visit downloads the landing page only.
const loadDashboardPage = () => import('../pages/dashboard-page');
const loadBookDetailPage = () => import('../pages/book-detail-page');
const loadCharacterDetailPage = () => import('../pages/character-detail-page');
const loadGenerateScenePage = () => import('../pages/generate-scene-page');

export const DashboardPage = lazy(() => loadDashboardPage().then((m) => ({ default: m.DashboardPage })));
export const CreateCharacterPage = lazy(() =>
  import('../pages/create-character-page').then((m) => ({ default: m.CreateCharacterPage })),
);
export const CharacterDetailPage = lazy(() => loadCharacterDetailPage().then((m) => ({ default: m.CharacterDetailPage })));
export const GenerateScenePage = lazy(() => loadGenerateScenePage().then((m) => ({ default: m.GenerateScenePage })));
export const PhotoPagePage = lazy(() => import('../pages/photo-page-page').then((m) => ({ default: m.PhotoPagePage })));
export const BookDetailPage = lazy(() => loadBookDetailPage().then((m) => ({ default: m.BookDetailPage })));
export const ProfilePage = lazy(() => import('../pages/profile-page').then((m) => ({ default: m.ProfilePage })));
export const PrivacyPage = lazy(() => import('../pages/privacy-page').then((m) => ({ default: m.PrivacyPage })));
export const TermsPage = lazy(() => import('../pages/terms-page').then((m) => ({ default: m.TermsPage })));
export const PricingPage = lazy(() => import('../pages/pricing-page').then((m) => ({ default: m.PricingPage })));
export const HelpPage = lazy(() => import('../pages/help-page').then((m) => ({ default: m.HelpPage })));
export const NotFoundPage = lazy(() => import('../pages/not-found-page').then((m) => ({ default: m.NotFoundPage })));
export const PrintScenePage = lazy(() => import('../pages/print-page').then((m) => ({ default: m.PrintScenePage })));
export const PrintBookPage = lazy(() => import('../pages/print-page').then((m) => ({ default: m.PrintBookPage })));

/**
 * Starts loading the signed-in screen a first visit opens, beside the session check: the screen waits
 * for the session before it renders, and its code would otherwise only be asked for after that.
 */
export function preloadPageOf(pathname: string): void {
  const load =
    pathname === '/dashboard'
      ? loadDashboardPage
      : pathname.startsWith('/books/')
        ? loadBookDetailPage
        : pathname === '/scenes/new'
          ? loadGenerateScenePage
          : /^\/characters\/(?!new$)/.test(pathname)
            ? loadCharacterDetailPage
            : null;
  // A failed preload is only a missed head start: the route's own import tries again and reports.
  load?.().catch(() => {});
}
