import type { Page } from '@playwright/test';
import { CharacterListSchema } from '../../src/shared/character';
import { UserSchema } from '../../src/shared/user';
import { expect, signUp, test } from './fixtures';
import {
  createBookThroughApi,
  createCharacterThroughApi,
  createSceneThroughApi,
  expectNoSidewaysScroll,
  readDownloadedZip,
} from './library-setup';

async function currentUser(page: Page) {
  return UserSchema.parse(await (await page.request.get('/api/auth/user')).json());
}

async function activateBetaThroughApi(page: Page): Promise<void> {
  const response = await page.request.patch('/api/user/tier', { data: { tier: 'beta' } });
  expect(response.status()).toBe(200);
}

const DELETE_ITEM_CONFIRM = 'Are you sure you want to delete the item? This cannot be undone.';

test('a free user must activate the beta in a welcome dialog that cannot be closed', async ({ page }) => {
  await signUp(page);
  await page.goto('/dashboard');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('30 coloring pages per month');
  await expect(dialog).toContainText('4 characters');
  await expect(dialog).toContainText('1 complete book');
  // The plan box behind the dialog says the same numbers for the beta it offers.
  await expect(page.getByTestId('text-plan-beta-offer')).toHaveText('Free beta: 30 scenes & 4 characters');
  await expect(dialog).toContainText('support@colorbook.studio');
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('text-plan-name')).toHaveText('Free');
  await expect(page.getByTestId('text-plan-summary')).toHaveText('6 scenes & 2 characters');

  let releaseActivation = () => {};
  const released = new Promise<void>((resolve) => (releaseActivation = resolve));
  await page.route('/api/user/tier', async (route) => {
    await released;
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Start Creating!' }).click();
  await expect(dialog.getByRole('button', { name: 'Activating...' })).toBeDisabled();
  releaseActivation();

  await expect(page.getByText('Welcome to Beta!')).toBeVisible();
  await expect(page.getByText('Your beta account has been activated. Start creating!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('text-plan-name')).toHaveText('Beta');
  await expect(page.getByTestId('text-plan-summary')).toHaveText('30 scenes & 4 characters');
  await expect(page.getByTestId('meter-scenes-value')).toHaveText('0 / 30');
  await expect(page.getByTestId('meter-characters-value')).toHaveText('0 / 4');
  await expect.poll(async () => (await currentUser(page)).hasSeenWelcome).toBe(true);

  await page.reload();
  await expect(page.getByTestId('text-dashboard-headline')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('meters, tabs with counts and their empty states', async ({ page }) => {
  await signUp(page, { firstName: 'Grace', lastName: 'Hopper' });
  await activateBetaThroughApi(page);
  await page.goto('/');
  await expect(page.getByTestId('text-dashboard-headline')).toHaveText('Welcome, Grace!');
  await expect(page.getByText('Scenes This Month')).toBeVisible();
  await expect(page.getByText('Characters Created')).toBeVisible();
  await expect(page.getByTestId('meter-scenes-value')).toHaveText('0 / 30');

  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['Books (0)', 'Characters (0)', 'Scenes (0)']);
  await expect(page.getByRole('tab', { name: 'Characters (0)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No characters yet')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Create Your First Character' })).toHaveAttribute(
    'href',
    '/characters/new',
  );

  await page.getByRole('tab', { name: 'Books (0)' }).click();
  await expect(page.getByText('No books yet')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Create Your First Scene' })).toHaveAttribute('href', '/scenes/new');

  await page.getByRole('tab', { name: 'Scenes (0)' }).click();
  await expect(page.getByText('No scenes yet')).toBeVisible();
  await page.getByRole('tabpanel').getByRole('link', { name: 'Create Your First Scene' }).click();
  await expect(page).toHaveURL(/\/scenes\/new$/);

  await page.goto('/dashboard');
  await page.getByTestId('button-create-character').click();
  await expect(page).toHaveURL(/\/characters\/new$/);
});

test('dismissing the welcome checklist is saved', async ({ page }) => {
  await signUp(page);
  await activateBetaThroughApi(page);
  await page.goto('/dashboard');
  const checklist = page.getByTestId('welcome-checklist');
  await expect(checklist).toContainText('Create your first character');
  await checklist.getByRole('button', { name: 'Dismiss checklist' }).click();
  await expect(checklist).toBeHidden();
  await expect.poll(async () => (await currentUser(page)).checklistDismissed).toBe(true);
  await page.reload();
  await expect(page.getByTestId('text-dashboard-headline')).toBeVisible();
  await expect(page.getByTestId('welcome-checklist')).toHaveCount(0);
});

test('a character card opens the character and deletes only after the confirm', async ({ page }) => {
  await signUp(page);
  await activateBetaThroughApi(page);
  const character = await createCharacterThroughApi(page, 'Pip', 'A cheerful penguin with a striped scarf');
  await page.goto('/dashboard');

  const card = page.getByTestId(`card-character-${character.id}`);
  await expect(card.getByTestId('text-character-name')).toHaveText('Pip');
  await expect(card.getByTestId('text-character-description')).toHaveText('A cheerful penguin with a striped scarf');
  await expect(card.getByTestId('text-pose-count')).toHaveText('3 Poses');
  // The picture is decorative (the card's link names the character), so it is found as an element, not a role.
  await expect(card.locator('img')).toHaveJSProperty('complete', true);
  expect(await card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('tab', { name: 'Characters (1)' })).toBeVisible();
  await expect(page.getByTestId('meter-characters-value')).toHaveText('1 / 4');
  await expect(page.getByTestId('welcome-checklist').getByLabel('Done')).toHaveCount(1);

  await card.getByRole('button', { name: 'Delete Pip' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Pip?' });
  await expect(confirm).toContainText(DELETE_ITEM_CONFIRM);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toBeVisible();

  await card.getByRole('link', { name: /^Pip\b/ }).click();
  await expect(page).toHaveURL(new RegExp(`/characters/${character.id}$`));
  await page.getByTestId('button-back-dashboard').click();

  await page.getByTestId(`card-character-${character.id}`).getByRole('button', { name: 'Delete Pip' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Character' }).click();
  await expect(page.getByText('Character has been deleted successfully')).toBeVisible();
  await expect(page.getByText('No characters yet')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Characters (0)' })).toBeVisible();
  await expect(page.getByTestId('meter-characters-value')).toHaveText('0 / 4');
  expect(CharacterListSchema.parse(await (await page.request.get('/api/characters')).json())).toEqual([]);
});

test('book export and scene download really download; a scene deletes after the confirm', async ({ page }) => {
  await signUp(page);
  await activateBetaThroughApi(page);
  const character = await createCharacterThroughApi(page, 'Pip', 'A cheerful penguin with a striped scarf');
  const sceneId = await createSceneThroughApi(page, [character.id], 'Pip at the beach');
  await createBookThroughApi(page, 'Summer Fun', [sceneId]);
  await page.goto('/dashboard');
  await expect(page.getByRole('tab')).toHaveText(['Books (1)', 'Characters (1)', 'Scenes (1)']);
  await expect(page.getByTestId('meter-scenes-value')).toHaveText('1 / 30');

  await page.getByRole('tab', { name: 'Books (1)' }).click();
  const bookCard = page.getByTestId('book-card');
  await expect(bookCard).toContainText('Summer Fun');
  await expect(bookCard).toContainText('1 scene');
  await expect(bookCard).toContainText('1 character');
  const [zip] = await Promise.all([page.waitForEvent('download'), bookCard.getByRole('button', { name: 'Export ZIP' }).click()]);
  expect(zip.suggestedFilename()).toMatch(/\.zip$/);
  expect((await readDownloadedZip(zip)).filter((entry) => entry.name.endsWith('.png'))).toHaveLength(1);

  await page.getByRole('tab', { name: 'Scenes (1)' }).click();
  const sceneCard = page.getByTestId('scene-card');
  await expect(sceneCard).toContainText('Pip at the beach');
  await expect(sceneCard).toContainText('Pip');
  const [png] = await Promise.all([page.waitForEvent('download'), sceneCard.getByRole('button', { name: 'Download' }).click()]);
  expect(png.suggestedFilename()).toMatch(/\.png$/);

  await sceneCard.getByRole('button', { name: /Delete scene/ }).click();
  await expect(page.getByRole('alertdialog')).toContainText(DELETE_ITEM_CONFIRM);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Scene' }).click();
  await expect(page.getByText('No scenes yet')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Books (1)', 'Characters (1)', 'Scenes (0)']);
});

for (const width of [360, 390]) {
  test(`the dashboard fits a ${width} px phone`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signUp(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Start Creating!' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await createCharacterThroughApi(page, 'Pip', 'A cheerful penguin with a striped scarf');
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Characters (1)' })).toBeVisible();
    const scenesTab = page.getByRole('tab', { name: 'Scenes (0)' });
    await scenesTab.scrollIntoViewIfNeeded();
    await expect(scenesTab).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('text-character-name')).toHaveText('Pip');
    await expectNoSidewaysScroll(page);
  });
}
