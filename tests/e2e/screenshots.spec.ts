import path from 'node:path';
import type { TestInfo } from '@playwright/test';
import { expect, signUp, test } from './fixtures';

// Not a check: full-page screenshots of every screen at desktop and phone widths, for a person to
// look at. Run with `SCREENSHOTS=1 npx playwright test screenshots` after `npm run build`;
// the files land in test-results/screenshots/.
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];
const PUBLIC_PAGES = ['/', '/pricing', '/privacy', '/terms', '/help', '/no-such-page'];
const SIGNED_IN_PAGES = ['/', '/dashboard', '/characters/new', '/scenes/new', '/profile', '/help'];

function screenshotPath(testInfo: TestInfo, prefix: string, route: string): string {
  const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '-');
  return path.join(testInfo.project.outputDir, 'screenshots', `${prefix}-${name}.png`);
}

test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take screenshots');

for (const { name, width, height } of WIDTHS) {
  test(`screenshots, signed out, ${name}`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height });
    for (const route of PUBLIC_PAGES) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({ path: screenshotPath(testInfo, `${name}-out`, route), fullPage: true });
    }
  });

  test(`screenshots, signed in, ${name}`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height });
    await signUp(page);
    for (const route of SIGNED_IN_PAGES) {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: screenshotPath(testInfo, `${name}-in`, route), fullPage: true });
    }
  });
}
