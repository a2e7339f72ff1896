import { execFileSync } from 'node:child_process';
import { expect, signUp, test } from './fixtures';

const BOOK_COUNT = 57;

/** An operator puts the account on a paid plan (no book limit), as `npm run admin` does on a real server. */
function setTier(email: string, tier: string): void {
  execFileSync('npx', ['tsx', 'scripts/admin.ts', 'set-tier', email, tier], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: 'silent' },
    stdio: 'pipe',
  });
}

test('the dashboard shows 50 books at first and the rest as the list scrolls', async ({ page }) => {
  test.slow();
  const { email } = await signUp(page);
  setTier(email, 'studio');
  for (let i = 1; i <= BOOK_COUNT; i++) {
    const response = await page.request.post('/api/books', { data: { title: `Book number ${i}`, ageGroup: '6-8' } });
    expect(response.status(), await response.text()).toBe(201);
  }

  const listCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/books') listCalls.push(url.search);
  });
  await page.goto('/dashboard?tab=books');
  const cards = page.getByRole('tabpanel').getByRole('link', { name: /Book number/ });
  await expect(cards).toHaveCount(50);
  // The tab counts the whole library, not the page on screen.
  await expect(page.getByTestId('tab-books')).toHaveText(`Books (${BOOK_COUNT})`);
  await expect(page.getByTestId('list-load-more')).toContainText(`Showing 50 of ${BOOK_COUNT}`);
  // Newest first: the last book made heads the list.
  await expect(cards.first()).toContainText(`Book number ${BOOK_COUNT}`);
  expect(listCalls).toEqual(['?limit=50']);

  await page.getByTestId('list-load-more').scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(BOOK_COUNT);
  await expect(cards.last()).toContainText('Book number 1');
  await expect(page.getByTestId('list-load-more')).toHaveCount(0);
  expect(listCalls).toHaveLength(2);
  expect(listCalls[1]).toMatch(/^\?limit=50&cursor=[A-Za-z0-9_-]+$/);
  await page.screenshot({ path: test.info().outputPath('dashboard-paged-books.png'), fullPage: false });
});

test('a search looks through books that were not loaded yet', async ({ page }) => {
  test.slow();
  const { email } = await signUp(page);
  setTier(email, 'studio');
  const response = await page.request.post('/api/books', { data: { title: 'The very first atlas', ageGroup: '6-8' } });
  expect(response.status()).toBe(201);
  for (let i = 1; i <= 52; i++) {
    expect((await page.request.post('/api/books', { data: { title: `Filler ${i}`, ageGroup: '6-8' } })).status()).toBe(201);
  }
  await page.goto('/dashboard?tab=books');
  await expect(page.getByRole('tabpanel').getByRole('link', { name: /Filler/ })).toHaveCount(50);
  await page.getByTestId('input-library-search').fill('atlas');
  await expect(page.getByRole('tabpanel').getByRole('link', { name: /The very first atlas/ })).toBeVisible();
  await expect(page.getByTestId('tab-books')).toHaveText('Books (1)');
});

test('on a phone without IntersectionObserver, Show more loads the next page', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  // Scrolling the button into view would load the page by itself; here only the button can.
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
  });
  const { email } = await signUp(page);
  setTier(email, 'studio');
  for (let i = 1; i <= 51; i++) {
    expect((await page.request.post('/api/books', { data: { title: `Pocket ${i}`, ageGroup: '6-8' } })).status()).toBe(201);
  }
  await page.goto('/dashboard?tab=books');
  const cards = page.getByRole('tabpanel').getByRole('link', { name: /Pocket/ });
  await expect(cards).toHaveCount(50);
  await expect(page.getByTestId('list-load-more')).toContainText('Showing 50 of 51');
  await page.screenshot({ path: test.info().outputPath('dashboard-paged-books-phone.png'), fullPage: true });
  await page.getByTestId('button-load-more').click();
  await expect(cards).toHaveCount(51);
  await expect(page.getByTestId('button-load-more')).toHaveCount(0);
});
