import type { Page, TestInfo } from '@playwright/test';
import { BookListSchema, BookSceneListSchema } from '../../src/shared/book';
import { CharacterListSchema } from '../../src/shared/character';
import { SceneListSchema } from '../../src/shared/scene';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, signUp, test, toasts } from './fixtures';
import { createBookThroughApi, createCharacterThroughApi, createSceneThroughApi, expectNoSidewaysScroll } from './library-setup';

// Issue 18: confirms as accessible dialogs with the spec's texts, Undo for removed pages and deleted
// books, print views, Duplicate and the large view of a page.

// Each test draws up to three pages through the engine first: room for a machine busy with other runs.
test.describe.configure({ timeout: 120_000 });

const DELETE_ITEM_CONFIRM = 'Are you sure you want to delete the item? This cannot be undone.';
const CHARACTER_DELETE_CONFIRM = 'Are you sure you want to delete this character?';

async function activateBetaThroughApi(page: Page): Promise<void> {
  const response = await page.request.patch('/api/user/tier', { data: { tier: 'beta' } });
  expect(response.status()).toBe(200);
}

async function scenesOnServer(page: Page) {
  return SceneListSchema.parse(await (await page.request.get('/api/scenes')).json());
}

async function booksOnServer(page: Page) {
  return BookListSchema.parse(await (await page.request.get('/api/books')).json());
}

/** The focused element's accessible bits, read from the document. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    return {
      tag: active?.tagName.toLowerCase() ?? '',
      label: active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '',
      card: active?.closest('[data-testid]')?.getAttribute('data-testid') ?? '',
    };
  });
}

/** Counts window.print() calls instead of opening the browser's print dialog. */
async function recordPrintCalls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { printCalls: number }).printCalls = 0;
    window.print = () => {
      (window as unknown as { printCalls: number }).printCalls += 1;
    };
  });
}

function printCalls(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { printCalls: number }).printCalls);
}

/** Pages and their sizes (in points) of a PDF Chromium printed. */
function pdfPages(pdf: Buffer): { count: number; mediaBoxes: string[] } {
  const text = pdf.toString('latin1');
  return {
    count: (text.match(/\/Type\s*\/Page(?!s)/g) ?? []).length,
    mediaBoxes: [...text.matchAll(/\/MediaBox\s*\[([^\]]+)\]/g)].map((match) => match[1]!.trim().split(/\s+/).map(Number).join(' ')),
  };
}

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

test('deleting a scene asks in a dialog with the spec’s words; focus moves to the next card, then the list', async ({ page }, testInfo) => {
  await signUp(page);
  await activateBetaThroughApi(page);
  const pip = await createCharacterThroughApi(page, 'Pip', 'A cheerful penguin with a striped scarf');
  await createSceneThroughApi(page, [pip.id], 'Older Picnic');
  await createSceneThroughApi(page, [pip.id], 'Newer Beach');
  await page.goto('/dashboard?tab=scenes');
  const cards = page.getByTestId('scene-card');
  await expect(cards).toHaveCount(2);

  const deleteNewer = page.getByRole('button', { name: 'Delete scene Newer Beach' });
  await deleteNewer.click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete "Newer Beach"?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(DELETE_ITEM_CONFIRM);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'delete scene confirm');
  await shot(page, testInfo, 'confirm-scene-desktop');

  // Escape cancels: nothing is deleted and focus is back on the button that asked.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(deleteNewer).toBeFocused();
  expect(await scenesOnServer(page)).toHaveLength(2);

  await deleteNewer.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete Scene' }).click();
  await expect(toasts(page).getByText('Scene Deleted')).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect.poll(async () => (await focused(page)).card).toBe('scene-card');
  expect((await focused(page)).label).toMatch(/Older Picnic/);
  expect((await scenesOnServer(page)).map((scene) => scene.title)).toEqual(['Older Picnic']);

  // The last one: focus goes to the list's heading, not <body>.
  await page.getByRole('button', { name: 'Delete scene Older Picnic' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Scene' }).click();
  await expect(page.getByText('No scenes yet')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your scenes' })).toBeFocused();
  expect(await scenesOnServer(page)).toEqual([]);
});

test('a character card and the character page ask in a dialog with the spec’s words', async ({ page }) => {
  await signUp(page);
  await activateBetaThroughApi(page);
  const pip = await createCharacterThroughApi(page, 'Pip', 'A cheerful penguin with a striped scarf');
  await createCharacterThroughApi(page, 'Bo', 'A sleepy bear with a red cap');
  await page.goto('/dashboard?tab=characters');

  await page.getByRole('button', { name: 'Delete Bo' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Bo?' });
  await expect(dialog).toContainText(DELETE_ITEM_CONFIRM);
  await dialog.getByRole('button', { name: 'Delete Character' }).click();
  await expect(toasts(page).getByText('Character has been deleted successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete Bo' })).toHaveCount(0);
  // Focus moves on to the card that is left (its link), not <body>.
  await expect.poll(async () => (await focused(page)).tag).toBe('a');
  await expect(page.getByRole('link', { name: /^Pip\b/ })).toBeFocused();

  await page.goto(`/characters/${pip.id}`);
  await page.getByRole('button', { name: 'Delete Character' }).click();
  const viewDialog = page.getByRole('alertdialog', { name: 'Delete Pip?' });
  await expect(viewDialog).toContainText(CHARACTER_DELETE_CONFIRM);
  await expectNoSeriousA11yViolations(page, 'delete character confirm');
  await viewDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Delete Character' })).toBeFocused();
  await page.getByRole('button', { name: 'Delete Character' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Character' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(CharacterListSchema.parse(await (await page.request.get('/api/characters')).json())).toEqual([]);
});

test('a page removed from a book comes back in its place with Undo', async ({ page }, testInfo) => {
  await signUp(page);
  const fox = await createCharacterThroughApi(page, 'Fox', 'A curious fox with a bushy tail');
  const ids = [];
  for (const title of ['First Walk', 'Second Swim', 'Third Nap']) ids.push(await createSceneThroughApi(page, [fox.id], title));
  const book = await createBookThroughApi(page, 'Fox Days', ids);
  await page.goto(`/books/${book.id}`);
  await expect(page.getByTestId('book-page-card')).toHaveCount(3);

  // A page opens large here too; Escape gives focus back to its opener.
  const viewLarge = page.getByRole('button', { name: 'View Second Swim large' });
  await viewLarge.click();
  const lightbox = page.getByRole('dialog', { name: 'Second Swim' });
  await expect(lightbox.getByRole('img', { name: 'Coloring page: Second Swim in a sunny garden' })).toHaveJSProperty('complete', true);
  await expect(lightbox.getByRole('link', { name: 'Print' })).toHaveAttribute('href', `/print/scene/${ids[1]}`);
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(viewLarge).toBeFocused();

  await page.getByRole('button', { name: 'Remove Second Swim from book' }).click();
  const toast = toasts(page);
  await expect(toast.getByText('Scene Removed')).toBeVisible();
  await expect(page.getByTestId('book-page-card')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Remove Third Nap from book' })).toBeFocused();
  await shot(page, testInfo, 'remove-page-undo-toast');

  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(toast.getByText('Page Restored')).toBeVisible();
  await expect(page.getByTestId('book-page-card')).toHaveCount(3);
  await expect(page.getByTestId('book-page-card').nth(1)).toContainText('Second Swim');
  await expect(page.getByRole('button', { name: 'Remove Second Swim from book' })).toBeFocused();
  const pages = BookSceneListSchema.parse(await (await page.request.get(`/api/books/${book.id}/scenes`)).json());
  expect(pages.map((scene) => scene.id)).toEqual(ids);

  // The toast with its Undo button, checked (after the Undo above: on a loaded machine the check can
  // outlast the toast).
  await page.getByRole('button', { name: 'Remove Third Nap from book' }).click();
  await expect(toast.getByRole('button', { name: 'Undo' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'page removed toast with Undo');
});

test('a book is deleted from its page or its card, with Undo while the toast shows', async ({ page }, testInfo) => {
  await signUp(page);
  await activateBetaThroughApi(page);
  const fox = await createCharacterThroughApi(page, 'Fox', 'A curious fox with a bushy tail');
  const sceneId = await createSceneThroughApi(page, [fox.id], 'Fox in the Snow');
  const book = await createBookThroughApi(page, 'Winter Fox', [sceneId]);
  await page.goto(`/books/${book.id}`);
  await shot(page, testInfo, 'book-page-desktop');

  await page.getByRole('button', { name: 'Delete Book' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=books$/);
  const toast = toasts(page);
  await expect(toast.getByText('Book Deleted')).toBeVisible();
  await expect(toast.getByText('"Winter Fox" has been deleted')).toBeVisible();
  await expect(page.getByText('No books yet')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Books (0)' })).toBeVisible();

  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(toast.getByText('Book Restored')).toBeVisible();
  const card = page.getByTestId('book-card');
  await expect(card).toContainText('Winter Fox');
  expect((await booksOnServer(page)).map((item) => item.id)).toEqual([book.id]);

  // From the card: the card goes, focus lands on the list's heading, and once the Undo has run out the
  // server has really deleted it (its pages' scene stays).
  await card.getByRole('button', { name: 'Delete book Winter Fox' }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your books' })).toBeFocused();
  await expect.poll(async () => (await booksOnServer(page)).length, { timeout: 20_000 }).toBe(0);
  expect((await scenesOnServer(page)).map((scene) => scene.id)).toEqual([sceneId]);
  await page.reload();
  await expect(page.getByText('No books yet')).toBeVisible();
});

test('a book being deleted frees the beta’s one book at once: a new book can be made while its Undo shows', async ({ page }) => {
  await signUp(page);
  await activateBetaThroughApi(page);
  const fox = await createCharacterThroughApi(page, 'Fox', 'A curious fox with a bushy tail');
  const sceneId = await createSceneThroughApi(page, [fox.id], 'Fox in the Snow');
  await createBookThroughApi(page, 'Winter Fox', [sceneId]);
  await page.goto('/dashboard?tab=books');
  await page.getByRole('button', { name: 'Delete book Winter Fox' }).click();
  await expect(toasts(page).getByText('Book Deleted')).toBeVisible();

  await page.getByRole('tab', { name: /Scenes/ }).click();
  await page.getByTestId('scene-card').getByRole('button', { name: 'Add to Book' }).click();
  const dialog = page.getByRole('dialog', { name: /Add to Book/i });
  // No limit note: the book on its way out is not offered and does not count.
  await expect(dialog.getByTestId('book-limit-note')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /Winter Fox/ })).toHaveCount(0);
  await dialog.getByPlaceholder('Book title').fill('Spring Fox');
  await dialog.getByRole('button', { name: 'Create Book' }).click();
  await expect(toasts(page).getByText('Added to Book!')).toBeVisible();
  expect((await booksOnServer(page)).map(({ title, sceneCount }) => ({ title, sceneCount }))).toEqual([{ title: 'Spring Fox', sceneCount: 1 }]);
});

test('a book prints from its page: one letter sheet per page, no app around it, the print dialog opened once', async ({ page }, testInfo) => {
  await recordPrintCalls(page);
  await signUp(page);
  const fox = await createCharacterThroughApi(page, 'Fox', 'A curious fox with a bushy tail');
  const ids = [await createSceneThroughApi(page, [fox.id], 'Fox Reads'), await createSceneThroughApi(page, [fox.id], 'Fox Sleeps')];
  const book = await createBookThroughApi(page, 'Bedtime Fox', ids);
  await page.goto(`/books/${book.id}`);

  await page.getByRole('link', { name: 'Print Book' }).click();
  await expect(page).toHaveURL(new RegExp(`/print/book/${book.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Print “Bedtime Fox”');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  const sheets = page.getByTestId('print-sheet');
  await expect(sheets).toHaveCount(2);
  await expect(sheets.nth(0).getByRole('img')).toHaveAttribute('alt', 'Coloring page: Fox Reads in a sunny garden');
  for (const image of await sheets.getByRole('img').all()) await expect(image).toHaveJSProperty('complete', true);
  await expect.poll(() => printCalls(page)).toBe(1);
  await expectNoSeriousA11yViolations(page, 'print book view');
  await shot(page, testInfo, 'print-book-desktop');

  // The printed result: two US Letter pages (612 x 792 points) and nothing else.
  const pdf = pdfPages(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  expect(pdf.count).toBe(2);
  expect(new Set(pdf.mediaBoxes)).toEqual(new Set(['0 0 612 792']));
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await shot(page, testInfo, 'print-book-print-media');
  await page.emulateMedia({ media: 'screen' });

  // The Print button prints again; Back returns to the book.
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  expect(await printCalls(page)).toBe(2);
  await page.getByRole('link', { name: 'Back to Book' }).click();
  await expect(page).toHaveURL(new RegExp(`/books/${book.id}$`));
  await expect(page.getByRole('banner')).toHaveCount(1);
});

test('a scene duplicates, opens large (Download, Print, Add to Book) and prints on its own', async ({ page }, testInfo) => {
  await recordPrintCalls(page);
  await signUp(page);
  await activateBetaThroughApi(page);
  const pip = await createCharacterThroughApi(page, 'Pip', 'A cheerful penguin with a striped scarf');
  await createSceneThroughApi(page, [pip.id], 'Pip Skates');
  await page.goto('/dashboard?tab=scenes');

  await page.getByRole('button', { name: 'Duplicate Pip Skates' }).click();
  await expect(toasts(page).getByText('Scene Duplicated')).toBeVisible();
  await expect(page.getByTestId('scene-card')).toHaveCount(2);
  await expect(page.getByTestId('scene-card-title')).toHaveText(['Pip Skates (copy)', 'Pip Skates']);
  await expect(page.getByRole('tab', { name: 'Scenes (2)' })).toBeVisible();
  const scenes = await scenesOnServer(page);
  expect(scenes.map((scene) => scene.title)).toEqual(['Pip Skates (copy)', 'Pip Skates']);
  expect(scenes[0]!.characterNames).toEqual(['Pip']);

  const viewLarge = page.getByRole('button', { name: 'View Pip Skates large' });
  await viewLarge.click();
  const lightbox = page.getByRole('dialog', { name: 'Pip Skates' });
  await expect(lightbox).toBeVisible();
  const big = lightbox.getByRole('img', { name: 'Coloring page: Pip Skates in a sunny garden' });
  await expect(big).toHaveJSProperty('complete', true);
  const box = await big.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThan(400);
  await expectNoSeriousA11yViolations(page, 'scene lightbox');
  await shot(page, testInfo, 'lightbox-desktop');
  const [download] = await Promise.all([page.waitForEvent('download'), lightbox.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toBe('Pip Skates.png');

  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(viewLarge).toBeFocused();

  // Add to Book from the large view: the book dialog opens in its place and gives focus back to the opener.
  await viewLarge.press('Enter');
  await lightbox.getByRole('button', { name: 'Add to Book' }).click();
  const bookDialog = page.getByRole('dialog', { name: /Add to Book/i });
  await expect(bookDialog).toBeVisible();
  await expect(lightbox).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(bookDialog).toBeHidden();
  await expect(viewLarge).toBeFocused();

  await viewLarge.click();
  await lightbox.getByRole('link', { name: 'Print' }).click();
  const original = scenes[1]!;
  await expect(page).toHaveURL(new RegExp(`/print/scene/${original.id}$`));
  await expect(page.getByTestId('print-sheet')).toHaveCount(1);
  await expect.poll(() => printCalls(page)).toBe(1);
  expect(pdfPages(await page.pdf({ preferCSSPageSize: true })).count).toBe(1);
  await expectNoSeriousA11yViolations(page, 'print scene view');

  // And from the card's own Print.
  await page.goto('/dashboard?tab=scenes');
  await page.getByRole('link', { name: 'Print Pip Skates (copy)' }).click();
  await expect(page).toHaveURL(new RegExp(`/print/scene/${scenes[0]!.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Print “Pip Skates (copy)”');

  // Someone else's scene is not found.
  await page.goto('/print/scene/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Scene not found' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the large view, the confirm, the book page and the print view fit', async ({ page }, testInfo) => {
    await recordPrintCalls(page);
    await signUp(page);
    await activateBetaThroughApi(page);
    const pip = await createCharacterThroughApi(page, 'Pip', 'A cheerful penguin with a striped scarf');
    const sceneId = await createSceneThroughApi(page, [pip.id], 'Pip Skates On The Frozen Pond');
    const book = await createBookThroughApi(page, 'Winter With Pip', [sceneId]);

    await page.goto('/dashboard?tab=scenes');
    await page.getByTestId('scene-card').scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'scenes-phone');
    await page.getByRole('button', { name: 'View Pip Skates On The Frozen Pond large' }).click();
    const lightbox = page.getByRole('dialog', { name: 'Pip Skates On The Frozen Pond' });
    await expect(lightbox.getByRole('img')).toHaveJSProperty('complete', true);
    await expect(lightbox.getByRole('button', { name: 'Add to Book' })).toBeInViewport();
    await expectNoSeriousA11yViolations(page, 'scene lightbox on a phone');
    await shot(page, testInfo, 'lightbox-phone');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Delete scene Pip Skates On The Frozen Pond' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'delete confirm on a phone');
    await shot(page, testInfo, 'confirm-phone');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();

    await page.goto(`/books/${book.id}`);
    await expect(page.getByRole('button', { name: 'Delete Book' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot(page, testInfo, 'book-page-phone');

    await page.goto(`/print/book/${book.id}`);
    await expect(page.getByTestId('print-sheet')).toHaveCount(1);
    await expect.poll(() => printCalls(page)).toBe(1);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page, 'print view on a phone');
    await shot(page, testInfo, 'print-book-phone');
  });
});
