import { randomBytes, randomInt } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';
import { UserSchema, type SignUpRequest, type User } from '../../src/shared/user';

export { expect };

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

/**
 * Creates a fresh account through the real sign-up call in the page's own request context, so the
 * session cookie lands in the browser and the next navigation is signed in.
 */
export async function signUp(page: Page, details: Partial<SignUpRequest> = {}): Promise<SignedUpUser> {
  const request: SignUpRequest = {
    email: details.email ?? uniqueEmail(),
    password: details.password ?? E2E_PASSWORD,
    firstName: details.firstName ?? 'Ada',
    lastName: details.lastName ?? 'Lovelace',
  };
  const response = await page.request.post('/api/auth/signup', { data: request });
  expect(response.status(), `sign-up failed: ${await response.text()}`).toBeLessThan(300);
  const me = await page.request.get('/api/auth/user');
  expect(me.status(), 'the new session is not signed in').toBe(200);
  return { ...request, user: UserSchema.parse(await me.json()) };
}
