import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAID_PLANS_MESSAGE } from '../../shared/plans';
import { DATABASE_KINDS, createTestApp, signUpUser } from '../testing/test-app';

describe.each(DATABASE_KINDS)('user tier and onboarding on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(async () => {
    await app.close();
  });

  const setTier = (cookie: string, tier: string) =>
    app.inject({ method: 'PATCH', url: '/api/user/tier', headers: { cookie }, payload: { tier } });
  const setOnboarding = (cookie: string, payload: object) =>
    app.inject({ method: 'PATCH', url: '/api/user/onboarding', headers: { cookie }, payload });
  const currentUser = async (cookie: string) => (await app.inject({ url: '/api/auth/user', headers: { cookie } })).json();

  it('activates the beta for a free user and answers the user', async () => {
    const cookie = await signUpUser(app);
    const response = await setTier(cookie, 'beta');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ tier: 'beta', hasSeenWelcome: false });
    expect((await currentUser(cookie)).tier).toBe('beta');
  });

  it('treats activating the beta again as a successful no-op', async () => {
    const cookie = await signUpUser(app);
    await setTier(cookie, 'beta');
    const again = await setTier(cookie, 'beta');
    expect(again.statusCode).toBe(200);
    expect(again.json().tier).toBe('beta');
  });

  it.each(['starter', 'pro', 'studio'])('refuses the paid tier %s with 403 and the coming-soon message', async (tier) => {
    const cookie = await signUpUser(app);
    const response = await setTier(cookie, tier);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: PAID_PLANS_MESSAGE });
    expect((await currentUser(cookie)).tier).toBe('free');
  });

  it('refuses going back from beta to free', async () => {
    const cookie = await signUpUser(app);
    await setTier(cookie, 'beta');
    const response = await setTier(cookie, 'free');
    expect(response.statusCode).toBe(400);
    expect((await currentUser(cookie)).tier).toBe('beta');
  });

  it('refuses an unknown tier with 400 naming the field', async () => {
    const cookie = await signUpUser(app);
    const response = await setTier(cookie, 'platinum');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^tier: /);
  });

  it('records that the welcome was seen', async () => {
    const cookie = await signUpUser(app);
    await setTier(cookie, 'beta');
    const response = await setOnboarding(cookie, { hasSeenWelcome: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ tier: 'beta', hasSeenWelcome: true, checklistDismissed: false });
    expect((await currentUser(cookie)).hasSeenWelcome).toBe(true);
  });

  it('dismisses and restores the checklist', async () => {
    const cookie = await signUpUser(app);
    expect((await setOnboarding(cookie, { checklistDismissed: true })).json().checklistDismissed).toBe(true);
    expect((await setOnboarding(cookie, { checklistDismissed: false })).json().checklistDismissed).toBe(false);
  });

  it('refuses an empty onboarding update with 400', async () => {
    const cookie = await signUpUser(app);
    const response = await setOnboarding(cookie, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Nothing to update/);
  });

  it('answers 401 Unauthorized to both calls when signed out', async () => {
    const tier = await app.inject({ method: 'PATCH', url: '/api/user/tier', payload: { tier: 'beta' } });
    const onboarding = await app.inject({ method: 'PATCH', url: '/api/user/onboarding', payload: { hasSeenWelcome: true } });
    expect(tier.statusCode).toBe(401);
    expect(onboarding.statusCode).toBe(401);
    expect(tier.json()).toEqual({ message: 'Unauthorized' });
  });

  it('changes only the caller', async () => {
    const first = await signUpUser(app);
    const second = await signUpUser(app);
    await setTier(first, 'beta');
    await setOnboarding(first, { hasSeenWelcome: true, checklistDismissed: true });
    expect(await currentUser(second)).toMatchObject({ tier: 'free', hasSeenWelcome: false, checklistDismissed: false });
  });
});
