import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, createTestApp, signUpUser } from '../testing/test-app';
import { listAnalyticsEvents } from './analytics.repository';
import { ANALYTICS_EVENTS_PER_MINUTE } from './analytics-routes';

describe.each(DATABASE_KINDS)('analytics events on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(async () => {
    await app.close();
  });

  it('stores an anonymous event with its props', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/events',
      remoteAddress: '10.2.0.1',
      payload: { name: 'preview_generated', props: { poses: 3, source: 'landing' } },
    });
    expect(response.statusCode).toBe(204);
    const events = await listAnalyticsEvents(app.db);
    const stored = events.at(-1);
    expect(stored).toMatchObject({ name: 'preview_generated', user_id: null });
    expect(JSON.parse(stored?.props ?? '')).toEqual({ poses: 3, source: 'landing' });
  });

  it('stores the user id when signed in, with empty props by default', async () => {
    const cookie = await signUpUser(app);
    const me = (await app.inject({ url: '/api/auth/user', headers: { cookie } })).json();
    const response = await app.inject({
      method: 'POST',
      url: '/api/events',
      remoteAddress: '10.2.0.2',
      headers: { cookie },
      payload: { name: 'demo_converted' },
    });
    expect(response.statusCode).toBe(204);
    const stored = (await listAnalyticsEvents(app.db)).at(-1);
    expect(stored).toMatchObject({ name: 'demo_converted', user_id: me.id, props: '{}' });
  });

  it('refuses an unknown event name with 400 and stores nothing', async () => {
    const before = (await listAnalyticsEvents(app.db)).length;
    const response = await app.inject({
      method: 'POST',
      url: '/api/events',
      remoteAddress: '10.2.0.3',
      payload: { name: 'page_view', props: {} },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^name: /);
    expect((await listAnalyticsEvents(app.db)).length).toBe(before);
  });

  it.each([
    ['too many properties', { name: 'signup_intent', props: Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`key${i}`, i])) }, 400],
    ['a long property value', { name: 'signup_intent', props: { source: 'x'.repeat(201) } }, 400],
    ['a body of megabytes', { name: 'signup_intent', props: { source: 'x'.repeat(2_000_000) } }, 413],
  ])('refuses %s and stores nothing', async (_label, payload, status) => {
    const before = (await listAnalyticsEvents(app.db)).length;
    const response = await app.inject({ method: 'POST', url: '/api/events', remoteAddress: '10.2.0.5', payload });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toHaveProperty('message');
    expect((await listAnalyticsEvents(app.db)).length).toBe(before);
  });

  it('rate limits events per client with 429', async () => {
    const send = () =>
      app.inject({ method: 'POST', url: '/api/events', remoteAddress: '10.2.0.4', payload: { name: 'signup_intent' } });
    for (let i = 0; i < ANALYTICS_EVENTS_PER_MINUTE; i++) expect((await send()).statusCode).toBe(204);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too many events. Please wait a minute and try again.' });
  });
});
