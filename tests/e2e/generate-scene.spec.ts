import type { Page } from '@playwright/test';
import { BookListSchema } from '../../src/shared/book';
import { QuotaSchema } from '../../src/shared/quota';
import { SceneListSchema } from '../../src/shared/scene';
import { expect, signUp, test, toasts } from './fixtures';
import { createCharacterThroughApi, expectNoSidewaysScroll, generateSceneThroughApi } from './library-setup';

async function scenesOf(page: Page) {
  return SceneListSchema.parse(await (await page.request.get('/api/scenes')).json());
}

function generateButton(page: Page) {
  return page.getByRole('button', { name: 'Generate Scene' });
}

/** Holds a call until `release` is called, so the screen's in-between state can be looked at. */
async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('without characters the screen offers to create one', async ({ page }) => {
  await signUp(page);
  await page.goto('/scenes/new');
  await expect(page.getByText('Select Characters (0 selected)')).toBeVisible();
  await expect(page.getByText('No characters yet. Create a character first!')).toBeVisible();
  await page.getByRole('link', { name: 'Create Character' }).click();
  await expect(page).toHaveURL(/\/characters\/new$/);
});

test('generates, refines, saves and adds a scene to a new book', async ({ page }) => {
  await signUp(page);
  const character = await createCharacterThroughApi(page, 'Pip', 'A cheerful penguin with a striped scarf');
  await page.goto('/scenes/new');

  await expect(generateButton(page)).toBeDisabled();
  await expect(page.getByText('Select at least one character to continue')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Age Group' })).toHaveText(/6-8 years · Moderate detail/);

  await page.getByRole('button', { name: /Pip/ }).click();
  await expect(page.getByText('Select Characters (1 selected)')).toBeVisible();
  await expect(page.getByText('Select at least one character to continue')).toHaveCount(0);
  await expect(generateButton(page)).toBeDisabled();
  await page.getByLabel('Scene Description').fill('   ');
  await expect(generateButton(page)).toBeDisabled();
  await page.getByLabel('Scene Description').fill('Pip flying a kite on a windy hill');
  await page.getByRole('combobox', { name: 'Age Group' }).click();
  await page.getByRole('option', { name: /9-12 years · More detail/ }).click();

  const release = await holdRequests(page, '**/api/scenes/generate');
  const generateCall = page.waitForRequest('**/api/scenes/generate');
  await generateButton(page).click();
  expect((await generateCall).postDataJSON()).toMatchObject({ characterIds: [character.id], ageGroup: '9-12' });
  await expect(page.getByTestId('generation-progress')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generating...' })).toBeDisabled();
  release();
  const preview = page.getByTestId('scene-preview');
  await expect(preview).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(page.getByTestId('generation-progress')).toHaveCount(0);

  // An untitled preview downloads as scene.png and cannot be saved or added to a book yet.
  const [untitledDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PNG' }).click()]);
  expect(untitledDownload.suggestedFilename()).toBe('scene.png');
  await page.getByRole('button', { name: 'Save Scene' }).click();
  await expect(toasts(page).getByText('Please enter a title for your scene', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Scene Title')).toBeFocused();
  await expect(page.getByLabel('Scene Title')).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Add to Book' }).click();
  await expect(toasts(page).getByText('Please enter a title for your scene before adding to a book')).toBeVisible();
  await expect(page.getByLabel('Scene Title')).toHaveAccessibleDescription('Please enter a title for your scene before adding to a book');

  // Refine: instructions are required; the new picture replaces the preview.
  const firstImage = await preview.getAttribute('src');
  await page.getByRole('button', { name: 'Refine Scene' }).click();
  await page.getByRole('button', { name: 'Refine', exact: true }).click();
  await expect(toasts(page).getByText("Please enter what you'd like to change")).toBeVisible();
  await expect(page.getByLabel('Instructions')).toBeFocused();
  await page.getByLabel('Instructions').fill('Add a big sun in the sky');
  await page.getByRole('button', { name: 'Refine', exact: true }).click();
  await expect(page.getByText('Scene Refined!')).toBeVisible();
  await expect(page.getByText('Remember to save it!', { exact: false })).toBeVisible();
  await expect(preview).not.toHaveAttribute('src', firstImage ?? '');

  // Add to Book saves first, then the new book receives the saved scene.
  await page.getByLabel('Scene Title').fill('  Kite Day  ');
  const [titledDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PNG' }).click()]);
  expect(titledDownload.suggestedFilename()).toBe('Kite Day.png');
  await page.getByRole('button', { name: 'Add to Book' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to Book' });
  await expect(dialog.getByText('No books yet. Create your first one below.')).toBeVisible();
  expect((await scenesOf(page)).map((scene) => scene.title)).toEqual(['Kite Day']);
  await dialog.getByRole('button', { name: 'Create Book' }).click();
  await expect(toasts(page).getByText('Please enter a title for the new book')).toBeVisible();
  await expect(dialog.getByPlaceholder('Book title')).toBeFocused();
  await dialog.getByPlaceholder('Book title').fill('Windy Days');
  await dialog.getByPlaceholder('Book title').press('Enter');
  await expect(page.getByText('Added to Book!')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const books = BookListSchema.parse(await (await page.request.get('/api/books')).json());
  expect(books.map(({ title, sceneCount, ageGroup }) => ({ title, sceneCount, ageGroup }))).toEqual([
    { title: 'Windy Days', sceneCount: 1, ageGroup: '9-12' },
  ]);

  // The saved scene is not saved again: a second add is refused with the server's words. The free beta's one book is
  // used, so instead of a form the server would refuse the dialog says what can be done now.
  await page.getByRole('button', { name: 'Add to Book' }).click();
  await dialog.getByRole('button', { name: /Windy Days/ }).click();
  await expect(page.getByText('Add Failed')).toBeVisible();
  await expect(page.getByText('This scene is already in the book')).toBeVisible();
  await expect(dialog.getByTestId('book-limit-note')).toHaveText(
    "You've reached your limit of 1 book. You can still add this scene to your book above, remove pages you no longer need from it, and export it as a ZIP from its page. To start a new book, export it, then delete it from its page.",
  );
  await expect(dialog.getByRole('button', { name: 'Create Book' })).toHaveCount(0);
  await expect(dialog.getByPlaceholder('Book title')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(await scenesOf(page)).toHaveLength(1);

  // Refining discards the saved id: Save Scene now stores a second scene, then goes home.
  await page.getByRole('button', { name: 'Refine Scene' }).click();
  await page.getByLabel('Instructions').fill('Add flowers');
  await page.getByRole('button', { name: 'Refine', exact: true }).click();
  await expect(page.getByText('Scene Refined!')).toBeVisible();
  await page.getByRole('button', { name: 'Save Scene' }).click();
  await expect(page.getByText('Scene Saved!')).toBeVisible();
  await expect(page).toHaveURL(/\/\?tab=scenes$/);
  expect((await scenesOf(page)).map((scene) => scene.title)).toEqual(['Kite Day', 'Kite Day']);
});

test('a free user reaches the scene limit through the server and is stopped', async ({ page }) => {
  const { user } = await signUp(page);
  expect(user.tier).toBe('free');
  const character = await createCharacterThroughApi(page, 'Owl', 'A wise owl with round glasses');
  for (let count = 0; count < 5; count += 1) await generateSceneThroughApi(page, [character.id], 'An owl reading a book');

  await page.goto('/scenes/new');
  await expect(page.getByTestId('scene-quota-banner')).toHaveCount(0);
  await page.getByRole('button', { name: /Owl/ }).click();
  await page.getByLabel('Scene Description').fill('An owl in a library');
  await generateButton(page).click();
  await expect(page.getByTestId('scene-preview')).toBeVisible();

  // The sixth scene used the free plan's last one: banner, disabled button and hint.
  await expect(page.getByTestId('scene-quota-banner')).toBeVisible();
  await expect(generateButton(page)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Regenerate' })).toBeDisabled();
  await expect(page.getByTestId('generate-hint')).toHaveText('Scene limit reached. Upgrade to generate more.');
  const quota = QuotaSchema.parse(await (await page.request.get('/api/quota')).json());
  expect(quota.scenes).toEqual({ used: 6, limit: 6 });

  // Refining needs a new image too: the server refuses it and the screen says why.
  await page.getByRole('button', { name: 'Refine Scene' }).click();
  await page.getByLabel('Instructions').fill('Add a moon');
  await page.getByRole('button', { name: 'Refine', exact: true }).click();
  await expect(page.getByText('Refinement Failed')).toBeVisible();
  await expect(page.getByText("You've reached your scene limit (6 scenes). Upgrade to generate more.")).toBeVisible();
});

test('when another tab used the last scene, the server refuses and the screen catches up', async ({ page }) => {
  await signUp(page);
  const character = await createCharacterThroughApi(page, 'Cat', 'A sleepy cat with a long tail');
  for (let count = 0; count < 5; count += 1) await generateSceneThroughApi(page, [character.id], 'A cat on a sofa');
  await page.goto('/scenes/new');
  await page.getByRole('button', { name: /Cat/ }).click();
  await page.getByLabel('Scene Description').fill('A cat chasing yarn');
  await expect(generateButton(page)).toBeEnabled();

  await generateSceneThroughApi(page, [character.id], 'A cat in a box');
  await generateButton(page).click();
  await expect(page.getByText('Quota Exceeded')).toBeVisible();
  await expect(page.getByText("You've reached your scene limit (6 scenes). Upgrade to generate more.")).toBeVisible();
  await expect(page.getByTestId('scene-quota-banner')).toBeVisible();
  await expect(generateButton(page)).toBeDisabled();
  await expect(page.getByTestId('scene-preview')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the scene screen fits and works', async ({ page }) => {
    await signUp(page);
    const character = await createCharacterThroughApi(page, 'Robo', 'A friendly round robot with antenna');
    await page.goto(`/scenes/new?description=${encodeURIComponent('Robo watering plants')}&characters=${character.id}&title=Garden`);
    await expect(page.getByText('Select Characters (1 selected)')).toBeVisible();
    await expect(page.getByLabel('Scene Title')).toHaveValue('Garden');
    await expectNoSidewaysScroll(page);
    await generateButton(page).tap();
    await expect(page.getByTestId('scene-preview')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Save Scene' }).tap();
    await expect(page).toHaveURL(/\/\?tab=scenes$/);
    expect((await scenesOf(page)).map((scene) => scene.title)).toEqual(['Garden']);
  });
});

for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
  test(`Add to Book cancelled after its save keeps one scene; a saved scene goes into a book from its dashboard card (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signUp(page);
    await page.getByRole('button', { name: 'Start Creating!' }).click();
    await createCharacterThroughApi(page, 'Pip', 'A cheerful penguin with a striped scarf');
    await page.goto('/scenes/new');
    await page.getByRole('button', { name: /Pip/ }).click();
    await page.getByLabel('Scene Title').fill('Pip on the Ice');
    await page.getByLabel('Scene Description').fill('Pip sliding on the ice');
    await generateButton(page).click();
    await expect(page.getByTestId('scene-preview')).toBeVisible();

    // Add to Book saves first; cancelling the dialog and pressing again must not save a second copy.
    await page.getByRole('button', { name: 'Add to Book' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to Book' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: 'Add to Book' }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await scenesOf(page)).toHaveLength(1);

    // Save Scene of the already saved scene: no new copy, and the dashboard opens on the Scenes tab.
    await page.getByRole('button', { name: 'Save Scene' }).click();
    await expect(page).toHaveURL(/\/\?tab=scenes$/);
    await expect(page.getByRole('tab', { name: 'Scenes (1)' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Scenes (1)' })).toBeInViewport();
    await expect(page.getByTestId('scene-card-title')).toHaveText(['Pip on the Ice']);
    expect(await scenesOf(page)).toHaveLength(1);

    // Later, from the card: into a new book.
    await page.getByTestId('scene-card').getByRole('button', { name: 'Add to Book' }).click();
    await dialog.getByPlaceholder('Book title').fill('Winter Fun');
    await dialog.getByPlaceholder('Book title').press('Enter');
    await expect(page.getByText('Added to Book!')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`dashboard-scenes-${viewport.width}.png`), fullPage: true });
    const [book] = BookListSchema.parse(await (await page.request.get('/api/books')).json());
    expect(book).toMatchObject({ title: 'Winter Fun', sceneCount: 1 });
    await expectNoSidewaysScroll(page);
  });
}

test('the screen says which named thing it could not draw', async ({ page }) => {
  await signUp(page);
  await createCharacterThroughApi(page, 'Pip', 'A cheerful penguin with a striped scarf');
  await page.goto('/scenes/new');
  await page.getByRole('button', { name: /Pip/ }).click();
  await page.getByLabel('Scene Description').fill('Pip bouncing on a trampoline in the garden');
  await generateButton(page).click();
  await expect(page.getByTestId('scene-preview')).toBeVisible();
  await expect(page.getByTestId('scene-not-drawn')).toHaveText("Couldn't draw: trampoline — try another word");

  await page.getByLabel('Scene Description').fill('Pip swimming with fish under the sea');
  await generateButton(page).click();
  await expect(page.getByTestId('scene-preview')).toBeVisible();
  await expect(page.getByTestId('scene-not-drawn')).toHaveCount(0);
});
