import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPngDpi } from '../../engine/page-png';
import { CharacterListSchema, CharacterSchema } from '../../shared/character';
import { GeneratedImageResponseSchema } from '../../shared/fields';
import { SceneListSchema } from '../../shared/scene';
import {
  badImageDataUris,
  generatedSampleDataUri,
  samplePageDataUri,
  saveCharacter,
  saveScene,
  truncatedPageDataUri,
  userIdOf,
} from '../scenes/resource-fixtures';
import { findCharacter } from './characters.repository';
import { DATABASE_KINDS, createTestApp, signUpUser } from '../testing/test-app';
import { GENERATION_RATE_LIMIT, PREVIEW_RATE_LIMIT } from '../quota/rate-limits';

function pngOfDataUri(dataUri: string): Buffer {
  expect(dataUri.startsWith('data:image/png;base64,')).toBe(true);
  return Buffer.from(dataUri.slice('data:image/png;base64,'.length), 'base64');
}

describe.each(DATABASE_KINDS)('characters on %s', (kind) => {
  let app: FastifyInstance;
  let cookie: string;
  beforeAll(async () => {
    app = await createTestApp(kind);
    cookie = await signUpUser(app);
  });
  afterAll(async () => {
    await app.close();
  });

  let addressCounter = 0;
  const newClient = () => `10.2.0.${++addressCounter}`;

  describe('POST /api/characters/preview', () => {
    it('draws a 3-pose sheet for an anonymous visitor', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/characters/preview',
        remoteAddress: newClient(),
        payload: { characterDescription: '  a brave little knight  ', numberOfPoses: 3 },
      });
      expect(response.statusCode).toBe(200);
      const png = pngOfDataUri(GeneratedImageResponseSchema.parse(response.json()).dataUri);
      expect(readPngDpi(png)).toEqual({ x: 300, y: 300 });
    });

    it('refuses a blank description and any other number of poses', async () => {
      const blank = await app.inject({
        method: 'POST',
        url: '/api/characters/preview',
        remoteAddress: newClient(),
        payload: { characterDescription: '   ' },
      });
      expect(blank.statusCode).toBe(400);
      expect((blank.json() as { message: string }).message).toMatch(/^characterDescription/);
      const fourPoses = await app.inject({
        method: 'POST',
        url: '/api/characters/preview',
        remoteAddress: newClient(),
        payload: { characterDescription: 'a knight', numberOfPoses: 4 },
      });
      expect(fourPoses.statusCode).toBe(400);
    });

    it('is rate limited per client', async () => {
      const client = newClient();
      const send = () =>
        app.inject({ method: 'POST', url: '/api/characters/preview', remoteAddress: client, payload: { characterDescription: '' } });
      for (let i = 0; i < Number(PREVIEW_RATE_LIMIT.max); i++) expect((await send()).statusCode).toBe(400);
      const limited = await send();
      expect(limited.statusCode).toBe(429);
      expect((limited.json() as { message: string }).message).toMatch(/^Too many requests/);
      const otherClient = await app.inject({
        method: 'POST',
        url: '/api/characters/preview',
        remoteAddress: newClient(),
        payload: { characterDescription: '' },
      });
      expect(otherClient.statusCode).toBe(400);
    });
  });

  describe('POST /api/characters/generate', () => {
    it('answers 401 when signed out', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/characters/generate',
        payload: { characterDescription: 'a cat', numberOfPoses: 3 },
      });
      expect(response.statusCode).toBe(401);
    });

    it.each([3, 6])('draws a sheet with %i poses, with or without a name', async (poses) => {
      for (const name of [undefined, 'Whiskers']) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/characters/generate',
          headers: { cookie },
          payload: { characterDescription: 'a curious cat with a bell', numberOfPoses: poses, name },
        });
        expect(response.statusCode).toBe(200);
        pngOfDataUri(GeneratedImageResponseSchema.parse(response.json()).dataUri);
      }
    });

    it.each([2, 7, 3.5])('refuses %s poses', async (poses) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/characters/generate',
        headers: { cookie },
        payload: { characterDescription: 'a cat', numberOfPoses: poses },
      });
      expect(response.statusCode).toBe(400);
      expect((response.json() as { message: string }).message).toMatch(/^numberOfPoses/);
    });

    it('refuses to draw once the character limit is reached, as the UI does', async () => {
      const owner = await signUpUser(app);
      await saveCharacter(app, owner, { name: 'One' });
      await saveCharacter(app, owner, { name: 'Two' });
      const response = await app.inject({
        method: 'POST',
        url: '/api/characters/generate',
        headers: { cookie: owner },
        payload: { characterDescription: 'a third friend', numberOfPoses: 3 },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: "You've reached your limit of 2 characters. Upgrade to create more!" });
    });

    it('is rate limited per user, not per address', async () => {
      const address = newClient();
      const [first, second] = [await signUpUser(app), await signUpUser(app)];
      const send = (userCookie: string) =>
        app.inject({
          method: 'POST',
          url: '/api/characters/generate',
          remoteAddress: address,
          headers: { cookie: userCookie },
          payload: { characterDescription: '', numberOfPoses: 3 },
        });
      for (let i = 0; i < Number(GENERATION_RATE_LIMIT.max); i++) expect((await send(first)).statusCode).toBe(400);
      expect((await send(first)).statusCode).toBe(429);
      expect((await send(second)).statusCode).toBe(400);
    });

    it('refuses a blank or missing description', async () => {
      for (const payload of [{ numberOfPoses: 3 }, { characterDescription: ' \n ', numberOfPoses: 3 }]) {
        const response = await app.inject({ method: 'POST', url: '/api/characters/generate', headers: { cookie }, payload });
        expect(response.statusCode).toBe(400);
      }
    });
  });

  describe('POST /api/characters', () => {
    it('saves a character with a trimmed name, its image as a 300 DPI PNG and a thumbnail', async () => {
      const owner = await signUpUser(app);
      const response = await app.inject({
        method: 'POST',
        url: '/api/characters',
        headers: { cookie: owner },
        payload: { name: '  Pip  ', description: ' a tiny dragon ', numberOfPoses: 4, dataUri: await generatedSampleDataUri(app, owner, 'character') },
      });
      expect(response.statusCode).toBe(201);
      const character = CharacterSchema.parse(response.json());
      expect(character).toMatchObject({ name: 'Pip', description: 'a tiny dragon', numberOfPoses: 4 });
      const image = await app.inject({ url: character.imageUrl, headers: { cookie: owner } });
      expect(image.headers['content-type']).toBe('image/png');
      expect(readPngDpi(image.rawPayload)).toEqual({ x: 300, y: 300 });
      const thumbnail = await app.inject({ url: character.thumbnailUrl, headers: { cookie: owner } });
      expect(thumbnail.headers['content-type']).toBe('image/webp');
    });

    it('stores the engine’s spec for the saved name and description, for drawing scenes later', async () => {
      const owner = await signUpUser(app);
      const character = await saveCharacter(app, owner, { name: 'Bo', description: 'a tall giraffe with a scarf' });
      const row = await findCharacter(app.db, await userIdOf(app, owner), character.id);
      expect(JSON.parse(row?.spec ?? 'null')).toEqual(app.engine.characterSpec({ name: 'Bo', description: 'a tall giraffe with a scarf' }));
    });

    it.each([
      ['a blank name', { name: '   ' }, /^name/],
      ['a name over 100 characters', { name: 'x'.repeat(101) }, /^name/],
      ['a missing description', { description: undefined }, /^description/],
      ['5 poses as text', { numberOfPoses: '5' }, /^numberOfPoses/],
      ['8 poses', { numberOfPoses: 8 }, /^numberOfPoses/],
      ['a missing image', { dataUri: undefined }, /^dataUri/],
      ['an image that is not a data URI', { dataUri: 'https://example.com/cat.png' }, /^dataUri/],
    ])('refuses %s', async (_case, override, message) => {
      const owner = await signUpUser(app);
      const payload = { name: 'Pip', description: 'a dragon', numberOfPoses: 3, dataUri: await samplePageDataUri(), ...override };
      const response = await app.inject({ method: 'POST', url: '/api/characters', headers: { cookie: owner }, payload });
      expect(response.statusCode).toBe(400);
      expect((response.json() as { message: string }).message).toMatch(message);
    });

    it('refuses bad images and stores nothing', async () => {
      const owner = await signUpUser(app);
      const cases = [...badImageDataUris(), { name: 'a truncated PNG', dataUri: await truncatedPageDataUri(), status: 400 }];
      for (const bad of cases) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/characters',
          headers: { cookie: owner },
          payload: { name: 'Pip', description: 'a dragon', numberOfPoses: 3, dataUri: bad.dataUri },
        });
        expect(response.statusCode, bad.name).toBe(bad.status);
        // Not an image at all, or an image this server never drew: refused before it is decoded.
        if (bad.status === 400) expect(response.json().message, bad.name).toMatch(/^(Invalid image|Only pages drawn here)/);
      }
      const list = await app.inject({ url: '/api/characters', headers: { cookie: owner } });
      expect(list.json()).toEqual([]);
    });
  });

  describe('GET /api/characters', () => {
    it('lists the caller’s characters newest first with image URLs, never image bytes', async () => {
      const owner = await signUpUser(app);
      const first = await saveCharacter(app, owner, { name: 'First' });
      const second = await saveCharacter(app, owner, { name: 'Second' });
      await saveCharacter(app, await signUpUser(app), { name: 'Someone else’s' });
      const response = await app.inject({ url: '/api/characters', headers: { cookie: owner } });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('data:image');
      const list = CharacterListSchema.parse(response.json());
      expect(list.map((character) => character.id)).toEqual([second.id, first.id]);
    });

    it('answers one character by id', async () => {
      const character = await saveCharacter(app, cookie, { name: 'Solo' });
      const response = await app.inject({ url: `/api/characters/${character.id}`, headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(character);
      const missing = await app.inject({ url: '/api/characters/no-such-id', headers: { cookie } });
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('PATCH /api/characters/:id', () => {
    const patch = (owner: string, id: string, payload: unknown) =>
      app.inject({ method: 'PATCH', url: `/api/characters/${id}`, headers: { cookie: owner }, payload: payload as Record<string, unknown> });

    it('renames and redescribes a character, trimmed, while its drawing, poses and spec stay', async () => {
      const owner = await signUpUser(app);
      const character = await saveCharacter(app, owner, { name: 'Pip', description: 'a small friendly dragon', numberOfPoses: 4 });
      const before = await findCharacter(app.db, await userIdOf(app, owner), character.id);
      const renamed = await patch(owner, character.id, { name: '  Pippa  ' });
      expect(renamed.statusCode).toBe(200);
      expect(CharacterSchema.parse(renamed.json())).toEqual({ ...character, name: 'Pippa' });
      const both = await patch(owner, character.id, { name: 'Pip', description: ' a small dragon who loves rain ' });
      expect(both.statusCode).toBe(200);
      expect(both.json()).toEqual({ ...character, name: 'Pip', description: 'a small dragon who loves rain' });
      expect((await app.inject({ url: `/api/characters/${character.id}`, headers: { cookie: owner } })).json()).toEqual(both.json());
      const after = await findCharacter(app.db, await userIdOf(app, owner), character.id);
      expect(after?.spec).toBe(before?.spec);
      expect(after?.image_id).toBe(before?.image_id);
    });

    it.each([
      ['an empty body', {}, /Send a new name or description/],
      ['a blank name', { name: '   ' }, /^name/],
      ['a name over 100 characters', { name: 'x'.repeat(101) }, /^name/],
      ['a blank description', { description: ' ' }, /^description/],
      ['a description with control characters', { description: 'a cat\u0000' }, /^description/],
      ['a number for a name', { name: 7 }, /^name/],
      ['a field that cannot change', { numberOfPoses: 5 }, /numberOfPoses/],
    ])('refuses %s and changes nothing', async (_case, payload, message) => {
      const owner = await signUpUser(app);
      const character = await saveCharacter(app, owner, { name: 'Pip' });
      const response = await patch(owner, character.id, payload);
      expect(response.statusCode).toBe(400);
      expect((response.json() as { message: string }).message).toMatch(message);
      expect((await app.inject({ url: `/api/characters/${character.id}`, headers: { cookie: owner } })).json()).toEqual(character);
    });

    it('answers 404 for another user’s character or none, 401 signed out, and changes nothing', async () => {
      const owner = await signUpUser(app);
      const character = await saveCharacter(app, owner, { name: 'Pip' });
      const stranger = await signUpUser(app);
      const foreign = await patch(stranger, character.id, { name: 'Stolen' });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ message: 'Character not found' });
      expect((await patch(owner, 'no-such-id', { name: 'Ghost' })).statusCode).toBe(404);
      const signedOut = await app.inject({ method: 'PATCH', url: `/api/characters/${character.id}`, payload: { name: 'Anon' } });
      expect(signedOut.statusCode).toBe(401);
      expect((await app.inject({ url: `/api/characters/${character.id}`, headers: { cookie: owner } })).json()).toEqual(character);
    });
  });

  describe('DELETE /api/characters/:id', () => {
    it('deletes the character and its images while scenes keep its name', async () => {
      const owner = await signUpUser(app);
      const character = await saveCharacter(app, owner, { name: 'Pip' });
      await saveScene(app, owner, [character.id], { title: 'Pip at sea' });
      const response = await app.inject({ method: 'DELETE', url: `/api/characters/${character.id}`, headers: { cookie: owner } });
      expect(response.statusCode).toBe(204);
      expect((await app.inject({ url: `/api/characters/${character.id}`, headers: { cookie: owner } })).statusCode).toBe(404);
      expect((await app.inject({ url: character.imageUrl, headers: { cookie: owner } })).statusCode).toBe(404);
      const scenes = SceneListSchema.parse((await app.inject({ url: '/api/scenes', headers: { cookie: owner } })).json());
      expect(scenes[0]?.characterNames).toEqual(['Pip']);
      const again = await app.inject({ method: 'DELETE', url: `/api/characters/${character.id}`, headers: { cookie: owner } });
      expect(again.statusCode).toBe(404);
    });
  });
});
