import type { Page } from '@playwright/test';
import { CharacterListSchema } from '../../src/shared/character';
import { DEMO_CHARACTER_STORAGE_KEY } from '../../src/web/lib/demo-character-key';
import type { DemoCharacter } from '../../src/web/lib/demo-character-storage';
import { expect, signUp, test } from './fixtures';

const DESCRIPTION = 'A brave little fox explorer with a tiny backpack, a compass and a floppy sun hat';

async function charactersOf(page: Page) {
  return CharacterListSchema.parse(await (await page.request.get('/api/characters')).json());
}

function putDemo(page: Page, demo: DemoCharacter): Promise<void> {
  return page.evaluate(
    ({ key, value }) => window.localStorage.setItem(key, value),
    { key: DEMO_CHARACTER_STORAGE_KEY, value: JSON.stringify(demo) },
  );
}

function storedDemo(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), DEMO_CHARACTER_STORAGE_KEY);
}

test('a landing-page demo becomes a named character once the beta starts, once, and leads to the scene screen with it chosen', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Describe your character').fill(DESCRIPTION);
  await page.getByRole('button', { name: 'Generate Preview' }).click();
  await expect(page.getByText('Your Character is Ready!')).toBeVisible();
  expect(await storedDemo(page)).not.toBeNull();

  await signUp(page);
  // The welcome dialog comes first and stays until the beta starts; nothing is converted on the Free plan.
  await expect(page).toHaveURL(/\/$/);
  const welcome = page.getByRole('dialog', { name: 'Welcome to the Colorbook Studio Beta!' });
  await expect(welcome).toBeVisible();
  expect(await charactersOf(page)).toEqual([]);
  const analytics = page.waitForRequest(
    (request) => request.url().endsWith('/api/events') && request.postDataJSON()?.name === 'demo_converted',
  );
  await welcome.getByRole('button', { name: 'Start Creating!' }).click();
  await expect(page.getByText('Welcome! Your character is ready')).toBeVisible();
  await expect(page.getByText('Now create a scene featuring your new character')).toBeVisible();
  await analytics;
  const characters = await charactersOf(page);
  expect(characters).toHaveLength(1);
  expect(characters[0]).toMatchObject({ name: 'Little Fox Explorer', description: DESCRIPTION, numberOfPoses: 3 });
  await expect(page).toHaveURL(`/scenes/new?characters=${characters[0]!.id}`);
  await expect(page.getByText('Select Characters (1 selected)')).toBeVisible();
  await expect(page.getByTestId('character-option')).toHaveAttribute('title', 'Little Fox Explorer');
  expect((await page.request.get('/api/quota')).ok()).toBe(true);
  expect(await (await page.request.get('/api/auth/user')).json()).toMatchObject({ tier: 'beta' });
  expect(await storedDemo(page)).toBeNull();

  // Another demo in the same browser session is not converted again.
  const demo: DemoCharacter = { description: 'A second demo', numberOfPoses: 3, dataUri: 'data:image/png;base64,AAAA', timestamp: Date.now() };
  await putDemo(page, demo);
  expect((await page.request.patch('/api/user/tier', { data: { tier: 'beta' } })).status()).toBe(200);
  await page.goto('/dashboard');
  await expect(page.getByRole('tab', { name: 'Characters (1)' })).toBeVisible();
  expect(await charactersOf(page)).toHaveLength(1);
  expect(await storedDemo(page)).not.toBeNull();
});

test('a demo older than an hour is discarded', async ({ page }) => {
  await page.goto('/');
  const demo: DemoCharacter = {
    description: DESCRIPTION,
    numberOfPoses: 3,
    dataUri: 'data:image/png;base64,AAAA',
    timestamp: Date.now() - 61 * 60 * 1000,
  };
  await putDemo(page, demo);
  await signUp(page);
  await page.getByRole('button', { name: 'Start Creating!' }).click();
  await expect(page.getByText('No characters yet')).toBeVisible();
  await expect.poll(() => storedDemo(page)).toBeNull();
  expect(await charactersOf(page)).toEqual([]);
  await expect(page).toHaveURL(/\/$/);
});

test('a demo the server refuses is discarded', async ({ page }) => {
  await page.goto('/');
  const demo: DemoCharacter = { description: DESCRIPTION, numberOfPoses: 3, dataUri: 'data:image/png;base64,AAAA', timestamp: Date.now() };
  await putDemo(page, demo);
  await signUp(page);
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/characters') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Start Creating!' }).click();
  expect((await refused).status()).toBe(400);
  await expect.poll(() => storedDemo(page)).toBeNull();
  expect(await charactersOf(page)).toEqual([]);
  await expect(page.getByText('Welcome! Your character is ready')).toHaveCount(0);
});
