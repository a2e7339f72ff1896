import type { Page } from '@playwright/test';
import { BookListSchema } from '../../src/shared/book';
import { CharacterListSchema } from '../../src/shared/character';
import { PAGE_HEIGHT_PX, PAGE_WIDTH_PX } from '../../src/shared/constants';
import { SceneListSchema } from '../../src/shared/scene';
import { expect, submitSignUpForm, test, uniqueEmail, E2E_PASSWORD } from './fixtures';
import { expectNoSidewaysScroll, pngSize, readDownloadedZip } from './library-setup';

async function charactersOf(page: Page) {
  return CharacterListSchema.parse(await (await page.request.get('/api/characters')).json());
}

async function scenesOf(page: Page) {
  return SceneListSchema.parse(await (await page.request.get('/api/scenes')).json());
}

async function booksOf(page: Page) {
  return BookListSchema.parse(await (await page.request.get('/api/books')).json());
}

// The walk of spec section 1 a new user takes, through the screens only, on the real server and engine.
test('a new user goes from the landing demo to an exported book', async ({ page }) => {
  test.setTimeout(120_000);

  // A visitor tries the landing-page generator; the demo waits in the browser.
  await page.goto('/');
  await page.getByLabel('Describe your character').fill('A friendly little dragon with tiny wings and a round belly');
  await page.getByRole('button', { name: 'Generate Preview' }).click();
  await expect(page.getByText('Your Character is Ready!')).toBeVisible();

  // Signing up through the beta terms and the form; the welcome dialog, then the demo becomes a character
  // and the scene screen opens with it chosen.
  await page.getByRole('button', { name: 'Continue with Free Beta' }).click();
  await page.getByRole('button', { name: 'Accept & Continue to Sign Up' }).click();
  await submitSignUpForm(page, { email: uniqueEmail('main'), password: E2E_PASSWORD, firstName: 'Ada', lastName: 'Lovelace' });
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Start Creating!' }).click();
  await expect(page.getByText('Welcome! Your character is ready')).toBeVisible();
  await expect(page).toHaveURL(/\/scenes\/new\?characters=/);
  await expect(page.getByText('Select Characters (1 selected)')).toBeVisible();
  await expect(page.getByTestId('character-option')).toHaveCount(1);
  await expect(page.getByTestId('character-option')).toContainText('Friendly Little Dragon');

  // A second character with four poses.
  // The header's Characters link opens the list; its New Character button the form.
  await page.getByRole('navigation').getByRole('link', { name: 'Characters' }).click();
  await expect(page.getByRole('tab', { name: /Characters/ })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tabpanel').getByRole('link', { name: 'New Character' }).click();
  await page.getByLabel('Character Name').fill('Sparky');
  await page.getByLabel('Character Description').fill('A playful robot dog with a wagging antenna tail');
  await page.getByTestId('button-poses-4').click();
  await page.getByRole('button', { name: 'Generate Character Sheet' }).click();
  await expect(page.getByTestId('img-character-sheet')).toBeVisible();
  await page.getByRole('button', { name: 'Save Character' }).click();
  await expect(page.getByText('Character Saved!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  const characters = await charactersOf(page);
  expect(characters.map(({ name, numberOfPoses }) => ({ name, numberOfPoses }))).toContainEqual({ name: 'Sparky', numberOfPoses: 4 });

  // The scene screen on a phone: a 3-5 scene with Sparky, refined, saved into a new book.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/scenes/new');
  await page.getByRole('button', { name: /Sparky/ }).click();
  await expect(page.getByText('Select Characters (1 selected)')).toBeVisible();
  await page.getByLabel('Scene Title').fill('Sparky at the Beach');
  await page.getByLabel('Scene Description').fill('Sparky building a sandcastle at the beach');
  await page.getByRole('combobox', { name: 'Age Group' }).click();
  await page.getByRole('option', { name: /3-5 years · Simple backgrounds/ }).click();
  const generateCall = page.waitForRequest('**/api/scenes/generate');
  await page.getByRole('button', { name: 'Generate Scene' }).click();
  expect((await generateCall).postDataJSON()).toMatchObject({ ageGroup: '3-5', sceneDescription: 'Sparky building a sandcastle at the beach' });
  const preview = page.getByTestId('scene-preview');
  await expect(preview).toBeVisible();
  await expect(preview).toBeInViewport();
  await expectNoSidewaysScroll(page);

  const generated = await preview.getAttribute('src');
  await page.getByRole('button', { name: 'Refine Scene' }).click();
  await page.getByLabel('Instructions').fill('Add a rainbow');
  await page.getByRole('button', { name: 'Refine', exact: true }).click();
  await expect(page.getByText('Scene Refined!')).toBeVisible();
  await expect(preview).not.toHaveAttribute('src', generated ?? '');

  await page.getByRole('button', { name: 'Add to Book' }).click();
  await expect(page.getByText('Scene Saved!')).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Add to Book' });
  await dialog.getByPlaceholder('Book title').fill('Beach Days');
  await dialog.getByPlaceholder('Book title').press('Enter');
  await expect(page.getByText('Added to Book!')).toBeVisible();
  await page.getByRole('button', { name: 'Save Scene' }).click();
  await expect(page).toHaveURL(/\/\?tab=scenes$/);
  await expect(page.getByTestId('scene-card-title')).toHaveText(['Sparky at the Beach']);
  const [scene] = await scenesOf(page);
  expect(scene).toMatchObject({ title: 'Sparky at the Beach', ageGroup: '3-5', characterNames: ['Sparky'] });
  expect(await scenesOf(page)).toHaveLength(1);

  // The book: opened from the dashboard, renamed, exported as a ZIP of print PNGs.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('tab', { name: /Books/ }).click();
  await page.getByTestId('book-card').getByRole('link', { name: 'Beach Days' }).click();
  await expect(page).toHaveURL(/\/books\/[^/]+$/);
  await expect(page.getByTestId('book-scene-count')).toHaveText('1 scene');
  await page.getByTestId('book-title').click();
  await page.getByTestId('book-title-input').fill('Sparky’s Summer');
  await page.getByTestId('book-title-input').press('Enter');
  await expect(page.getByText('Title Updated')).toBeVisible();
  expect((await booksOf(page)).map((book) => book.title)).toEqual(['Sparky’s Summer']);

  const [zipDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Book ZIP' }).click()]);
  expect(zipDownload.suggestedFilename()).toMatch(/\.zip$/);
  const entries = await readDownloadedZip(zipDownload);
  expect(entries).toHaveLength(1);
  expect(entries[0]?.name).toMatch(/\.png$/);
  expect(pngSize(entries[0]!.bytes)).toEqual({ width: PAGE_WIDTH_PX, height: PAGE_HEIGHT_PX });

  // Deleting the scene from the dashboard empties the book and the scene list.
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await page.getByRole('tab', { name: /Scenes/ }).click();
  // Regenerate starts the scene screen from the saved scene.
  await page.getByTestId('scene-card').getByRole('link', { name: 'Regenerate' }).click();
  await expect(page).toHaveURL(/\/scenes\/new\?/);
  await expect(page.getByLabel('Scene Title')).toHaveValue('Sparky at the Beach');
  await expect(page.getByLabel('Scene Description')).toHaveValue('Sparky building a sandcastle at the beach');
  await expect(page.getByText('Select Characters (1 selected)')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Age Group' })).toHaveText(/3-5 years/);
  await page.goBack();
  await page.getByRole('tab', { name: /Scenes/ }).click();
  await page.getByRole('button', { name: 'Delete scene Sparky at the Beach' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete the item? This cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete Scene' }).click();
  await expect(page.getByText('Scene Deleted')).toBeVisible();
  await expect(page.getByText('No scenes yet')).toBeVisible();
  expect(await scenesOf(page)).toHaveLength(0);
  await page.getByRole('tab', { name: /Books/ }).click();
  await expect(page.getByTestId('book-card-scene-count')).toHaveText('0 scenes');
});
