import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coverGeometry } from '../../engine/print/pdf-cover';
import { inspectPdf } from '../../engine/print/pdf-inspection';
import {
  BookPreflightSchema,
  BookPrintSettingsSchema,
  DEFAULT_BOOK_PRINT_SETTINGS,
  type BookPrintSettings,
} from '../../shared/book-publishing';
import { COPYRIGHT_PAGE_TEXT } from '../../shared/print-layout';
import { createBook, saveCharacter, saveScene } from '../scenes/resource-fixtures';
import { DATABASE_KINDS, createTestApp, signUpUser } from '../testing/test-app';

const SETTINGS: BookPrintSettings = {
  ...DEFAULT_BOOK_PRINT_SETTINGS,
  author: 'Ana Lima',
  subtitle: 'Twelve picnics for little dragons',
  description: 'Color Pip through the seasons.\nFor ages 4 to 8.',
  trim: 'square',
  paper: 'cream',
  sides: 'double',
  hasCopyrightPage: true,
  coverStyle: 'color-band',
  bandColor: 'sky',
};

describe.each(DATABASE_KINDS)('book publishing kit on %s', (kind) => {
  let app: FastifyInstance;
  let cookie: string;
  let otherCookie: string;
  let bookId: string;
  let sceneIds: string[];

  beforeAll(async () => {
    app = await createTestApp(kind);
    cookie = await signUpUser(app);
    otherCookie = await signUpUser(app);
    const character = await saveCharacter(app, cookie);
    sceneIds = [];
    for (const [shade, title] of ['Dragon', 'Picnic', 'Castle'].entries()) {
      sceneIds.push(await saveScene(app, cookie, [character.id], { title, shade }));
    }
    bookId = await createBook(app, cookie, 'Pip Adventures');
    for (const sceneId of sceneIds) {
      const added = await app.inject({ method: 'POST', url: `/api/books/${bookId}/scenes`, headers: { cookie }, payload: { sceneId } });
      expect(added.statusCode).toBe(201);
    }
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (url: string, asCookie = cookie) => app.inject({ method: 'GET', url, headers: { cookie: asCookie } });
  const put = (payload: unknown, asCookie = cookie) =>
    app.inject({ method: 'PUT', url: `/api/books/${bookId}/print-settings`, headers: { cookie: asCookie }, payload: payload as object });

  it('starts from the defaults, stores a whole set and answers it back', async () => {
    // Free accounts hold one book: a fresh one is another person's.
    const fresh = await createBook(app, otherCookie, 'Fresh');
    const defaults = await get(`/api/books/${fresh}/print-settings`, otherCookie);
    expect(defaults.statusCode).toBe(200);
    expect(defaults.json()).toEqual(DEFAULT_BOOK_PRINT_SETTINGS);

    const saved = await put({ ...SETTINGS, coverSceneId: sceneIds[1] });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = BookPrintSettingsSchema.parse((await get(`/api/books/${bookId}/print-settings`)).json());
    expect(read).toEqual({ ...SETTINGS, coverSceneId: sceneIds[1] });
  });

  it.each([
    { name: 'a long author', change: { author: 'A'.repeat(101) }, message: /author: must be 100 characters or fewer/ },
    { name: 'a control character', change: { subtitle: 'Pip\u0000' }, message: /subtitle: must not contain control characters/ },
    { name: 'an unknown paper', change: { paper: 'glossy' }, message: /paper/ },
    { name: 'an unknown field', change: { colour: 'red' }, message: /Unrecognized key/i },
    { name: 'a malformed cover page id', change: { coverSceneId: '../x' }, message: /coverSceneId: is not a valid id/ },
  ])('refuses $name with a 400 that names the field and keeps what was stored', async ({ change, message }) => {
    const before = (await get(`/api/books/${bookId}/print-settings`)).json();
    const response = await put({ ...SETTINGS, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect((await get(`/api/books/${bookId}/print-settings`)).json()).toEqual(before);
  });

  it('refuses a cover picture that is not a page of the book, and a partial set', async () => {
    const before = (await get(`/api/books/${bookId}/print-settings`)).json();
    const character = await saveCharacter(app, cookie, { name: 'Other' });
    const outside = await saveScene(app, cookie, [character.id], { title: 'Not in the book', shade: 5 });
    const notInBook = await put({ ...SETTINGS, coverSceneId: outside });
    expect(notInBook.statusCode).toBe(400);
    expect(notInBook.json().message).toBe('coverSceneId: the cover picture must be a page of this book');
    const partial = await put({ author: 'Only me' });
    expect(partial.statusCode).toBe(400);
    expect((await get(`/api/books/${bookId}/print-settings`)).json()).toEqual(before);
  });

  it("answers 404 for another person's book on every publishing call, and changes nothing", async () => {
    const before = (await get(`/api/books/${bookId}/print-settings`)).json();
    for (const url of [`/api/books/${bookId}/print-settings`, `/api/books/${bookId}/preflight`, `/api/books/${bookId}/cover`]) {
      const response = await get(url, otherCookie);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: 'Book not found' });
    }
    expect((await put(SETTINGS, otherCookie)).statusCode).toBe(404);
    expect((await get(`/api/books/${bookId}/print-settings`)).json()).toEqual(before);
  });

  it('prints the interior with the stored settings: trim, sides and the front matter with a copyright page', async () => {
    expect((await put({ ...SETTINGS, coverSceneId: null })).statusCode).toBe(200);
    const response = await get(`/api/books/${bookId}/download?format=pdf`);
    expect(response.statusCode).toBe(200);
    const pdf = await inspectPdf(response.rawPayload);
    // Title, copyright, owner, then the three pictures double-sided.
    expect(pdf.pages).toHaveLength(6);
    expect(pdf.pages[0]!.text).toContain('Pip Adventures');
    expect(pdf.pages[0]!.text).toContain('Twelve picnics for little dragons');
    expect(pdf.pages[0]!.text).toContain('Ana Lima');
    expect(pdf.pages[1]!.text).toContain(COPYRIGHT_PAGE_TEXT.rights);
    expect(pdf.pages[1]!.text).toContain(`Copyright © ${new Date().getUTCFullYear()} Ana Lima.`);
    // Every page here was drawn by the built-in engine: no AI line.
    expect(pdf.pages[1]!.text).not.toContain('AI');
    expect(pdf.pages[2]!.text).toContain('This book belongs to');
    expect(pdf.pages.map((page) => page.images.length > 0)).toEqual([false, false, false, true, true, true]);
    expect(pdf.pages[0]!.trimBox.width).toBeCloseTo(612, 1);
    expect(pdf.pages[0]!.trimBox.height).toBeCloseTo(612, 1);
    // The query still overrides the stored trim for one download.
    const letter = await inspectPdf((await get(`/api/books/${bookId}/download?format=pdf&trim=letter`)).rawPayload);
    expect(letter.pages[0]!.trimBox.height).toBeCloseTo(792, 1);
  });

  it('draws the full-wrap cover at the size the interior page count gives, with the chosen colour band', async () => {
    expect((await put({ ...SETTINGS, coverSceneId: sceneIds[2] })).statusCode).toBe(200);
    const response = await get(`/api/books/${bookId}/cover?format=pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('filename="Pip Adventures_cover.pdf"');
    const pdf = await inspectPdf(response.rawPayload);
    const geometry = coverGeometry('square', 'cream', 6);
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0]!.mediaBox.width).toBeCloseTo(geometry.widthInches * 72, 2);
    expect(pdf.pages[0]!.mediaBox.height).toBeCloseTo(geometry.heightInches * 72, 2);
    expect(pdf.pages[0]!.fillColors).toContain('0.45 0.75 0.95');
    expect(pdf.fonts.every((font) => font.isEmbedded)).toBe(true);
    expect(pdf.pages[0]!.text).toContain('Color Pip through the seasons.');

    const override = await inspectPdf((await get(`/api/books/${bookId}/cover?trim=letter&paper=white`)).rawPayload);
    expect(override.pages[0]!.mediaBox.width).toBeCloseTo(coverGeometry('letter', 'white', 6).widthInches * 72, 2);
    const bad = await get(`/api/books/${bookId}/cover?paper=glossy`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/paper/);
  });

  it('answers a preflight that names each failure with its fix', async () => {
    expect((await put({ ...SETTINGS, sides: 'single', hasCopyrightPage: false, coverSceneId: null })).statusCode).toBe(200);
    const response = await get(`/api/books/${bookId}/preflight`);
    expect(response.statusCode).toBe(200);
    const preflight = BookPreflightSchema.parse(response.json());
    // Title, owner, then three pictures each with a blank back.
    expect(preflight.interiorPageCount).toBe(8);
    expect(preflight.isReady).toBe(false);
    const byId = new Map(preflight.checks.map((check) => [check.id, check]));
    expect(byId.get('page-count')).toMatchObject({ status: 'fail', detail: 'The interior has 8 pages; KDP needs at least 24.', fix: 'Add 8 more scenes.' });
    expect(byId.get('even-pages')?.status).toBe('pass');
    // The fixture pages are 170 × 220 px: far below 300 DPI at full size.
    expect(byId.get('resolution')).toMatchObject({ status: 'fail' });
    expect(byId.get('resolution')?.detail).toContain('"Dragon"');
    expect(byId.get('resolution')?.fix).toBeTruthy();
    expect(byId.get('spine-text')).toMatchObject({ status: 'info' });
    expect(byId.get('spine-text')?.detail).toContain('79');
    const geometry = coverGeometry('square', 'cream', 8);
    expect(preflight.cover.widthInches).toBeCloseTo(geometry.widthInches, 6);
    expect(byId.get('cover-size')?.detail).toContain('"Dragon"');
    expect(byId.get('ai-disclosure')).toMatchObject({ status: 'info' });
    expect(byId.get('ai-disclosure')?.detail).toContain('built-in engine');
  });

  it('downloads a page as SVG vectors, for its owner only', async () => {
    const response = await get(`/api/scenes/${sceneIds[0]}/download?format=svg`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('filename="dragon.svg"');
    expect(response.body).toContain('<path fill="#000000"');
    expect(response.body).not.toMatch(/<image|base64/);
    expect((await get(`/api/scenes/${sceneIds[0]}/download?format=svg`, otherCookie)).statusCode).toBe(404);
    expect((await get(`/api/scenes/${sceneIds[0]}/download?format=eps`)).statusCode).toBe(400);
  });

  it('answers the preflight of an empty book with what to do', async () => {
    const owner = await signUpUser(app);
    const empty = await createBook(app, owner, 'Empty');
    const preflight = BookPreflightSchema.parse((await get(`/api/books/${empty}/preflight`, owner)).json());
    expect(preflight.checks.find((check) => check.id === 'page-count')).toMatchObject({ status: 'fail', fix: 'Add scenes to the book.' });
    const cover = await get(`/api/books/${empty}/cover`, owner);
    expect(cover.statusCode).toBe(400);
    expect(cover.json()).toEqual({ message: 'Book has no scenes to export' });
  });
});
