import { randomBytes, randomInt } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';
import { UserSchema, type SignUpRequest, type User } from '../../src/shared/user';

export { expect };

/** The toasts' region, to tell a toast's text from the same words shown next to a field. */
export function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}

/**
 * `seen` resolves with the text of the first toast containing `words` once it is visible (in an object: an
 * async function returning the promise itself would wait for it). The page reports it
 * itself: a toast followed by a redirect 500 ms later can fall between a locator's polls, and a locator
 * waits for a navigation in progress before it looks at all. Watches this page and every page it loads next.
 */
export async function watchForToast(page: Page, words: string, timeoutMs = 15_000): Promise<{ seen: Promise<string> }> {
  let reportSeen: (text: string) => void = () => undefined;
  const seen = new Promise<string>((resolve, reject) => {
    reportSeen = resolve;
    setTimeout(() => reject(new Error(`no toast saying "${words}" within ${timeoutMs} ms`)), timeoutMs);
  });
  // Handled here too, so a test that fails before it awaits this does not also leave an unhandled rejection.
  seen.catch(() => undefined);
  await page.exposeFunction('reportToast', (text: string) => reportSeen(text));
  const observeToasts = (wanted: string) => {
    const report = (window as unknown as { reportToast: (text: string) => void }).reportToast;
    new MutationObserver(() => {
      const toast = [...document.querySelectorAll('[data-sonner-toast]')].find((element) => element.textContent?.includes(wanted));
      if (toast?.checkVisibility()) report(toast.textContent ?? '');
    }).observe(document, { subtree: true, childList: true, attributes: true });
  };
  await page.addInitScript(observeToasts, words);
  if (page.url() !== 'about:blank') await page.evaluate(observeToasts, words);
  return { seen };
}

/** A fresh address per test: the server trusts X-Forwarded-For in e2e runs, so per-client rate limits
 * (sign-up, previews, analytics) count each test as its own visitor, not the whole suite as one. */
function randomClientAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': randomClientAddress() });
  },
});

export interface SignedUpUser extends SignUpRequest {
  user: User;
}

export const E2E_PASSWORD = 'correct horse battery staple';

/** A unique, valid e-mail address for a new account. */
export function uniqueEmail(label = 'user'): string {
  return `e2e-${label}-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}@example.com`;
}

function newAccountDetails(details: Partial<SignUpRequest>): SignUpRequest {
  return {
    email: details.email ?? uniqueEmail(),
    password: details.password ?? E2E_PASSWORD,
    firstName: details.firstName ?? 'Ada',
    lastName: details.lastName ?? 'Lovelace',
  };
}

async function currentUser(page: Page): Promise<User> {
  const me = await page.request.get('/api/auth/user');
  expect(me.status(), 'the new session is not signed in').toBe(200);
  return UserSchema.parse(await me.json());
}

/** Fills and sends the built-in page's Create account form, as a person does. */
export async function submitSignUpForm(page: Page, account: SignUpRequest): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Fills and sends the built-in page's Sign in form. */
export async function submitSignInForm(page: Page, email: string, password: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Creates a fresh account the way a person does: the sign-up page's form in the browser, which ends
 * on the dashboard (or on `returnTo`). The session cookie is the browser's own.
 */
export async function signUp(page: Page, details: Partial<SignUpRequest> = {}): Promise<SignedUpUser> {
  const account = newAccountDetails(details);
  await page.goto('/api/login?mode=signup');
  await submitSignUpForm(page, account);
  await page.waitForURL((url) => !url.pathname.startsWith('/api/'));
  return { ...account, user: await currentUser(page) };
}

/** Signs in through the Sign in form; the browser ends where the page sends it. */
export async function signIn(page: Page, email: string, password = E2E_PASSWORD): Promise<void> {
  await page.goto('/api/login');
  await submitSignInForm(page, email, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/api/'));
}

/**
 * An extra account made through the sign-up call, for a test whose subject is not signing up (a second
 * user for an ownership check). Every test file also signs up through the form at least once.
 */
export async function signUpByApi(page: Page, details: Partial<SignUpRequest> = {}): Promise<SignedUpUser> {
  const account = newAccountDetails(details);
  const response = await page.request.post('/api/auth/signup', { data: account });
  expect(response.status(), `sign-up failed: ${await response.text()}`).toBeLessThan(300);
  return { ...account, user: await currentUser(page) };
}
