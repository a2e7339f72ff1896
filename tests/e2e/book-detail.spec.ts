import type { Page } from '@playwright/test';
import { BookSchema } from '../../src/shared/book';
import { PAGE_HEIGHT_PX, PAGE_WIDTH_PX } from '../../src/shared/constants';
import { expect, signUp, test } from './fixtures';
import {
  createBookThroughApi,
  createCharacterThroughApi,
  createSceneThroughApi,
  expectNoSidewaysScroll,
  pngSize,
  readDownloadedZip,
} from './library-setup';

async function bookTitleOnServer(page: Page, bookId: string): Promise<string> {
  return BookSchema.parse(await (await page.request.get(`/api/books/${bookId}`)).json()).title;
}

/** Counts PATCH calls to the book, to prove that some edits send nothing. */
function countRenames(page: Page, bookId: string): { count: () => number } {
  let renames = 0;
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().endsWith(`/api/books/${bookId}`)) renames += 1;
  });
  return { count: () => renames };
}

test('renames a book in place with Enter, Escape and blur', async ({ page }) => {
  await signUp(page);
  const book = await createBookThroughApi(page, 'Animal Friends', []);
  const renames = countRenames(page, book.id);

  // 'Loading...' shows until the book arrives.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/books/${book.id}`, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`/books/${book.id}`);
  await expect(page.getByTestId('book-loading')).toHaveText('Loading...');
  release();

  const title = page.getByTestId('book-title');
  const input = page.getByTestId('book-title-input');
  await expect(title).toHaveText('Animal Friends');
  await expect(page.getByTestId('book-scene-count')).toHaveText('0 scenes');

  // Escape cancels.
  await title.click();
  await input.fill('Never Saved');
  await input.press('Escape');
  await expect(title).toHaveText('Animal Friends');

  // Enter saves a trimmed, changed title.
  await title.click();
  await input.fill('  Zoo Day  ');
  await input.press('Enter');
  await expect(page.getByText('Title Updated')).toBeVisible();
  await expect(title).toHaveText('Zoo Day');
  expect(await bookTitleOnServer(page, book.id)).toBe('Zoo Day');

  // An empty or unchanged title just leaves edit mode.
  await title.click();
  await input.fill('   ');
  await input.press('Enter');
  await expect(title).toHaveText('Zoo Day');
  await title.click();
  await input.fill('Zoo Day ');
  await page.getByTestId('book-scene-count').click();
  await expect(title).toHaveText('Zoo Day');
  expect(renames.count()).toBe(1);

  // Leaving the field saves.
  await title.click();
  await input.fill('Farm Day');
  await page.getByTestId('book-scene-count').click();
  await expect(title).toHaveText('Farm Day');
  await expect.poll(() => bookTitleOnServer(page, book.id)).toBe('Farm Day');
  expect(renames.count()).toBe(2);

  // Empty book: export is disabled and the empty state leads to a new scene.
  await expect(page.getByText('No scenes in this book yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export Book ZIP' })).toBeDisabled();
  await page.getByRole('link', { name: 'Add Your First Scene' }).click();
  await expect(page).toHaveURL(/\/scenes\/new$/);
});

test('exports the pages as a ZIP of PNGs, downloads and removes pages', async ({ page }) => {
  await signUp(page);
  const character = await createCharacterThroughApi(page, 'Bun', 'A small bunny with floppy ears');
  const first = await createSceneThroughApi(page, [character.id], 'Carrot Patch');
  const second = await createSceneThroughApi(page, [character.id], 'Bunny Picnic');
  const book = await createBookThroughApi(page, 'Bunny Book', [first, second]);

  await page.goto(`/books/${book.id}`);
  await expect(page.getByTestId('book-scene-count')).toHaveText('2 scenes');
  await expect(page.getByTestId('book-page-card')).toHaveCount(2);
  await expect(page.getByTestId('book-page-card').first()).toContainText('Page 1');
  await expect(page.getByTestId('book-page-card').first()).toContainText('Carrot Patch');

  // The ZIP has one button on the page; the print section below offers the PDF and points up to it.
  await expect(page.getByRole('button', { name: /zip/i })).toHaveCount(1);
  await expect(page.getByRole('radio', { name: /zip/i })).toHaveCount(0);
  await expect(page.getByText(/use Export Book ZIP at the top of this page/)).toBeVisible();
  const [zipDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Book ZIP' }).click()]);
  expect(zipDownload.suggestedFilename()).toMatch(/^Bunny[ _]Book.*\.zip$/);
  await expect(page.getByText('Downloaded!')).toBeVisible();
  const entries = await readDownloadedZip(zipDownload);
  expect(entries.map((entry) => entry.name)).toHaveLength(2);
  for (const entry of entries) {
    expect(entry.name).toMatch(/\.png$/);
    expect(pngSize(entry.bytes)).toEqual({ width: PAGE_WIDTH_PX, height: PAGE_HEIGHT_PX });
  }

  const [pngDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PNG of Bunny Picnic' }).click(),
  ]);
  expect(pngDownload.suggestedFilename()).toBe('Bunny Picnic.png');

  await page.getByRole('button', { name: 'Remove Carrot Patch from book' }).click();
  await expect(page.getByText('Scene Removed')).toBeVisible();
  await expect(page.getByTestId('book-scene-count')).toHaveText('1 scene');
  await expect(page.getByTestId('book-page-card')).toHaveCount(1);
  // Removing a page keeps the scene itself.
  const scenes = (await (await page.request.get('/api/scenes')).json()) as unknown[];
  expect(scenes).toHaveLength(2);

  await page.getByRole('button', { name: 'Remove Bunny Picnic from book' }).click();
  await expect(page.getByText('No scenes in this book yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export Book ZIP' })).toBeDisabled();

  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the book screen fits', async ({ page }) => {
    await signUp(page);
    const character = await createCharacterThroughApi(page, 'Fox', 'A curious fox with a bushy tail');
    const scene = await createSceneThroughApi(page, [character.id], 'A very long scene title about a fox in the forest');
    const book = await createBookThroughApi(page, 'A Rather Long Book Title For Small Screens', [scene]);
    await page.goto(`/books/${book.id}`);
    await expect(page.getByTestId('book-page-card')).toHaveCount(1);
    await expectNoSidewaysScroll(page);
  });
});
