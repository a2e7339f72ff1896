import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, createTestApp, sessionCookieOf } from '../testing/test-app';
import { signInAtProvider, startTestOidcProvider, type TestOidcProvider } from '../testing/oidc-test-provider';
import { findUserByOidcSubject } from '../user/user.repository';
import { SESSION_COOKIE } from './session';

const PUBLIC_URL = 'http://localhost:3000';

describe.each(DATABASE_KINDS)('OpenID Connect sign-in on %s', (kind) => {
  let provider: TestOidcProvider;
  let app: FastifyInstance;
  /** E-mail addresses the provider currently holds, by login; others get `login@example.com`. */
  const changedEmails = new Map<string, string>();
  beforeAll(async () => {
    provider = await startTestOidcProvider({
      publicUrl: PUBLIC_URL,
      claimsOf: (id) => ({
        email: changedEmails.get(id) ?? `${id}@Example.com`,
        email_verified: true,
        given_name: id === 'alice' ? 'Alice' : 'Bob',
        family_name: 'Liddell',
        picture: `https://pictures.example/${id}.png`,
      }),
    });
    app = await createTestApp(kind, {
      PUBLIC_URL,
      OIDC_ISSUER_URL: provider.issuerUrl,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
    });
  });
  afterAll(async () => {
    await app.close();
    await provider.close();
  });

  /** The whole browser round trip: /api/login, the provider's pages, /api/callback. */
  async function signIn(login: string) {
    const start = await app.inject({ url: '/api/login' });
    expect(start.statusCode).toBe(302);
    const authorizationUrl = new URL(start.headers.location ?? '');
    const flowCookie = start.cookies.find((c) => c.name === 'colorbook_oidc_flow');
    expect(flowCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/callback' });
    const callbackUrl = await signInAtProvider(authorizationUrl.href, login, `${PUBLIC_URL}/api/callback`);
    const callback = await app.inject({
      url: `${callbackUrl.pathname}${callbackUrl.search}`,
      headers: { cookie: `colorbook_oidc_flow=${flowCookie?.value}` },
    });
    return { authorizationUrl, callback };
  }

  it('starts an authorization-code flow with PKCE, state and nonce', async () => {
    const start = await app.inject({ url: '/api/login' });
    const url = new URL(start.headers.location ?? '');
    expect(url.origin).toBe(provider.issuerUrl);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: provider.clientId,
      redirect_uri: `${PUBLIC_URL}/api/callback`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    for (const name of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(name)).toMatch(/^[\w-]{20,}$/);
  });

  it('signs a new user in through the provider and creates them from the claims', async () => {
    const { callback } = await signIn('alice');
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/');
    const cookie = sessionCookieOf(callback.cookies);
    const me = await app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: 'alice@example.com',
      firstName: 'Alice',
      lastName: 'Liddell',
      profileImageUrl: 'https://pictures.example/alice.png',
      tier: 'free',
      hasPassword: false,
    });
    const stored = await findUserByOidcSubject(app.db, 'alice');
    expect(stored).toMatchObject({ email: 'alice@example.com', password_hash: null });
  });

  it('finds the same user by subject on the next sign-in', async () => {
    const first = await signIn('bob');
    const second = await signIn('bob');
    const idOf = async (cookie: string) => (await app.inject({ url: '/api/auth/user', headers: { cookie } })).json().id;
    expect(await idOf(sessionCookieOf(second.callback.cookies))).toBe(await idOf(sessionCookieOf(first.callback.cookies)));
  });

  it('refreshes the e-mail from the provider at each sign-in, unless another account holds it', async () => {
    await signIn('carol');
    changedEmails.set('carol', 'Carol.New@Example.com');
    const cookie = sessionCookieOf((await signIn('carol')).callback.cookies);
    expect((await app.inject({ url: '/api/auth/user', headers: { cookie } })).json()).toMatchObject({ email: 'carol.new@example.com' });
    expect(await findUserByOidcSubject(app.db, 'carol')).toMatchObject({ email: 'carol.new@example.com' });

    // The provider now gives Carol an address another person here signed in with: she keeps hers.
    await signIn('dave');
    changedEmails.set('carol', 'dave@example.com');
    const again = await signIn('carol');
    expect(again.callback.statusCode).toBe(302);
    expect(await findUserByOidcSubject(app.db, 'carol')).toMatchObject({ email: 'carol.new@example.com' });
    expect(await findUserByOidcSubject(app.db, 'dave')).toMatchObject({ email: 'dave@example.com' });
  });

  it('refuses a callback whose state does not match the flow', async () => {
    const start = await app.inject({ url: '/api/login' });
    const flowCookie = start.cookies.find((c) => c.name === 'colorbook_oidc_flow');
    const callbackUrl = await signInAtProvider(start.headers.location ?? '', 'mallory', `${PUBLIC_URL}/api/callback`);
    callbackUrl.searchParams.set('state', 'forged-state');
    const callback = await app.inject({
      url: `${callbackUrl.pathname}${callbackUrl.search}`,
      headers: { cookie: `colorbook_oidc_flow=${flowCookie?.value}` },
    });
    expect(callback.statusCode).toBe(401);
    expect(callback.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });

  it('sends a callback without a flow back to the start of sign-in', async () => {
    const callback = await app.inject({ url: '/api/callback?code=abc&state=def' });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/api/login');
  });

  it('turns the built-in account calls off', async () => {
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'x@example.com', password: 'long enough', firstName: 'X', lastName: 'Y' },
    });
    expect(signUp.statusCode).toBe(404);
    const signIn = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: 'x@example.com', password: 'x' } });
    expect(signIn.statusCode).toBe(404);
  });

  it('has no password reset, password change or sign-out of other devices: 404 even when signed in', async () => {
    const cookie = sessionCookieOf((await signIn('alice')).callback.cookies);
    const calls = [
      { method: 'GET' as const, url: '/api/auth/forgot-password' },
      { method: 'POST' as const, url: '/api/auth/forgot-password', payload: { email: 'alice@example.com' } },
      { method: 'GET' as const, url: '/api/auth/reset-password?token=abc' },
      { method: 'POST' as const, url: '/api/auth/reset-password', payload: { token: 'abc', password: 'long enough' } },
      { method: 'POST' as const, url: '/api/auth/password', payload: { currentPassword: 'x', newPassword: 'long enough' } },
      { method: 'POST' as const, url: '/api/auth/sessions/sign-out-others' },
    ];
    for (const call of calls) {
      const response = await app.inject({ ...call, headers: { cookie } });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
  });

  it('signs out locally and at the provider with the ID token as hint', async () => {
    const { callback } = await signIn('alice');
    const cookie = sessionCookieOf(callback.cookies);
    const logout = await app.inject({ url: '/api/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(302);
    const endSession = new URL(logout.headers.location ?? '');
    expect(endSession.origin).toBe(provider.issuerUrl);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${PUBLIC_URL}/`);
    expect(endSession.searchParams.get('id_token_hint')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect((await app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
  });
});

describe('OpenID Connect provider down', () => {
  it('answers /api/login with 502 and a readable message when the provider cannot be reached', async () => {
    // A port that was free a moment ago: nothing listens there.
    const closed = await startTestOidcProvider({ publicUrl: PUBLIC_URL, claimsOf: () => ({}) });
    await closed.close();
    const app = await createTestApp('sqlite', {
      PUBLIC_URL,
      OIDC_ISSUER_URL: closed.issuerUrl,
      OIDC_CLIENT_ID: 'x',
      OIDC_CLIENT_SECRET: 'y',
    });
    try {
      const response = await app.inject({ url: '/api/login' });
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toMatch(/sign-in service cannot be reached/);
    } finally {
      await app.close();
    }
  });
});
