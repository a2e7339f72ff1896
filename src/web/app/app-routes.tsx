import { Route, Switch } from 'wouter';
import { HomePage } from '../pages/home-page';
import { PricingPage } from '../pages/pricing-page';
import { PrivacyPage } from '../pages/privacy-page';
import { TermsPage } from '../pages/terms-page';
import { HelpPage } from '../pages/help-page';
import { NotFoundPage } from '../pages/not-found-page';
import { DashboardPage } from '../pages/dashboard-page';
import { CreateCharacterPage } from '../pages/create-character-page';
import { CharacterDetailPage } from '../pages/character-detail-page';
import { GenerateScenePage } from '../pages/generate-scene-page';
import { BookDetailPage } from '../pages/book-detail-page';
import { ProfilePage } from '../pages/profile-page';
import { RequireSignIn } from './require-sign-in';

/** Every route of the spec's route table; anything else is the 404 page. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
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
      <Route path="/books/:id">
        {(params) => (
          <RequireSignIn>
            <BookDetailPage id={params.id} />
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
  );
}
