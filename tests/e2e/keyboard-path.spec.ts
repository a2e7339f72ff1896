import type { Locator, Page } from '@playwright/test';
import { expect, test, uniqueEmail, E2E_PASSWORD } from './fixtures';

// The main path of spec section 1 with the keyboard alone: no clicks, only Tab, Shift+Tab, Enter, Space,
// arrows, Escape and typing, with a check of where focus lands after every step that moves it.

/** Presses Tab until `target` has focus; fails when it is not reached within `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `not reached with ${limit} presses of Tab`).toBeFocused();
}

async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

test('the main path with the keyboard alone, focus landing where the next step is', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');

  // The first Tab reaches the skip link; it moves focus to the page's heading.
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('link-skip')).toBeFocused();
  await expect(page.getByTestId('link-skip')).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // Preview: Ctrl+Enter sends; focus lands on the result's next step.
  await typeInto(page, page.getByLabel('Describe your character'), 'A friendly little dragon with tiny wings');
  await page.keyboard.press('Control+Enter');
  const continueButton = page.getByRole('button', { name: 'Continue with Free Beta' });
  await expect(continueButton).toBeFocused();

  // The beta terms dialog takes focus; Escape closes it and focus returns to Continue.
  await page.keyboard.press('Enter');
  const terms = page.getByRole('dialog');
  await expect(terms).toBeVisible();
  await expect(terms.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(terms).toBeHidden();
  await expect(continueButton).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, terms.getByRole('button', { name: 'Accept & Continue to Sign Up' }));
  await page.keyboard.press('Enter');

  // Sign up with the keyboard.
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await typeInto(page, page.getByLabel('First name'), 'Ada');
  await typeInto(page, page.getByLabel('Last name'), 'Lovelace');
  await typeInto(page, page.getByLabel('E-mail'), uniqueEmail('keyboard'));
  await typeInto(page, page.getByLabel('Password'), E2E_PASSWORD);
  await page.keyboard.press('Enter');

  // The welcome dialog holds focus; activating closes it and the demo becomes a character, then the
  // scene screen opens with focus on its heading.
  const welcome = page.getByRole('dialog');
  await expect(welcome).toBeVisible();
  await tabTo(page, welcome.getByRole('button', { name: 'Start Creating!' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/scenes\/new/);
  await expect(page.getByRole('heading', { name: 'Generate Scene', level: 1 })).toBeFocused();
  await expect(page.getByTestId('live-announcer')).toContainText('Generate Scene');

  // A character of our own: the header's Characters link, the list's New button, the form.
  const header = page.getByRole('banner');
  await tabTo(page, header.getByRole('link', { name: 'Characters' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: /Characters/ })).toBeFocused();
  await tabTo(page, page.getByRole('link', { name: 'New Character' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Create Character', level: 1 })).toBeFocused();
  await typeInto(page, page.getByLabel('Character Name'), 'Sparky');
  await typeInto(page, page.getByLabel('Character Description'), 'A playful robot dog with an antenna tail');
  await tabTo(page, page.getByRole('button', { name: 'Generate Character Sheet' }));
  await page.keyboard.press('Enter');
  const saveCharacter = page.getByRole('button', { name: 'Save Character' });
  await expect(saveCharacter).toBeFocused();
  await expect(page.getByTestId('live-announcer')).toHaveText('Character sheet ready');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // A scene with Sparky: generate, then Add to Book into a new book; focus returns to Add to Book.
  await tabTo(page, header.getByRole('link', { name: 'Scenes' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: /Scenes/ })).toBeFocused();
  await tabTo(page, page.getByRole('link', { name: 'New Scene' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Generate Scene', level: 1 })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: /Sparky/ }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: /Sparky/ })).toHaveAttribute('aria-pressed', 'true');
  await typeInto(page, page.getByLabel('Scene Title'), 'Sparky at the Beach');
  await typeInto(page, page.getByLabel('Scene Description'), 'Sparky building a sandcastle at the beach');
  await tabTo(page, page.getByRole('button', { name: 'Generate Scene' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Save Scene' })).toBeFocused();
  await expect(page.getByTestId('scene-preview')).toHaveAttribute('alt', 'Coloring page: Sparky building a sandcastle at the beach');
  const addToBook = page.getByRole('button', { name: 'Add to Book' });
  await tabTo(page, addToBook);
  await page.keyboard.press('Enter');
  const bookDialog = page.getByRole('dialog', { name: 'Add to Book' });
  await expect(bookDialog).toBeVisible();
  await typeInto(page, bookDialog.getByPlaceholder('Book title'), 'Beach Days');
  await page.keyboard.press('Enter');
  await expect(bookDialog).toBeHidden();
  await expect(addToBook).toBeFocused();

  // The book: from the dashboard's Books tab (arrow keys between tabs), then export.
  await tabTo(page, header.getByRole('link', { name: 'Dashboard' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await tabTo(page, page.getByRole('tab', { selected: true }));
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: /Books/ })).toBeFocused();
  await expect(page.getByRole('tab', { name: /Books/ })).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, page.getByRole('link', { name: 'Beach Days' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/books\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  const exportButton = page.getByRole('button', { name: 'Export Book ZIP' });
  await tabTo(page, exportButton);
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  await expect(exportButton).toBeFocused();

  // Toasts never hold Tab: from the last toast control, Tab leaves the toast.
  await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('listitem')).toHaveCount(1);
  const visited = new Set<string>();
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab');
    visited.add(await page.evaluate(() => (document.activeElement?.closest('[data-sonner-toaster]') ? 'toast' : 'page')));
  }
  expect(visited).toContain('page');
});
