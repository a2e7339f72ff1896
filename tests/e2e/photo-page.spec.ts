import path from 'node:path';
import { expect, signUp, test } from './fixtures';

const CAT_PHOTO = path.join(import.meta.dirname, '../../src/engine/photo/testing/cat.jpg');

test('turns a photo into a page, then saves it into a new book and exports the book', async ({ page }) => {
  await signUp(page);
  await page.goto('/scenes/new');
  await page.getByRole('link', { name: 'start from a photo' }).click();
  await expect(page).toHaveURL(/\/scenes\/photo$/);
  await expect(page.getByRole('heading', { name: 'Photo to Page' })).toBeVisible();
  await expect(page.getByText('Your photo is used only to draw the page and is not stored.')).toBeVisible();

  // Generating without a photo names the missing field.
  await page.getByRole('button', { name: 'Generate Page' }).click();
  await expect(page.getByText('Please choose a photo to turn into a page.')).toBeVisible();

  // Something that is not a photo is refused by the server with what it takes.
  await page.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await page.getByRole('button', { name: 'Generate Page' }).click();
  await expect(page.getByTestId('field-error')).toHaveText("This file isn't a photo we can read. Please use a JPEG, PNG, WebP or AVIF image.");

  await page.getByLabel('Photo', { exact: true }).setInputFiles(CAT_PHOTO);
  await expect(page.getByRole('img', { name: 'The photo you chose' })).toBeVisible();
  await page.getByLabel('Scene Title').fill('Chelsea the Cat');
  await page.getByRole('radio', { name: /^Keep/ }).check();
  await page.getByRole('button', { name: 'Generate Page' }).click();
  const result = page.getByTestId('photo-page-result');
  await expect(result).toBeVisible({ timeout: 30_000 });
  // Focus moves to the result's first action (read from the document: the window itself may not be the focused one).
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Save Scene');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PNG' }).click()]);
  expect(download.suggestedFilename()).toBe('Chelsea the Cat.png');

  await page.getByRole('button', { name: 'Add to Book' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to Book' });
  await dialog.getByPlaceholder('Book title').fill('Our Pets');
  await dialog.getByPlaceholder('Book title').press('Enter');
  await expect(page.getByText('Added to Book!')).toBeVisible();

  const books = (await (await page.request.get('/api/books')).json()) as Array<{ id: string; title: string; sceneCount: number }>;
  expect(books.map(({ title, sceneCount }) => ({ title, sceneCount }))).toEqual([{ title: 'Our Pets', sceneCount: 1 }]);
  await page.goto(`/books/${books[0]!.id}`);
  const [zip] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Book ZIP' }).first().click()]);
  expect(zip.suggestedFilename()).toBe('Our Pets_coloring_book.zip');

  for (const [name, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto('/scenes/photo');
    await page.getByLabel('Photo', { exact: true }).setInputFiles(CAT_PHOTO);
    await page.getByRole('button', { name: 'Generate Page' }).click();
    await expect(page.getByTestId('photo-page-result')).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: test.info().outputPath(`photo-page-${name}.png`), fullPage: true });
  }
});
