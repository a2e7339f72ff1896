import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { expect, signUp, test } from './fixtures';

const SCENE_TITLES = ['Alpha', 'Bravo', 'Charlie'];

/** A book of three saved scenes, made through the API as the create screens would. */
async function createBookWithScenes(page: Page, bookTitle: string): Promise<string> {
  const preview = await page.request.post('/api/characters/preview', {
    data: { characterDescription: 'a small friendly dragon with big wings', numberOfPoses: 3 },
  });
  expect(preview.status(), await preview.text()).toBe(200);
  const { dataUri } = (await preview.json()) as { dataUri: string };
  const character = await page.request.post('/api/characters', {
    data: { name: 'Pip', description: 'a small friendly dragon with big wings', numberOfPoses: 3, dataUri },
  });
  expect(character.status(), await character.text()).toBe(201);
  const { id: characterId } = (await character.json()) as { id: string };
  const book = await page.request.post('/api/books', { data: { title: bookTitle, ageGroup: '6-8' } });
  expect(book.status(), await book.text()).toBe(201);
  const { id: bookId } = (await book.json()) as { id: string };
  for (const title of SCENE_TITLES) {
    // Each page drawn for this person first: the server saves only pages it drew.
    const sceneDescription = `${title} playing at the beach`;
    const generated = await page.request.post('/api/scenes/generate', { data: { characterIds: [characterId], sceneDescription, ageGroup: '6-8' } });
    expect(generated.status(), await generated.text()).toBe(200);
    const { dataUri: sceneDataUri } = (await generated.json()) as { dataUri: string };
    const scene = await page.request.post('/api/scenes', {
      data: { title, sceneDescription, characterIds: [characterId], dataUri: sceneDataUri, ageGroup: '6-8' },
    });
    expect(scene.status(), await scene.text()).toBe(201);
    const { id: sceneId } = (await scene.json()) as { id: string };
    const added = await page.request.post(`/api/books/${bookId}/scenes`, { data: { sceneId } });
    expect(added.status(), await added.text()).toBe(201);
  }
  return bookId;
}

async function savedOrder(page: Page, bookId: string): Promise<string[]> {
  const response = await page.request.get(`/api/books/${bookId}/scenes`);
  return ((await response.json()) as Array<{ title: string }>).map((scene) => scene.title);
}

async function downloadedPdf(page: Page, click: () => Promise<void>): Promise<{ name: string; pdf: PDFDocument }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), pdf: await PDFDocument.load(await readFile(path)) };
}

test('reorders a book, chooses print options and downloads a PDF that follows them', async ({ page }) => {
  await signUp(page);
  const bookId = await createBookWithScenes(page, 'Pip at Sea');
  await page.goto(`/books/${bookId}`);

  const rows = page.getByTestId('page-order-item');
  await expect(rows).toHaveCount(3);

  // Keyboard: pick Charlie up, move it to the top, drop it. The list is scrolled into view first, as a
  // person would: otherwise the sensor's own smooth scroll on pick-up races the next key.
  await page.getByRole('list', { name: 'Page order' }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Move page 3: Charlie' }).focus();
  // Each step waits for the screen-reader announcement: the next key is read against the moved layout.
  await page.keyboard.press('Space');
  await expect(page.getByText('Charlie is over page 3.')).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Charlie is over page 2.')).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Charlie is over page 1.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect.poll(() => savedOrder(page, bookId)).toEqual(['Charlie', 'Alpha', 'Bravo']);
  await expect(rows.first()).toContainText('Charlie');

  // Pointer: drag Alpha (now page 2) below Bravo.
  const handle = page.getByRole('button', { name: 'Move page 2: Alpha' });
  const target = page.getByRole('button', { name: 'Move page 3: Bravo' });
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('page order handles are not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + 20, { steps: 10 });
  await page.mouse.up();
  await expect.poll(() => savedOrder(page, bookId)).toEqual(['Charlie', 'Bravo', 'Alpha']);

  // Print options: A4 with bleed, double-sided.
  await page.getByRole('combobox', { name: 'Trim size' }).click();
  await page.getByRole('option', { name: 'A4 210 × 297 mm' }).click();
  await page.getByRole('checkbox', { name: /Bleed/ }).check();
  await page.getByRole('radio', { name: /Double-sided/ }).check();
  await expect(page.getByTestId('export-summary')).toHaveText(
    'The PDF will have 6 pages: a title page, a "This book belongs to" page, 3 coloring pages, 1 blank page.',
  );
  await expect(page.getByText(/Amazon KDP needs at least 24 pages; this PDF has 6/)).toBeVisible();
  await expect(page.getByTestId('print-preview-page')).toHaveCount(6);
  await expect(page.getByTestId('trim-line')).toHaveCount(6);
  await expect(page.getByTestId('safe-area')).toHaveCount(6);

  const book = await downloadedPdf(page, () => page.getByRole('button', { name: 'Download PDF', exact: true }).click());
  expect(book.name).toBe('Pip at Sea_coloring_book.pdf');
  expect(book.pdf.getPageCount()).toBe(6);
  expect(book.pdf.getTitle()).toBe('Pip at Sea');
  for (const pdfPage of book.pdf.getPages()) {
    expect(pdfPage.getWidth()).toBeCloseTo(604.28, 1);
    expect(pdfPage.getHeight()).toBeCloseTo(859.89, 1);
    expect(pdfPage.getTrimBox().width).toBeCloseTo(595.28, 1);
  }

  // One page on the same trim.
  const single = await downloadedPdf(page, () => page.getByRole('button', { name: 'Download PDF of Bravo' }).click());
  expect(single.name).toBe('bravo.pdf');
  expect(single.pdf.getPageCount()).toBe(1);
  expect(single.pdf.getPage(0).getWidth()).toBeCloseTo(604.28, 1);
});

test('sets up a book for KDP: print settings, the checklist, the cover, the interior and a page as SVG', async ({ page }) => {
  await signUp(page);
  const bookId = await createBookWithScenes(page, 'Pip at Sea');
  await page.goto(`/books/${bookId}`);

  const checklist = page.getByRole('list', { name: 'KDP checklist' });
  await expect(page.getByTestId('preflight-summary')).toHaveText(/Not ready yet/);
  await expect(checklist.getByText('The interior has 8 pages; KDP needs at least 24.')).toBeVisible();
  await expect(checklist.getByText('How to fix: Add 8 more scenes.')).toBeVisible();

  const form = page.getByRole('form', { name: 'Print settings' });
  await form.getByLabel('Author', { exact: true }).fill('Ana Lima');
  await form.getByLabel('Subtitle', { exact: true }).fill('Sea stories to color');
  await form.getByLabel('Back cover text', { exact: true }).fill('Pip sails, swims and sings.\nFor ages 4 to 8.');
  await form.getByRole('radio', { name: /Cream paper/ }).check();
  await form.getByRole('checkbox', { name: /Copyright page/ }).check();
  await form.getByRole('combobox', { name: 'Cover picture' }).click();
  await page.getByRole('option', { name: 'Bravo' }).click();
  await form.getByRole('radio', { name: /Colour band/ }).check();
  await form.getByRole('combobox', { name: 'Band colour' }).click();
  await page.getByRole('option', { name: 'Sky blue' }).click();
  await form.getByRole('button', { name: 'Save print settings' }).click();
  await expect(page.getByText('Print settings saved')).toBeVisible();

  // Single-sided with a copyright page: title, copyright, owner, a blank so pictures start on the right, 3 pictures with blank backs.
  await expect(checklist.getByText('The interior has 10 pages; KDP needs at least 24.')).toBeVisible();
  await expect(checklist.getByText(/for 10 pages on cream paper\. Front picture: "Bravo"/)).toBeVisible();
  // The preview's title page shows what the PDF prints on it.
  const titlePage = page.getByTestId('preview-title-page');
  await expect(titlePage).toContainText('Pip at Sea');
  await expect(titlePage).toContainText('Sea stories to color');
  await expect(titlePage).toContainText('Ana Lima');

  // A field the server refuses is marked and focused, and nothing is saved.
  await form.getByLabel('Author', { exact: true }).fill('A'.repeat(100));
  await form.getByLabel('Author', { exact: true }).evaluate((input: HTMLInputElement) => {
    input.removeAttribute('maxlength');
  });
  await form.getByLabel('Author', { exact: true }).pressSequentially('B');
  await form.getByRole('button', { name: 'Save print settings' }).click();
  await expect(form.getByText('must be 100 characters or fewer')).toBeVisible();
  await expect(form.getByLabel('Author', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Author', { exact: true })).toBeFocused();
  const stored = (await (await page.request.get(`/api/books/${bookId}/print-settings`)).json()) as { author: string };
  expect(stored.author).toBe('Ana Lima');
  await form.getByLabel('Author', { exact: true }).fill('Ana Lima');
  await expect(form.getByText('must be 100 characters or fewer')).toBeHidden();
  await expect(form.getByLabel('Author', { exact: true })).not.toHaveAttribute('aria-invalid');

  await expect(page.getByTestId('export-summary')).toHaveText(
    'The PDF will have 10 pages: a title page, a copyright page, a "This book belongs to" page, 3 coloring pages, 4 blank pages.',
  );
  const cover = await downloadedPdf(page, () => page.getByRole('button', { name: 'Download cover PDF' }).click());
  expect(cover.name).toBe('Pip at Sea_cover.pdf');
  expect(cover.pdf.getPageCount()).toBe(1);
  // 0.125 + 8.5 + 10 x 0.0025 + 8.5 + 0.125 in wide, 11.25 in high.
  expect(cover.pdf.getPage(0).getWidth()).toBeCloseTo((0.25 + 17 + 0.025) * 72, 1);
  expect(cover.pdf.getPage(0).getHeight()).toBeCloseTo(11.25 * 72, 1);

  const interior = await downloadedPdf(page, () => page.getByRole('button', { name: 'Download PDF', exact: true }).click());
  expect(interior.pdf.getPageCount()).toBe(10);

  const [svgDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download SVG of Alpha' }).click()]);
  expect(svgDownload.suggestedFilename()).toBe('alpha.svg');
  const svg = await readFile(await svgDownload.path(), 'utf8');
  expect(svg).toContain('<svg');
  expect(svg).not.toContain('<image');

  for (const [name, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.getByRole('heading', { name: 'Print and export' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`kdp-kit-${name}.png`), fullPage: true });
  }
});
