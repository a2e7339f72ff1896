import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_ATTEMPTS, MAX_DELAY_SECONDS, delayAfter, sweepSignInThrottle } from './auth/sign-in-throttle';
import { MAX_CONCURRENT_HASHES, passwordHashingLoad, verifyAgainstDummy } from './auth/password';
import { SESSION_COOKIE } from './auth/session';
import { DATABASE_KINDS, createTestApp, signUpUser } from './testing/test-app';

// An attacker at the front door: password guessing against one account from many addresses, bursts,
// forged sessions and cross-site form posts. Every answer is a clear 4xx and nothing is given away.

const PASSWORD = 'correct horse battery';
let addressCounter = 0;
/** Each guess from its own address, as a botnet would: the per-address limit never applies. */
function freshAddress(): string {
  addressCounter += 1;
  return `10.200.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

describe.each(DATABASE_KINDS)('hostile sign-ins on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(async () => {
    await app.close();
  });

  function signIn(email: string, password: string) {
    return app.inject({ method: 'POST', url: '/api/auth/signin', remoteAddress: freshAddress(), payload: { email, password } });
  }

  async function newAccount(): Promise<string> {
    const email = `target-${kind}-${(addressCounter += 1)}@example.com`;
    await signUpUser(app, { email, password: PASSWORD });
    return email;
  }

  /** Moves the account's wait into the past, as if the attacker had waited it out. */
  async function waitOut(): Promise<void> {
    await app.db.updateTable('sign_in_throttle').set({ next_allowed_at: new Date(Date.now() - 1000).toISOString() }).execute();
  }

  it('throttles guesses on one account from many addresses, with growing waits, even for the right password', async () => {
    const email = await newAccount();
    for (let i = 0; i < FREE_ATTEMPTS; i++) expect((await signIn(email, `wrong guess ${i}`)).statusCode).toBe(401);
    const throttled = await signIn(email, PASSWORD);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toMatch(/^Too many sign-in attempts for this account\. Please wait \d+ seconds and try again, or reset your password\.$/);
    expect(throttled.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();

    // Each wrong guess after the wait makes the next wait longer.
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      await waitOut();
      expect((await signIn(email, 'another wrong guess')).statusCode).toBe(401);
      const row = await app.db.selectFrom('sign_in_throttle').select('next_allowed_at').executeTakeFirstOrThrow();
      waits.push(Math.round((Date.parse(row.next_allowed_at) - Date.now()) / 1000));
    }
    expect(waits[1]).toBeGreaterThan(waits[0]!);
    expect(waits[2]).toBeGreaterThan(waits[1]!);

    // The owner, after the wait, signs in; the count starts again.
    await waitOut();
    expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
    expect((await signIn(email, 'one typo')).statusCode).toBe(401);
    await app.db.deleteFrom('sign_in_throttle').execute();
  });

  it('answers an unknown e-mail exactly like an account, so throttling reveals nobody', async () => {
    const email = `nobody-${kind}@example.com`;
    const statuses = [];
    for (let i = 0; i <= FREE_ATTEMPTS; i++) statuses.push((await signIn(email, 'guess')).statusCode);
    expect(statuses).toEqual([...Array<number>(FREE_ATTEMPTS).fill(401), 429]);
    await app.db.deleteFrom('sign_in_throttle').execute();
  });

  it('lets only the free attempts of a concurrent burst check a password', async () => {
    const email = await newAccount();
    const responses = await Promise.all(Array.from({ length: 24 }, (_, i) => signIn(email, `burst guess ${i}`)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(FREE_ATTEMPTS);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    await app.db.deleteFrom('sign_in_throttle').execute();
  });

  it('forgets an account’s count after a quiet day', async () => {
    const email = await newAccount();
    expect((await signIn(email, 'wrong')).statusCode).toBe(401);
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString();
    await app.db.updateTable('sign_in_throttle').set({ last_attempt_at: dayAgo }).execute();
    expect(await sweepSignInThrottle(app.db)).toBe(1);
    expect(await app.db.selectFrom('sign_in_throttle').selectAll().execute()).toEqual([]);
  });

  it('refuses a forged or tampered session cookie', async () => {
    const cookie = await signUpUser(app);
    const forged = [`${SESSION_COOKIE}=forged`, `${cookie}x`, `${SESSION_COOKIE}=${'a'.repeat(5000)}`, `${SESSION_COOKIE}=%00%0a`];
    for (const header of forged) {
      const response = await app.inject({ url: '/api/auth/user', headers: { cookie: header } });
      expect(response.statusCode, header.slice(0, 40)).toBe(401);
    }
  });

  it('refuses a sign-in form posted from another site', async () => {
    const email = await newAccount();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      remoteAddress: freshAddress(),
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${encodeURIComponent(email)}&password=${encodeURIComponent(PASSWORD)}`,
    });
    expect(response.statusCode).toBe(403);
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });
});

describe('password hashing', () => {
  it('waits double after the free attempts, up to 15 minutes', () => {
    expect(Array.from({ length: FREE_ATTEMPTS - 1 }, (_, i) => delayAfter(i + 1))).toEqual([0, 0, 0, 0]);
    expect([FREE_ATTEMPTS, FREE_ATTEMPTS + 1, FREE_ATTEMPTS + 2].map(delayAfter)).toEqual([2, 4, 8]);
    expect(delayAfter(100)).toBe(MAX_DELAY_SECONDS);
  });

  it(`runs at most ${MAX_CONCURRENT_HASHES} scrypt hashes at once, so file reads keep thread-pool threads`, async () => {
    let highest = 0;
    let isDone = false;
    const sample = () => {
      highest = Math.max(highest, passwordHashingLoad().running);
      if (!isDone) setImmediate(sample);
    };
    sample();
    await Promise.all(Array.from({ length: 8 }, () => verifyAgainstDummy('a guess')));
    isDone = true;
    expect(highest).toBe(MAX_CONCURRENT_HASHES);
    expect(passwordHashingLoad()).toEqual({ running: 0, waiting: 0 });
  });
});
