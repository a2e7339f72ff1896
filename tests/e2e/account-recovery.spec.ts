import type { Page } from '@playwright/test';
import { E2E_MAILBOX_PORT } from '../../playwright.config';
import { E2E_PASSWORD, expect, signIn, signUp, submitSignInForm, test } from './fixtures';
import { expectNoSidewaysScroll } from './library-setup';

// Password change and sign-out of other devices on the profile, and password reset by e-mail through a
// real SMTP server on loopback (scripts/e2e-mailbox.ts, started by playwright.config.ts).

const NEW_PASSWORD = 'a completely new secret';

interface Mail {
  subject: string;
  text: string;
}

/** The newest reset link mailed to `email`, waiting for it to arrive. */
async function resetLinkMailedTo(page: Page, email: string, mailsBefore = 0): Promise<string> {
  let mails: Mail[] = [];
  await expect
    .poll(async () => {
      const response = await page.request.get(`http://127.0.0.1:${E2E_MAILBOX_PORT}/mail?to=${encodeURIComponent(email)}`);
      mails = (await response.json()) as Mail[];
      return mails.length;
    }, { message: `a reset mail to ${email}` })
    .toBeGreaterThan(mailsBefore);
  const mail = mails.at(-1);
  expect(mail?.subject).toBe('Reset your Colorbook Studio password');
  const link = /http:\/\/\S+\/api\/auth\/reset-password\?token=\S+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`No reset link in: ${mail?.text}`);
  return link;
}

async function isSignedIn(page: Page): Promise<boolean> {
  return (await page.request.get('/api/auth/user')).status() === 200;
}

async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

async function askForResetLink(page: Page, email: string): Promise<void> {
  await page.goto('/api/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(
    "If an account exists for that e-mail, we've sent a link to reset your password. The link works for one hour.",
  );
}

test('changes the password on the profile, then signs in with the new one only', async ({ page }) => {
  const { email } = await signUp(page);
  await page.goto('/profile');
  const card = page.getByTestId('card-account-security');
  await expect(card.getByRole('heading', { name: 'Change password' })).toBeVisible();

  // Errors in words, next to the field they are about.
  await card.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByTestId('input-currentPassword-error')).toHaveText('Enter your current password');
  await card.getByLabel('Current password').fill('not my password');
  await card.getByLabel('New password').fill('short');
  await card.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByTestId('input-newPassword-error')).toHaveText('Password must be at least 8 characters');
  await card.getByLabel('New password').fill(NEW_PASSWORD);
  await card.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByTestId('input-currentPassword-error')).toHaveText('Your current password is not correct.');
  await expect(card.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');

  await card.getByLabel('Current password').fill(E2E_PASSWORD);
  await card.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password Changed')).toBeVisible();
  await expect(card.getByLabel('Current password')).toHaveValue('');
  expect(await isSignedIn(page)).toBe(true);

  await page.getByRole('link', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/api/login');
  await submitSignInForm(page, email, E2E_PASSWORD);
  await expect(page.getByRole('alert')).toContainText("That e-mail and password don't match an account");
  await signIn(page, email, NEW_PASSWORD);
  expect(await isSignedIn(page)).toBe(true);
});

test('"Sign out of all other devices" signs out a second browser and keeps this one', async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders,
}) => {
  const { email } = await signUp(page);
  const otherDevice = await browser.newContext({ baseURL, extraHTTPHeaders });
  try {
    const otherPage = await otherDevice.newPage();
    await signIn(otherPage, email);
    expect(await isSignedIn(otherPage)).toBe(true);

    await page.goto('/profile');
    await page.getByRole('button', { name: 'Sign out of all other devices' }).click();
    await expect(page.getByText('Signed Out Elsewhere')).toBeVisible();
    await expect(page.getByText('1 other device was signed out.')).toBeVisible();

    expect(await isSignedIn(otherPage)).toBe(false);
    expect(await isSignedIn(page)).toBe(true);
    await otherPage.goto('/profile');
    await expect(otherPage.getByText('Please log in to view your profile')).toBeVisible();
  } finally {
    await otherDevice.close();
  }
});

test('a forgotten password is reset through the mailed link, which works once', async ({ page }) => {
  const { email } = await signUp(page);
  await page.goto('/api/logout');
  await askForResetLink(page, email);

  const link = await resetLinkMailedTo(page, email);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByText(`For ${email}.`)).toBeVisible();
  // Below the browser's own minimum-length check, the server's message shows on the page.
  await page.getByLabel('New password').evaluate((input) => input.removeAttribute('minlength'));
  await page.getByLabel('New password').fill('short');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password must be at least 8 characters.');
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await isSignedIn(page)).toBe(true);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();

  await page.goto('/api/logout');
  await signIn(page, email, NEW_PASSWORD);
  expect(await isSignedIn(page)).toBe(true);
});

test('an unknown e-mail gets the same answer', async ({ page }) => {
  await askForResetLink(page, `nobody-${Date.now()}@example.com`);
});

for (const { name, width, height } of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 360, height: 780 },
]) {
  test(`the account pages at ${name} width (screenshots)`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const { email } = await signUp(page);
    await page.goto('/profile');
    await expect(page.getByTestId('card-account-security')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshot(page, `${name}-profile`);

    await page.goto('/api/logout');
    await page.goto('/api/login');
    await expectNoSidewaysScroll(page);
    await screenshot(page, `${name}-sign-in`);
    await page.goto('/api/auth/forgot-password');
    await expectNoSidewaysScroll(page);
    await screenshot(page, `${name}-forgot-password`);
    await askForResetLink(page, email);
    await screenshot(page, `${name}-check-email`);
    await page.goto(await resetLinkMailedTo(page, email));
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshot(page, `${name}-choose-new-password`);
    await page.goto('/api/auth/reset-password?token=no-longer-valid');
    await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshot(page, `${name}-link-invalid`);
  });
}
