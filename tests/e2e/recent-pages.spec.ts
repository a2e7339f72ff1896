import type { Page } from '@playwright/test';
import { RecentPageListSchema } from '../../src/shared/recent-page';
import { SceneListSchema } from '../../src/shared/scene';
import { expect, signUp, test, toasts } from './fixtures';
import { createCharacterThroughApi, expectNoSidewaysScroll } from './library-setup';

async function scenesOf(page: Page) {
  return SceneListSchema.parse(await (await page.request.get('/api/scenes')).json());
}

async function recentPagesOf(page: Page) {
  return RecentPageListSchema.parse(await (await page.request.get('/api/recent-pages')).json());
}

async function generate(page: Page, description: string, title = '') {
  await page.getByLabel('Scene Title').fill(title);
  await page.getByLabel('Scene Description').fill(description);
  await page.getByRole('button', { name: 'Generate Scene' }).click();
  await expect(page.getByTestId('scene-preview')).toBeVisible();
}

test('a generated page survives a reload in Recent pages, and is saved, opened, downloaded and discarded from there', async ({ page }, testInfo) => {
  await signUp(page);
  await createCharacterThroughApi(page, 'Pip', 'A cheerful penguin with a striped scarf');
  await page.goto('/scenes/new');
  await page.getByRole('button', { name: /Pip/ }).click();
  await expect(page.getByRole('heading', { name: 'Recent pages' })).toHaveCount(0);

  await generate(page, 'Pip flying a kite on a windy hill', 'Kite Day');
  await expect(page.getByTestId('recent-page')).toHaveCount(1);
  await expect(page.getByTestId('recent-page')).toContainText('In the preview');

  // The tab reloads before anything is saved: the page is still there.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Recent pages' })).toBeVisible();
  const kite = page.getByTestId('recent-page').filter({ hasText: 'Kite Day' });
  await expect(kite).toContainText('Pip flying a kite on a windy hill');
  await expect(kite.getByRole('img', { name: 'Unsaved scene: Kite Day' })).toHaveJSProperty('complete', true);
  expect(await kite.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: testInfo.outputPath('recent-pages-desktop.png'), fullPage: true });

  const download = page.waitForEvent('download');
  await kite.getByRole('button', { name: 'Download Kite Day' }).click();
  expect((await download).suggestedFilename()).toBe('Kite Day.png');

  await kite.getByRole('button', { name: 'Save Kite Day' }).click();
  await expect(toasts(page).getByText('Kite Day has been saved to your library')).toBeVisible();
  await expect(page.getByTestId('recent-page')).toHaveCount(0);
  const saved = await scenesOf(page);
  expect(saved.map((scene) => scene.title)).toEqual(['Kite Day']);
  expect(saved[0]).toMatchObject({ sceneDescription: 'Pip flying a kite on a windy hill', characterNames: ['Pip'] });

  // An untitled page opens in the preview to be given a title; another one is discarded.
  await page.getByRole('button', { name: /Pip/ }).click();
  await generate(page, 'Pip building a snowman');
  await generate(page, 'Pip swimming with fish');
  await page.reload();
  await expect(page.getByTestId('recent-page')).toHaveCount(2);
  const snowman = page.getByTestId('recent-page').filter({ hasText: 'Pip building a snowman' });
  await snowman.getByRole('button', { name: 'Save Untitled scene' }).click();
  await expect(toasts(page).getByText('Please enter a title for your scene')).toBeVisible();
  await expect(page.getByTestId('scene-preview')).toBeVisible();
  await expect(page.getByLabel('Scene Description')).toHaveValue('Pip building a snowman');
  await expect(snowman).toContainText('In the preview');
  await page.getByLabel('Scene Title').fill('Snow Day');
  await page.getByRole('button', { name: 'Save Scene' }).click();
  await expect(page).toHaveURL(/\/\?tab=scenes$/);
  await page.goto('/scenes/new');
  const fish = page.getByTestId('recent-page');
  await expect(fish).toHaveCount(1);
  await expect(fish).toContainText('Pip swimming with fish');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await fish.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('recent-pages-phone.png'), fullPage: true });
  await fish.getByRole('button', { name: 'Discard Untitled scene' }).click();
  await expect(page.getByRole('heading', { name: 'Recent pages' })).toHaveCount(0);
  expect(await recentPagesOf(page)).toEqual([]);
  expect((await scenesOf(page)).map((scene) => scene.title).sort()).toEqual(['Kite Day', 'Snow Day']);
});
