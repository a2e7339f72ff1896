import { lazy } from 'react';

// Every screen but the landing page loads on demand, so a first visit downloads the landing page only.
export const DashboardPage = lazy(() => import('../pages/dashboard-page').then((m) => ({ default: m.DashboardPage })));
export const CreateCharacterPage = lazy(() =>
  import('../pages/create-character-page').then((m) => ({ default: m.CreateCharacterPage })),
);
export const CharacterDetailPage = lazy(() =>
  import('../pages/character-detail-page').then((m) => ({ default: m.CharacterDetailPage })),
);
export const GenerateScenePage = lazy(() =>
  import('../pages/generate-scene-page').then((m) => ({ default: m.GenerateScenePage })),
);
export const PhotoPagePage = lazy(() => import('../pages/photo-page-page').then((m) => ({ default: m.PhotoPagePage })));
export const BookDetailPage = lazy(() => import('../pages/book-detail-page').then((m) => ({ default: m.BookDetailPage })));
export const ProfilePage = lazy(() => import('../pages/profile-page').then((m) => ({ default: m.ProfilePage })));
export const PrivacyPage = lazy(() => import('../pages/privacy-page').then((m) => ({ default: m.PrivacyPage })));
export const TermsPage = lazy(() => import('../pages/terms-page').then((m) => ({ default: m.TermsPage })));
export const PricingPage = lazy(() => import('../pages/pricing-page').then((m) => ({ default: m.PricingPage })));
export const HelpPage = lazy(() => import('../pages/help-page').then((m) => ({ default: m.HelpPage })));
export const NotFoundPage = lazy(() => import('../pages/not-found-page').then((m) => ({ default: m.NotFoundPage })));
export const PrintScenePage = lazy(() => import('../pages/print-page').then((m) => ({ default: m.PrintScenePage })));
export const PrintBookPage = lazy(() => import('../pages/print-page').then((m) => ({ default: m.PrintBookPage })));
