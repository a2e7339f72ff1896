import { BookListSchema } from '../../src/shared/book';
import { SceneListSchema } from '../../src/shared/scene';
import { expect, signUp, test, toasts } from './fixtures';
import { createCharacterThroughApi, expectNoSidewaysScroll } from './library-setup';

// Each walks a whole flow with two or three page generations: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('makes a maze with a saved character, its solution page, saves it and adds it to a book', async ({ page }, testInfo) => {
  await signUp(page);
  const character = await createCharacterThroughApi(page, 'Pip', 'A cheerful penguin with a striped scarf');
  await page.goto('/scenes/new');

  const kinds = page.getByRole('radiogroup', { name: 'Page Type' });
  await expect(kinds.getByRole('radio', { name: 'Scene' })).toHaveAttribute('aria-checked', 'true');
  await kinds.getByRole('radio', { name: 'Maze' }).click();
  await expect(kinds.getByRole('radio', { name: 'Maze' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('page-kind-hint')).toContainText('one way through');
  // A maze needs no words of its own; with no character chosen it still can be drawn (a friendly animal starts).
  await expect(page.getByRole('button', { name: 'Generate Maze' })).toBeEnabled();

  await page.getByRole('button', { name: /Pip/ }).click();
  await page.getByLabel('Scene Description').fill('help Pip reach the cake');
  await page.getByRole('combobox', { name: 'Age Group' }).click();
  await page.getByRole('option', { name: /3-5 years/ }).click();
  const generateCall = page.waitForRequest('**/api/scenes/generate');
  await page.getByRole('button', { name: 'Generate Maze' }).click();
  expect((await generateCall).postDataJSON()).toMatchObject({ kind: 'maze', characterIds: [character.id], sceneDescription: 'help Pip reach the cake', ageGroup: '3-5' });
  const preview = page.getByTestId('scene-preview');
  await expect(preview).toHaveAttribute('src', /^data:image\/png;base64,/);
  await page.screenshot({ path: testInfo.outputPath('maze-desktop.png'), fullPage: true });

  // The solution is its own page, drawn from the same maze.
  const mazeImage = await preview.getAttribute('src');
  const refineCall = page.waitForRequest('**/api/scenes/refine-temp');
  await page.getByRole('button', { name: 'Solution Page' }).click();
  expect((await refineCall).postDataJSON()).toMatchObject({ prompt: 'show the solution' });
  await expect(page.getByText('Scene Refined!')).toBeVisible();
  await expect(preview).not.toHaveAttribute('src', mazeImage ?? '');
  const solutionImage = await preview.getAttribute('src');

  // Save the solution page, then add it to a new book.
  await page.getByLabel('Scene Title').fill('Pip’s Maze (solution)');
  await page.getByRole('button', { name: 'Add to Book' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to Book' });
  await dialog.getByPlaceholder('Book title').fill('Puzzle Book');
  await dialog.getByPlaceholder('Book title').press('Enter');
  await expect(page.getByText('Added to Book!')).toBeVisible();
  const scenes = SceneListSchema.parse(await (await page.request.get('/api/scenes')).json());
  expect(scenes.map(({ title, kind, characterNames }) => ({ title, kind, characterNames }))).toEqual([{ title: 'Pip’s Maze (solution)', kind: 'maze', characterNames: ['Pip'] }]);
  const saved = await page.request.get(scenes[0]!.imageUrl);
  expect((await saved.body()).toString('base64')).toBe(solutionImage!.split(',')[1]);
  const books = BookListSchema.parse(await (await page.request.get('/api/books')).json());
  expect(books.map(({ title, sceneCount }) => ({ title, sceneCount }))).toEqual([{ title: 'Puzzle Book', sceneCount: 1 }]);
});

test('a name page asks for its name, and words choose the kind', async ({ page }, testInfo) => {
  await signUp(page);
  await page.goto('/scenes/new');
  const kinds = page.getByRole('radiogroup', { name: 'Page Type' });

  // Words in a plain description choose the kind: no character is needed for a mandala.
  await page.getByLabel('Scene Description').fill('a mandala of flowers and butterflies');
  await expect(page.getByTestId('kind-from-words')).toHaveText('Your words ask for a mandala: it will be drawn as one.');
  await expect(page.getByRole('button', { name: 'Generate Mandala' })).toBeEnabled();

  await kinds.getByRole('radio', { name: 'Name page' }).click();
  await expect(page.getByTestId('kind-from-words')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Generate Name page' })).toBeDisabled();
  await expect(page.getByTestId('generate-hint')).toHaveText('Enter the name for the name page');
  await expect(page.getByLabel('Name or Word')).toHaveAttribute('maxlength', '12');
  await page.getByLabel('Name or Word').fill('Mia');
  await page.getByLabel('Scene Description').fill('');
  const generateCall = page.waitForRequest('**/api/scenes/generate');
  await page.getByRole('button', { name: 'Generate Name page' }).click();
  expect((await generateCall).postDataJSON()).toMatchObject({ kind: 'name', text: 'Mia', characterIds: [], sceneDescription: 'Name page for Mia' });
  await expect(page.getByTestId('scene-preview')).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(page.getByRole('button', { name: 'Solution Page' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('name-page-desktop.png'), fullPage: true });

  await page.getByLabel('Scene Title').fill('Mia');
  await page.getByRole('button', { name: 'Save Scene' }).click();
  await expect(toasts(page).getByText('Scene Saved!')).toBeVisible();
  await expect(page).toHaveURL(/\/\?tab=scenes$/);
  // The library says which kind of page each saved page is.
  await page.getByRole('dialog', { name: 'Welcome to the Colorbook Studio Beta!' }).getByRole('button', { name: 'Start Creating!' }).click();
  await expect(toasts(page).getByText('Scene Saved!')).toBeHidden({ timeout: 15_000 });
  const card = page.getByTestId('scene-card').filter({ hasText: 'Mia' });
  await expect(card.getByTestId('scene-kind')).toHaveText('Name page');
  await page.screenshot({ path: testInfo.outputPath('scenes-list-desktop.png'), fullPage: true });
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByTestId('scene-kind')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('scenes-list-phone.png'), fullPage: true });
  if (desktop) await page.setViewportSize(desktop);

  // Arrow keys move through the kinds like any radio group.
  await page.goto('/scenes/new');
  await kinds.getByRole('radio', { name: 'Scene' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(kinds.getByRole('radio', { name: 'Mandala' })).toHaveAttribute('aria-checked', 'true');
  await expect(kinds.getByRole('radio', { name: 'Mandala' })).toBeFocused();

  await page.setViewportSize({ width: 390, height: 844 });
  await kinds.getByRole('radio', { name: 'Dot-to-dot' }).click();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('kinds-phone.png'), fullPage: true });
});
