import { expect, signUp, test, watchForToast } from './fixtures';

test.describe('header and footer', () => {
  test('signed out: logo to /, BETA badge, Pricing, Help and Sign In', async ({ page }) => {
    await page.goto('/help');
    const header = page.getByRole('banner');
    await expect(header.getByTestId('badge-beta')).toHaveText('BETA');
    const nav = header.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Pricing', 'Help', 'Sign In']);
    await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
    await expect(header.getByTestId('banner-beta-mobile')).toBeHidden();

    await header.getByTestId('link-logo').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByLabel('Describe your character')).toBeVisible();

    await nav.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await nav.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/api\/login/);
  });

  test('signed in: logo to /dashboard, full navigation, Upgrade and initials', async ({ page }) => {
    await signUp(page, { firstName: 'grace', lastName: 'Hopper' });
    await page.goto('/help');
    const header = page.getByRole('banner');
    const nav = header.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    // Characters and Scenes lead to their lists, not to the create forms.
    await expect(nav.getByRole('link', { name: 'Characters' })).toHaveAttribute('href', '/dashboard?tab=characters');
    await expect(nav.getByRole('link', { name: 'Scenes' })).toHaveAttribute('href', '/dashboard?tab=scenes');
    await expect(nav.getByRole('link', { name: 'Help' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');
    await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    const profile = nav.getByRole('link', { name: 'Profile' });
    await expect(profile).toHaveAttribute('href', '/profile');
    await expect(profile).toHaveText('GH');
    await expect(header.getByTestId('link-logo')).toHaveAttribute('href', '/dashboard');
  });

  test('on a phone: beta banner, compact header and a menu', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByTestId('banner-beta-mobile')).toContainText('beta');
    await expect(header.getByTestId('banner-beta-mobile')).toContainText('free');
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(header.getByTestId('badge-beta')).toBeVisible();

    await header.getByRole('button', { name: 'Open menu' }).click();
    const menu = header.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link')).toHaveText(['Pricing', 'Help', 'Sign In']);
    await menu.getByRole('link', { name: 'Help' }).click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(menu).toBeHidden();

    const hasHorizontalScroll = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(hasHorizontalScroll).toBe(false);
    await context.close();
  });

  test('footer: product, legal, support and the current year', async ({ page }) => {
    await page.goto('/pricing');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    await expect(footer.getByRole('link', { name: 'Help & FAQ' })).toHaveAttribute('href', '/help');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    await expect(footer.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      'mailto:support@colorbook.studio',
    );
    await expect(footer.getByTestId('text-copyright')).toContainText(`© ${new Date().getFullYear()}`);
  });

  test('signed out on a signed-in page: told so, then sent to the login page', async ({ page }) => {
    const { seen: loggedOut } = await watchForToast(page, 'You are logged out. Logging in again...');
    // Hold the login page until the toast has been seen: the redirect follows it after only 500 ms.
    // A pattern, not a glob: the login address carries a query (returnTo), which a glob ending in /api/login misses.
    await page.route(/\/api\/login(\?|$)/, async (route) => {
      await loggedOut;
      await route.continue();
    });
    await page.goto('/dashboard', { waitUntil: 'commit' });
    expect(await loggedOut).toContain('You are logged out. Logging in again...');
    await expect(page).toHaveURL(/\/api\/login/);
    await expect(page.locator('input[type="password"]').first()).toBeVisible();
  });
});

test('the BETA badge explains itself in a tooltip after a short delay', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByTestId('badge-beta').hover();
  await expect(page.getByRole('tooltip')).toContainText('free while we improve it');
});
