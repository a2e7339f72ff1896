import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, createTestApp, signUpUser } from './testing/test-app';

// Text that breaks storage (NUL on PostgreSQL), printing (controls) or reading (bidi overrides) is refused
// with a 400 that names the field, and nothing is stored.
const HOSTILE_TEXTS = [
  ['NUL', 'Picnic\u0000Day'],
  ['ESC', 'Picnic\u001b[31mDay'],
  ['a line break in a title', 'Picnic\r\nDay'],
  ['DEL', 'Picnic\u007fDay'],
  ['a right-to-left override', 'Picnic \u202eyaD'],
  ['a bidi isolate', 'Picnic \u2066Day\u2069'],
] as const;

describe.each(DATABASE_KINDS)('hostile text on %s', (kind) => {
  let app: FastifyInstance;
  let cookie: string;
  beforeAll(async () => {
    app = await createTestApp(kind);
    cookie = await signUpUser(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it.each(HOSTILE_TEXTS)('refuses %s in a book title and stores nothing', async (_label, title) => {
    const response = await app.inject({ method: 'POST', url: '/api/books', headers: { cookie }, payload: { title, ageGroup: '6-8' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('title: must not contain control characters');
    const books = (await app.inject({ url: '/api/books', headers: { cookie } })).json();
    expect(books).toEqual([]);
  });

  it('keeps ordinary Unicode in titles, and line breaks in descriptions', async () => {
    const title = 'Émile’s Café 🐉 — 日本';
    const book = await app.inject({ method: 'POST', url: '/api/books', headers: { cookie }, payload: { title, ageGroup: '6-8' } });
    expect(book.statusCode).toBe(201);
    const generated = await app.inject({
      method: 'POST',
      url: '/api/characters/generate',
      headers: { cookie },
      payload: { characterDescription: 'A friendly dragon\nwith tiny wings', numberOfPoses: 3 },
    });
    expect(generated.statusCode).toBe(200);
  });

  it('refuses NUL in a character description and a sign-up name', async () => {
    const generated = await app.inject({
      method: 'POST',
      url: '/api/characters/generate',
      headers: { cookie },
      payload: { characterDescription: 'A dragon\u0000', numberOfPoses: 3 },
    });
    expect(generated.statusCode).toBe(400);
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: '10.9.0.1',
      payload: { email: 'nul@example.com', password: 'long enough secret', firstName: 'A\u0000', lastName: 'B' },
    });
    expect(signUp.statusCode).toBe(400);
  });

  it.each(['%00', 'abc%00def', '..%2F..%2Fetc', 'a%20b'])('answers 400, not 500, for the path id %s', async (id) => {
    for (const url of [`/api/books/${id}`, `/api/characters/${id}`, `/api/images/${id}`]) {
      const response = await app.inject({ url, headers: { cookie } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toHaveProperty('message');
    }
  });
});
