import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionsEndedResponseSchema, UserSchema, WRONG_CURRENT_PASSWORD_MESSAGE } from '../../shared/user';
import { DATABASE_KINDS, createTestApp, sessionCookieOf, signUpUser } from '../testing/test-app';
import { resetLinkIn, startSmtpTestServer, type SmtpTestServer } from '../testing/smtp-test-server';
import { findUserByEmail } from '../user/user.repository';
import { RESET_MAILS_PER_ADDRESS_PER_HOUR, hashResetToken } from './password-reset';
import { FREE_ATTEMPTS } from './sign-in-throttle';
import { RESET_REQUESTED_MESSAGE } from './password-reset-pages';
import { insertResetToken } from './password-reset.repository';
import { RESET_REQUESTS_PER_CLIENT } from './password-reset-routes';

const MAIL_FROM = 'Colorbook Test <accounts@colorbook.example>';
const OLD_PASSWORD = 'the old password';
const NEW_PASSWORD = 'a brand new password';

describe.each(DATABASE_KINDS)('password reset and account security on %s', (kind) => {
  let smtp: SmtpTestServer;
  let app: FastifyInstance;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    app = await createTestApp(kind, { SMTP_URL: smtp.url, MAIL_FROM });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  let clientCounter = 0;
  /** A client address of its own, so one test's rate limits do not reach another. */
  const newClient = () => `10.7.${Math.floor(++clientCounter / 250)}.${(clientCounter % 250) + 1}`;
  const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.com`;

  function form(fields: Record<string, string>): string {
    return new URLSearchParams(fields).toString();
  }

  function postForm(url: string, fields: Record<string, string>, remoteAddress = newClient(), cookie?: string) {
    return app.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
      payload: form(fields),
    });
  }

  const askForReset = (email: string, remoteAddress = newClient()) =>
    postForm('/api/auth/forgot-password', { email }, remoteAddress);

  async function signIn(email: string, password: string) {
    return app.inject({ method: 'POST', url: '/api/auth/signin', remoteAddress: newClient(), payload: { email, password } });
  }

  async function isSignedIn(cookie: string): Promise<boolean> {
    const me = await app.inject({ url: '/api/auth/user', headers: { cookie } });
    return me.statusCode === 200;
  }

  /** The path and query of the link a mail carries, for `inject`. */
  function pathOf(link: string): string {
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  }

  async function resetLinkFor(email: string): Promise<string> {
    const answer = await askForReset(email);
    expect(answer.statusCode).toBe(200);
    return resetLinkIn(await smtp.waitForMail(email));
  }

  it('links the sign-in page to a page that asks for the e-mail', async () => {
    const login = await app.inject({ url: '/api/login' });
    expect(login.body).toContain('<a class="forgot" href="/api/auth/forgot-password">Forgot password?</a>');
    const page = await app.inject({ url: '/api/auth/forgot-password' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<h1>Forgot your password?</h1>');
    expect(page.body).toContain('action="/api/auth/forgot-password"');
    expect(page.body).toContain('name="email"');
  });

  it('mails a link that resets the password once: old sessions end, the new password signs in, the old does not', async () => {
    const email = uniqueEmail('reset');
    const firstDevice = await signUpUser(app, { email, password: OLD_PASSWORD, firstName: 'Ada' });
    const secondDevice = sessionCookieOf((await signIn(email, OLD_PASSWORD)).cookies);

    const answer = await askForReset(email);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain(RESET_REQUESTED_MESSAGE.replace("'", '&#39;'));

    const mail = await smtp.waitForMail(email);
    expect(mail.from).toBe('accounts@colorbook.example');
    expect(mail.subject).toBe('Reset your Colorbook Studio password');
    expect(mail.text).toContain('Hello Ada,');
    const link = resetLinkIn(mail);
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/reset-password\?token=[\w-]{43}$/);

    const page = await app.inject({ url: pathOf(link) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Choose a new password</h1>');
    expect(page.body).toContain(email);
    const token = new URL(link).searchParams.get('token') ?? '';
    expect(page.body).toContain(`name="token" value="${token}"`);

    const reset = await postForm('/api/auth/reset-password', { token, password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(303);
    expect(reset.headers.location).toBe('/dashboard');
    const thisBrowser = sessionCookieOf(reset.cookies);
    expect(await isSignedIn(thisBrowser)).toBe(true);
    expect(await isSignedIn(firstDevice)).toBe(false);
    expect(await isSignedIn(secondDevice)).toBe(false);

    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(email, OLD_PASSWORD)).statusCode).toBe(401);

    // Single use: the same link now says it no longer works, and cannot set another password.
    const again = await app.inject({ url: pathOf(link) });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('<h1>This link no longer works</h1>');
    expect(again.body).toContain('href="/api/auth/forgot-password"');
    const reuse = await postForm('/api/auth/reset-password', { token, password: 'yet another password' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.body).toContain('This link no longer works');
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('lets the owner of an account locked by guessing back in at once through a reset', async () => {
    const email = uniqueEmail('locked');
    await signUpUser(app, { email, password: OLD_PASSWORD });
    for (let i = 0; i <= FREE_ATTEMPTS; i++) await signIn(email, `a guess ${i}`);
    expect((await signIn(email, OLD_PASSWORD)).statusCode).toBe(429);
    const token = new URL(await resetLinkFor(email)).searchParams.get('token') ?? '';
    expect((await postForm('/api/auth/reset-password', { token, password: NEW_PASSWORD })).statusCode).toBe(303);
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('stores only the hash of the token', async () => {
    const email = uniqueEmail('hash');
    await signUpUser(app, { email, password: OLD_PASSWORD });
    const token = new URL(await resetLinkFor(email)).searchParams.get('token') ?? '';
    const rows = await app.db.selectFrom('password_reset_tokens').selectAll().execute();
    expect(rows.some((row) => row.token_hash === hashResetToken(token))).toBe(true);
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
  });

  it('answers an unknown e-mail with the same page and sends no mail', async () => {
    const known = uniqueEmail('known');
    await signUpUser(app, { email: known, password: OLD_PASSWORD });
    const unknown = uniqueEmail('nobody');
    const unknownAnswer = await askForReset(unknown);
    const knownAnswer = await askForReset(known);
    expect(unknownAnswer.statusCode).toBe(knownAnswer.statusCode);
    expect(unknownAnswer.body).toBe(knownAnswer.body);
    await smtp.waitForMail(known);
    // The known address's mail has arrived; give a stray one for the unknown address time to show up too.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.some((mail) => mail.to.includes(unknown))).toBe(false);
  });

  it('refuses an expired link and keeps the password', async () => {
    const email = uniqueEmail('expired');
    await signUpUser(app, { email, password: OLD_PASSWORD });
    const user = await findUserByEmail(app.db, email);
    const token = randomBytes(32).toString('base64url');
    const anHourAndAMinuteAgo = new Date(Date.now() - 61 * 60 * 1000);
    await insertResetToken(app.db, {
      tokenHash: hashResetToken(token),
      userId: user?.id ?? '',
      createdAt: anHourAndAMinuteAgo,
      expiresAt: new Date(anHourAndAMinuteAgo.getTime() + 60 * 60 * 1000),
    });
    const page = await app.inject({ url: `/api/auth/reset-password?token=${token}` });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('This link no longer works');
    const reset = await postForm('/api/auth/reset-password', { token, password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(400);
    expect(reset.body).toContain('This link no longer works');
    expect((await signIn(email, OLD_PASSWORD)).statusCode).toBe(200);
  });

  it('says an unknown or missing token no longer works', async () => {
    for (const url of ['/api/auth/reset-password?token=not-a-real-token', '/api/auth/reset-password']) {
      const page = await app.inject({ url });
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain('This link no longer works');
    }
  });

  it('keeps the sign-up password rules and says what is wrong on the page; the link still works after', async () => {
    const email = uniqueEmail('rules');
    await signUpUser(app, { email, password: OLD_PASSWORD });
    const token = new URL(await resetLinkFor(email)).searchParams.get('token') ?? '';
    const short = await postForm('/api/auth/reset-password', { token, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.headers['content-type']).toMatch(/^text\/html/);
    expect(short.body).toContain('Password must be at least 8 characters.');
    expect(short.body).toContain(`name="token" value="${token}"`);
    const reset = await postForm('/api/auth/reset-password', { token, password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(303);
  });

  it('says in words when the e-mail is not an address', async () => {
    const answer = await askForReset('not an address');
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('E-mail: enter a valid e-mail address.');
    expect(answer.body).toContain('value="not an address"');
  });

  it('one reset makes every other open link of the account void', async () => {
    const email = uniqueEmail('void');
    await signUpUser(app, { email, password: OLD_PASSWORD });
    const first = new URL(await resetLinkFor(email)).searchParams.get('token') ?? '';
    const second = new URL(await resetLinkFor(email)).searchParams.get('token') ?? '';
    expect((await postForm('/api/auth/reset-password', { token: second, password: NEW_PASSWORD })).statusCode).toBe(303);
    const stale = await postForm('/api/auth/reset-password', { token: first, password: 'someone else wants in' });
    expect(stale.statusCode).toBe(400);
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('rate limits reset requests per client with the message on the page', async () => {
    const client = newClient();
    for (let i = 0; i < RESET_REQUESTS_PER_CLIENT; i++) {
      expect((await askForReset(uniqueEmail('limit'), client)).statusCode).toBe(200);
    }
    const over = await askForReset('typed@example.com', client);
    expect(over.statusCode).toBe(429);
    expect(over.headers['content-type']).toMatch(/^text\/html/);
    expect(over.body).toContain('Too many reset requests from here. Please wait a few minutes and try again.');
    expect(over.body).toContain('value="typed@example.com"');
    expect((await askForReset(uniqueEmail('other'), newClient())).statusCode).toBe(200);
  });

  it(`sends one address at most ${RESET_MAILS_PER_ADDRESS_PER_HOUR} mails an hour, answering the same after`, async () => {
    const email = uniqueEmail('flood');
    await signUpUser(app, { email, password: OLD_PASSWORD });
    for (let i = 0; i < RESET_MAILS_PER_ADDRESS_PER_HOUR; i++) await resetLinkFor(email);
    const over = await askForReset(email);
    expect(over.statusCode).toBe(200);
    expect(over.body).toContain('we&#39;ve sent a link');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.filter((mail) => mail.to.includes(email))).toHaveLength(RESET_MAILS_PER_ADDRESS_PER_HOUR);
  });

  it('tells the web app that a built-in account has a password', async () => {
    const cookie = await signUpUser(app);
    const me = UserSchema.parse((await app.inject({ url: '/api/auth/user', headers: { cookie } })).json());
    expect(me.hasPassword).toBe(true);
  });

  describe('change password', () => {
    const changePassword = (cookie: string | undefined, payload: unknown) =>
      app.inject({ method: 'POST', url: '/api/auth/password', headers: cookie ? { cookie } : {}, payload: payload as object });

    it('needs the current password: a wrong one is a 400 with a clear message and changes nothing', async () => {
      const email = uniqueEmail('change');
      const cookie = await signUpUser(app, { email, password: OLD_PASSWORD });
      const wrong = await changePassword(cookie, { currentPassword: 'not my password', newPassword: NEW_PASSWORD });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: WRONG_CURRENT_PASSWORD_MESSAGE });
      expect((await signIn(email, OLD_PASSWORD)).statusCode).toBe(200);
    });

    it('keeps the sign-up rules for the new password', async () => {
      const cookie = await signUpUser(app, { password: OLD_PASSWORD });
      const short = await changePassword(cookie, { currentPassword: OLD_PASSWORD, newPassword: 'short' });
      expect(short.statusCode).toBe(400);
      expect(short.json()).toEqual({ message: 'newPassword: Password must be at least 8 characters' });
    });

    it('answers 401 when signed out', async () => {
      const response = await changePassword(undefined, { currentPassword: OLD_PASSWORD, newPassword: NEW_PASSWORD });
      expect(response.statusCode).toBe(401);
    });

    it('changes it, keeps this session and ends the others', async () => {
      const email = uniqueEmail('changed');
      const here = await signUpUser(app, { email, password: OLD_PASSWORD });
      const elsewhere = sessionCookieOf((await signIn(email, OLD_PASSWORD)).cookies);
      const changed = await changePassword(here, { currentPassword: OLD_PASSWORD, newPassword: NEW_PASSWORD });
      expect(changed.statusCode).toBe(200);
      expect(SessionsEndedResponseSchema.parse(changed.json())).toEqual({ otherSessionsEnded: 1 });
      expect(await isSignedIn(here)).toBe(true);
      expect(await isSignedIn(elsewhere)).toBe(false);
      expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200);
      expect((await signIn(email, OLD_PASSWORD)).statusCode).toBe(401);
    });

    it('makes an open reset link void', async () => {
      const email = uniqueEmail('link-then-change');
      const cookie = await signUpUser(app, { email, password: OLD_PASSWORD });
      const token = new URL(await resetLinkFor(email)).searchParams.get('token') ?? '';
      await changePassword(cookie, { currentPassword: OLD_PASSWORD, newPassword: NEW_PASSWORD });
      const page = await app.inject({ url: `/api/auth/reset-password?token=${token}` });
      expect(page.statusCode).toBe(400);
    });
  });

  describe('sign out of all other devices', () => {
    const signOutOthers = (cookie?: string) =>
      app.inject({ method: 'POST', url: '/api/auth/sessions/sign-out-others', headers: cookie ? { cookie } : {} });

    it('ends every other session of the account and keeps this one; other accounts are untouched', async () => {
      const email = uniqueEmail('devices');
      const here = await signUpUser(app, { email, password: OLD_PASSWORD });
      const phone = sessionCookieOf((await signIn(email, OLD_PASSWORD)).cookies);
      const laptop = sessionCookieOf((await signIn(email, OLD_PASSWORD)).cookies);
      const someoneElse = await signUpUser(app);
      const response = await signOutOthers(here);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ otherSessionsEnded: 2 });
      expect(await isSignedIn(here)).toBe(true);
      expect(await isSignedIn(phone)).toBe(false);
      expect(await isSignedIn(laptop)).toBe(false);
      expect(await isSignedIn(someoneElse)).toBe(true);
      expect((await signOutOthers(here)).json()).toEqual({ otherSessionsEnded: 0 });
    });

    it('answers 401 when signed out', async () => {
      expect((await signOutOthers()).statusCode).toBe(401);
    });
  });
});
