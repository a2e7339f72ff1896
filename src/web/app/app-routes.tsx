import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageLoading } from '../components/page-loading';
import { HomeRoute } from './home-route';
import {
  BookDetailPage,
  CharacterDetailPage,
  CreateCharacterPage,
  DashboardPage,
  GenerateScenePage,
  PhotoPagePage,
  HelpPage,
  NotFoundPage,
  PricingPage,
  PrintBookPage,
  PrintScenePage,
  PrivacyPage,
  ProfilePage,
  TermsPage,
} from './lazy-pages';
import { RequireSignIn } from './require-sign-in';

/** Every route of the spec's route table; anything else is the 404 page. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
      <Route path="/" component={HomeRoute} />
      <Route path="/pricing" component={PricingPage} />
      <Route path="/privacy" component={PrivacyPage} />
      <Route path="/terms" component={TermsPage} />
      <Route path="/help" component={HelpPage} />
      <Route path="/dashboard">
        <RequireSignIn>
          <DashboardPage />
        </RequireSignIn>
      </Route>
      <Route path="/characters/new">
        <RequireSignIn>
          <CreateCharacterPage />
        </RequireSignIn>
      </Route>
      <Route path="/characters/:id">
        {(params) => (
          <RequireSignIn>
            <CharacterDetailPage id={params.id} />
          </RequireSignIn>
        )}
      </Route>
      <Route path="/scenes/new">
        <RequireSignIn>
          <GenerateScenePage />
        </RequireSignIn>
      </Route>
      <Route path="/scenes/photo">
        <RequireSignIn>
          <PhotoPagePage />
        </RequireSignIn>
      </Route>
      <Route path="/books/:id">
        {(params) => (
          <RequireSignIn>
            <BookDetailPage id={params.id} />
          </RequireSignIn>
        )}
      </Route>
      <Route path="/print/scene/:id">
        {(params) => (
          <RequireSignIn>
            <PrintScenePage id={params.id} />
          </RequireSignIn>
        )}
      </Route>
      <Route path="/print/book/:id">
        {(params) => (
          <RequireSignIn>
            <PrintBookPage id={params.id} />
          </RequireSignIn>
        )}
      </Route>
      <Route path="/profile">
        <RequireSignIn whenSignedOut="profile">
          <ProfilePage />
        </RequireSignIn>
      </Route>
      <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
