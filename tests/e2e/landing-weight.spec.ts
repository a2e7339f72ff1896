import { gzipSync } from 'node:zlib';
import type { Response } from '@playwright/test';
import { expect, test } from './fixtures';

// What a signed-out visitor's first visit downloads: the scripts Chromium really fetched for the landing
// page, each measured gzipped (what the budget counts) and as sent (brotli from the server).
const JAVASCRIPT_BUDGET_GZIP_BYTES = 120_000;

test('a first visit to the landing page loads at most 120 KB of gzipped JavaScript, compressed and cacheable', async ({ page }) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByLabel('Describe your character')).toBeVisible();

  expect(scripts.length).toBeGreaterThan(0);
  let gzipBytes = 0;
  for (const response of scripts) {
    expect(response.status(), response.url()).toBe(200);
    const headers = await response.allHeaders();
    expect(headers['content-encoding'], response.url()).toBe('br');
    expect(headers['cache-control'], response.url()).toBe('public, max-age=31536000, immutable');
    gzipBytes += gzipSync(await response.body(), { level: 9 }).length;
  }
  const names = scripts.map((response) => new URL(response.url()).pathname).join(', ');
  expect(gzipBytes, `scripts loaded: ${names}`).toBeLessThanOrEqual(JAVASCRIPT_BUDGET_GZIP_BYTES);
  // The signed-in screens, the schema library and the dialog and toast libraries wait until they are needed.
  expect(names).not.toMatch(/dashboard-page|zod|sonner|dialog/i);
});

test('the dialog and toast code arrive when the visitor needs them', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  const box = page.getByLabel('Describe your character');
  await box.fill('   ');
  await box.press('Control+Enter');
  await page.getByRole('button', { name: 'Join Beta' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept & Continue to Sign Up' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
});
