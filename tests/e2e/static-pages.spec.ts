import { expect, test } from './fixtures';

const PAGES = [
  { path: '/', title: 'Coloring Books with Consistent Characters | Colorbook Studio', heading: 'Your characters, on every page of your coloring book' },
  { path: '/pricing', title: 'Pricing | Colorbook Studio', heading: 'Simple plans for every kind of creator' },
  { path: '/privacy', title: 'Privacy Policy | Colorbook Studio', heading: 'Privacy Policy' },
  { path: '/terms', title: 'Terms of Service | Colorbook Studio', heading: 'Terms of Service' },
  { path: '/help', title: 'Help & FAQ | Colorbook Studio', heading: 'How can we help?' },
  { path: '/no/such/page', title: 'Page Not Found | Colorbook Studio', heading: 'Page Not Found' },
];

test('every page sets its own title, meta description and heading', async ({ page }) => {
  const descriptions = new Set<string>();
  for (const { path, title, heading } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(title);
    const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
    expect(description.length, `${path} description`).toBeGreaterThan(40);
    expect(descriptions.has(description), `${path} description is shared with another page`).toBe(false);
    descriptions.add(description);
  }
});

test.describe('static pages', () => {
  test('pricing: dollars, Beta is most popular and goes to login, paid plans are coming soon', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByTestId('price-beta')).toHaveText('$0');
    await expect(page.getByTestId('price-starter')).toHaveText('$19');
    await expect(page.getByTestId('price-pro')).toHaveText('$49');
    await expect(page.getByTestId('price-studio')).toHaveText('$99');
    await expect(page.getByTestId('plan-beta').getByTestId('badge-most-popular')).toHaveText('MOST POPULAR');
    await expect(page.getByTestId('badge-most-popular')).toHaveCount(1);
    await expect(page.getByTestId('text-pricing-note')).toContainText(
      'All plans include AI character generation and high-quality line art',
    );
    await expect(page.getByTestId('text-pricing-note')).toContainText('enterprise');

    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const comingSoon = page.getByRole('button', { name: 'Coming Soon' });
    await expect(comingSoon).toHaveCount(3);
    await comingSoon.first().click();
    await expect.poll(() => dialogs).toEqual(['Payment integration coming soon! Currently in beta.']);

    await page.getByTestId('plan-beta').getByRole('link').click();
    await expect(page).toHaveURL(/\/api\/login/);
  });

  test('privacy: data, providers, cookies, retention, rights, children, date', async ({ page }) => {
    await page.goto('/privacy');
    const article = page.getByRole('article');
    for (const text of ['Data we collect', 'AI and analytics providers', 'Cookies', '13 and 26 months', 'UK', 'under 13']) {
      await expect(article).toContainText(text);
    }
    await expect(page.getByText('Last updated October 29, 2025')).toBeVisible();
  });

  test('terms: fourteen numbered sections', async ({ page }) => {
    await page.goto('/terms');
    const headings = page.getByTestId('terms-section').getByRole('heading', { level: 2 });
    await expect(headings).toHaveCount(14);
    await expect(headings.first()).toHaveText(/^1\. /);
    await expect(headings.last()).toHaveText(/^14\. /);
    const article = page.getByRole('article');
    for (const text of ['Beta', 'Acceptable Use', 'Ownership of Your Content', 'AI-Generated', 'Plans', 'Termination', 'England and Wales']) {
      await expect(article).toContainText(text);
    }
  });

  test('help: answered questions, plan limits and the support e-mail', async ({ page }) => {
    await page.goto('/help');
    const items = page.getByTestId('faq-item');
    // The page loads with its route: count once its first question is on screen.
    await expect(items.first()).toBeVisible();
    expect(await items.count()).toBeGreaterThanOrEqual(6);
    await items.first().locator('summary').click();
    const answer = items.first().locator('p');
    await expect(answer).toBeVisible();
    await expect(page.getByTestId('faq-item').locator('p').filter({ hasText: /\[.*\]/ })).toHaveCount(0);
    const limits = page.getByTestId('plan-limits');
    await expect(limits).toContainText('30 pages per month');
    await expect(limits).toContainText('4 characters');
    await expect(limits).toContainText('Unlimited books');
    await expect(page.getByTestId('link-support-email')).toHaveAttribute('href', 'mailto:support@colorbook.studio');
  });

  test('an unknown path shows the 404 page with a way home', async ({ page }) => {
    await page.goto('/characters');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
