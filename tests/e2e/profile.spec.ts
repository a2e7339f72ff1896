import { expect, signUp, test } from './fixtures';
import { expectNoSidewaysScroll } from './library-setup';

test('a free user sees names, e-mail, plan, upgrade prompt, usage and the danger zone', async ({ page }) => {
  const { email } = await signUp(page, { firstName: 'Grace', lastName: 'Hopper' });
  await page.goto('/profile');
  await expect(page.getByTestId('text-profile-name')).toHaveText('Grace Hopper');
  await expect(page.getByTestId('text-profile-email')).toHaveText(email);
  await expect(page.getByTestId('text-profile-plan')).toHaveText('Free');
  const upgrade = page.getByTestId('upgrade-prompt');
  await expect(upgrade.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/pricing');
  await expect(page.getByText('Usage This Month')).toBeVisible();
  await expect(page.getByTestId('profile-meter-scenes-value')).toHaveText('0 / 6');
  await expect(page.getByTestId('profile-meter-characters-value')).toHaveText('0 / 2');
  await expect(page.getByTestId('text-plan-limits')).toHaveText('Plan Limits: 6 scenes per month; 2 characters total');

  const alerts: string[] = [];
  page.once('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await expect.poll(() => alerts).toEqual(['Account deletion feature coming soon. Contact support for assistance.']);
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);

  await upgrade.getByRole('link', { name: 'View Plans' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('a beta user has no upgrade prompt; Sign Out ends the session', async ({ page }) => {
  await signUp(page);
  expect((await page.request.patch('/api/user/tier', { data: { tier: 'beta' } })).status()).toBe(200);
  await page.goto('/profile');
  await expect(page.getByTestId('text-profile-plan')).toHaveText('Beta');
  await expect(page.getByTestId('text-plan-limits')).toHaveText('Plan Limits: 30 scenes per month; 4 characters total');
  await expect(page.getByTestId('upgrade-prompt')).toHaveCount(0);

  await page.getByRole('link', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel('Describe your character')).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});

test('signed out, the profile says so and returns to /', async ({ page }) => {
  await page.goto('/profile');
  await expect(page.getByText('Please log in to view your profile')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('the profile fits a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signUp(page);
  await page.goto('/profile');
  await expect(page.getByText('Danger Zone')).toBeVisible();
  await expectNoSidewaysScroll(page);
});
