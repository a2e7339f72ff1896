import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserSchema } from '../../shared/user';
import { DATABASE_KINDS, createTestApp, sessionCookieOf, signUpUser } from '../testing/test-app';
import { SIGN_IN_ATTEMPTS_PER_MINUTE } from './auth-routes';
import { SESSION_COOKIE, hashSessionId } from './session';
import { findSessionUser, insertSession } from './session.repository';

describe.each(DATABASE_KINDS)('built-in accounts on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(async () => {
    await app.close();
  });

  let addressCounter = 0;
  /** A client address of its own, so rate limits of one test do not leak into another. */
  const newClient = () => `10.1.0.${++addressCounter}`;

  const signUpPayload = (email: string) => ({
    email,
    password: 'a long enough secret',
    firstName: '  Ada ',
    lastName: 'Lovelace',
  });

  it('signs up a user, sets the session cookie and answers the user', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: newClient(),
      payload: signUpPayload('Ada@Example.com'),
    });
    expect(response.statusCode).toBe(201);
    const user = UserSchema.parse(response.json());
    expect(user).toMatchObject({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      tier: 'free',
      hasSeenWelcome: false,
      checklistDismissed: false,
      profileImageUrl: null,
    });
    const me = await app.inject({ url: '/api/auth/user', headers: { cookie: sessionCookieOf(response.cookies) } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(user);
  });

  it('sets an HttpOnly, SameSite=Lax, 30-day session cookie without Secure on http', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: newClient(),
      payload: signUpPayload('cookie@example.com'),
    });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 60 * 60 });
    expect(cookie?.secure).toBeUndefined();
    // 256 random bits, base64url.
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('stores only the hash of the session id', async () => {
    const cookie = await signUpUser(app);
    const sessionId = cookie.split('=')[1] ?? '';
    expect(await findSessionUser(app.db, hashSessionId(sessionId), new Date())).toBeDefined();
    expect(await findSessionUser(app.db, sessionId, new Date())).toBeUndefined();
  });

  it('refuses a second account with the same e-mail with 409', async () => {
    await signUpUser(app, { email: 'twice@example.com' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: newClient(),
      payload: signUpPayload('TWICE@example.com'),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/already exists/);
  });

  it('refuses a password shorter than 8 characters with 400 naming the field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: newClient(),
      payload: { ...signUpPayload('short@example.com'), password: 'seven77' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'password: Password must be at least 8 characters' });
  });

  it('refuses a malformed e-mail with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: newClient(),
      payload: signUpPayload('not-an-email'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^email: /);
  });

  it('refuses a blank first name with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: newClient(),
      payload: { ...signUpPayload('blank@example.com'), firstName: '   ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^firstName: /);
  });

  it('signs in with the right password and gives a new session id each time', async () => {
    const firstCookie = await signUpUser(app, { email: 'grace@example.com', password: 'hopper-1906' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      remoteAddress: newClient(),
      headers: { cookie: firstCookie },
      payload: { email: 'Grace@example.com', password: 'hopper-1906' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'grace@example.com' });
    const secondCookie = sessionCookieOf(response.cookies);
    expect(secondCookie).not.toBe(firstCookie);
    // The session the request carried ended at sign-in.
    expect((await app.inject({ url: '/api/auth/user', headers: { cookie: firstCookie } })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/auth/user', headers: { cookie: secondCookie } })).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail with the same generic 401', async () => {
    await signUpUser(app, { email: 'known@example.com', password: 'the right one' });
    const client = newClient();
    const wrongPassword = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      remoteAddress: client,
      payload: { email: 'known@example.com', password: 'the wrong one' },
    });
    const unknownEmail = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      remoteAddress: client,
      payload: { email: 'nobody@example.com', password: 'the right one' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: 'Incorrect e-mail or password' });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
    expect(wrongPassword.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });

  it('rate limits sign-in attempts per client with 429', async () => {
    const client = newClient();
    // Each guess on another account, so the per-account throttle stays out of this.
    let guess = 0;
    const attempt = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        remoteAddress: client,
        payload: { email: `guess${(guess += 1)}@example.com`, password: 'guess guess' },
      });
    for (let i = 0; i < SIGN_IN_ATTEMPTS_PER_MINUTE; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too many sign-in attempts. Please wait a minute and try again.' });
    // Another client is not affected.
    const other = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      remoteAddress: newClient(),
      payload: { email: 'guess@example.com', password: 'guess guess' },
    });
    expect(other.statusCode).toBe(401);
  });

  it('shows the rate-limit message on the page to a form that tries too often', async () => {
    const client = newClient();
    const attempt = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        remoteAddress: client,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=guess%40example.com&password=guess+guess',
      });
    for (let i = 0; i < SIGN_IN_ATTEMPTS_PER_MINUTE; i++) await attempt();
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toMatch(/^text\/html/);
    expect(limited.body).toContain('Too many sign-in attempts');
    expect(limited.body).toContain('value="guess@example.com"');
  });

  it('answers /api/auth/user with 401 Unauthorized when signed out or with an unknown session', async () => {
    const signedOut = await app.inject({ url: '/api/auth/user' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ message: 'Unauthorized' });
    const forged = await app.inject({ url: '/api/auth/user', headers: { cookie: `${SESSION_COOKIE}=forged` } });
    expect(forged.statusCode).toBe(401);
  });

  it('answers /api/auth/session with 200 for everyone: null signed out or forged, the user signed in', async () => {
    const signedOut = await app.inject({ url: '/api/auth/session' });
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.headers['cache-control']).toBe('no-store');
    expect(signedOut.json()).toEqual({ user: null });
    const forged = await app.inject({ url: '/api/auth/session', headers: { cookie: `${SESSION_COOKIE}=forged` } });
    expect(forged.json()).toEqual({ user: null });
    const cookie = await signUpUser(app);
    const user = (await app.inject({ url: '/api/auth/user', headers: { cookie } })).json();
    expect((await app.inject({ url: '/api/auth/session', headers: { cookie } })).json()).toEqual({ user });
  });

  it('does not accept an expired session', async () => {
    const cookie = await signUpUser(app);
    const userId = (await app.inject({ url: '/api/auth/user', headers: { cookie } })).json().id;
    const expiredId = 'an-expired-session-id';
    await insertSession(app.db, {
      idHash: hashSessionId(expiredId),
      userId,
      expiresAt: new Date(Date.now() - 1000),
      oidcIdToken: null,
    });
    const response = await app.inject({ url: '/api/auth/user', headers: { cookie: `${SESSION_COOKIE}=${expiredId}` } });
    expect(response.statusCode).toBe(401);
  });

  it('signs out: deletes the session, clears the cookie and returns to /', async () => {
    const cookie = await signUpUser(app);
    const response = await app.inject({ url: '/api/logout', headers: { cookie } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    const cleared = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    expect((await app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
  });

  it('serves the sign-in page and the sign-up page', async () => {
    const signIn = await app.inject({ url: '/api/login' });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['content-type']).toMatch(/^text\/html/);
    expect(signIn.body).toContain('action="/api/auth/signin"');
    expect(signIn.body).not.toContain('name="firstName"');
    const signUp = await app.inject({ url: '/api/login?mode=signup' });
    expect(signUp.body).toContain('action="/api/auth/signup"');
    for (const name of ['firstName', 'lastName', 'email', 'password']) expect(signUp.body).toContain(`name="${name}"`);
    expect(signUp.body).toContain('minlength="8"');
    const unknownMode = await app.inject({ url: '/api/login?mode=other' });
    expect(unknownMode.statusCode).toBe(200);
    expect(unknownMode.body).toContain('action="/api/auth/signin"');
  });

  it('sends a signed-in visitor of the sign-in page to /', async () => {
    const cookie = await signUpUser(app);
    const response = await app.inject({ url: '/api/login', headers: { cookie } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
  });

  it('signs up through the HTML form and redirects to /', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: newClient(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        email: 'form@example.com',
        password: 'form password',
        firstName: 'Form',
        lastName: 'Filler',
      }).toString(),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
    const me = await app.inject({ url: '/api/auth/user', headers: { cookie: sessionCookieOf(response.cookies) } });
    expect(me.json()).toMatchObject({ email: 'form@example.com', firstName: 'Form' });
  });

  it('shows a form error on the page, keeping what was typed but never the password', async () => {
    await signUpUser(app, { email: 'page@example.com', password: 'page password' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      remoteAddress: newClient(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=page%40example.com&password=not+the+password',
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('That e-mail and password don&#39;t match an account.');
    expect(response.body).toContain('value="page@example.com"');
    expect(response.body).not.toContain('not the password');
  });

  it('escapes what was typed when showing it again', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: newClient(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        email: 'x@example.com',
        password: 'short',
        firstName: '"><script>alert(1)</script>',
        lastName: 'L',
      }).toString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Password must be at least 8 characters.');
    expect(response.body).not.toContain('Password: Password');
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(response.body).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('refuses a cross-site form post with 403', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      remoteAddress: newClient(),
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40example.com&password=whatever1',
    });
    expect(response.statusCode).toBe(403);
  });

  const formPost = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url,
      remoteAddress: newClient(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(fields).toString(),
    });
  const newAccount = (email: string) => ({ email, password: 'form password', firstName: 'Form', lastName: 'Filler' });

  it('accepts the form post a browser sends from the page itself: Sec-Fetch-Site same-origin, even with Origin null', async () => {
    const response = await formPost('/api/auth/signup', newAccount('chromium@example.com'), {
      origin: 'null',
      'sec-fetch-site': 'same-origin',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
  });

  it('says what is wrong in words when a form misses a field or uses a taken e-mail', async () => {
    const missing = await formPost('/api/auth/signup', { email: 'nameless@example.com', password: 'form password', firstName: '', lastName: 'L' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Please enter your first name.');
    expect(missing.body).toContain('value="nameless@example.com"');
    await formPost('/api/auth/signup', newAccount('taken@example.com'));
    const taken = await formPost('/api/auth/signup', { ...newAccount('taken@example.com'), firstName: 'Kept' });
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toContain('An account with this e-mail already exists. Sign in instead.');
    expect(taken.body).toContain('value="Kept"');
    expect(taken.body).not.toContain('{&quot;message');
  });

  it('returns to the page that sent the person to sign in', async () => {
    const page = await app.inject({ url: '/api/login?mode=signup&returnTo=%2Fscenes%2Fnew%3Fcharacter%3Dabc' });
    expect(page.body).toContain('<input type="hidden" name="returnTo" value="/scenes/new?character=abc">');
    expect(page.body).toContain('Already have an account? <a href="/api/login?returnTo=%2Fscenes%2Fnew%3Fcharacter%3Dabc">');
    const response = await formPost('/api/auth/signup', { ...newAccount('returning@example.com'), returnTo: '/scenes/new?character=abc' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/scenes/new?character=abc');
    const cookie = sessionCookieOf(response.cookies);
    const again = await app.inject({ url: '/api/login?returnTo=%2Fbooks%2Fb1', headers: { cookie } });
    expect(again.headers.location).toBe('/books/b1');
  });

  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example', '/api/logout', 'javascript:alert(1)'])(
    'never sends a new session away to %s',
    async (returnTo) => {
      const response = await formPost('/api/auth/signup', { ...newAccount(`away-${addressCounter}@example.com`), returnTo });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/');
    },
  );

  it('opens on the mode asked for and says how to switch', async () => {
    const signUp = await app.inject({ url: '/api/login?mode=signup' });
    expect(signUp.body).toContain('Already have an account? <a href="/api/login">Sign in instead</a>');
    const signIn = await app.inject({ url: '/api/login' });
    expect(signIn.body).toContain('New to Colorbook Studio? <a href="/api/login?mode=signup">Create an account</a>');
  });

  it('asks before signing out when a link on another site leads to /api/logout', async () => {
    const cookie = await signUpUser(app);
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { referer: 'https://evil.example/page' }]) {
      const response = await app.inject({ url: '/api/logout', headers: { cookie, ...headers } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<form method="post" action="/api/logout">');
      expect((await app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(200);
    }
    const forged = await app.inject({ method: 'POST', url: '/api/logout', headers: { cookie, origin: 'https://evil.example' } });
    expect(forged.statusCode).toBe(403);
    expect((await app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(200);
    const confirmed = await app.inject({ method: 'POST', url: '/api/logout', headers: { cookie, origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' } });
    expect(confirmed.statusCode).toBe(302);
    expect((await app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
  });

  it('signs out at once from our own pages and from the address bar', async () => {
    for (const headers of [{ 'sec-fetch-site': 'same-origin' }, { 'sec-fetch-site': 'none' }, {}]) {
      const cookie = await signUpUser(app);
      const response = await app.inject({ url: '/api/logout', headers: { cookie, ...headers } });
      expect(response.statusCode).toBe(302);
      expect((await app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
    }
  });
});
