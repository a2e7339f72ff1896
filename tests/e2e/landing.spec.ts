import { QUICK_FILLS, TYPING_PROMPTS } from '../../src/web/features/landing/example-prompts';
import { DEMO_CHARACTER_STORAGE_KEY } from '../../src/web/lib/demo-character-key';
import { expect, test, toasts } from './fixtures';

const description = 'A friendly baby dragon with small wings and a curly tail, waving hello';

test.describe('landing page preview', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('generates a watermarked preview with the built-in engine and keeps it as the demo character', async ({
    page,
  }) => {
    const events: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/events')) events.push(request.postDataJSON().name);
    });
    const box = page.getByLabel('Describe your character');
    const button = page.getByRole('button', { name: 'Generate Preview' });
    await expect(button).toBeDisabled();
    await box.fill(description);
    await expect(button).toBeEnabled();
    await button.click();

    await expect(page.getByRole('heading', { name: 'Your Character is Ready!' })).toBeVisible({ timeout: 45_000 });
    await expect(page.getByText('3 unique poses generated')).toBeVisible();
    await expect(page.getByTestId('watermark-preview')).toHaveText('PREVIEW');
    const image = page.getByTestId('img-preview');
    await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
    await expect(image).toHaveCSS('animation-duration', '1s');
    await expect(page.getByRole('button', { name: 'Continue with Free Beta' })).toBeVisible();
    await expect(page.getByTestId('text-beta-summary')).toContainText('30 Scenes, 4 Characters, 1 Book');

    const stored = await page.evaluate((key) => window.localStorage.getItem(key), DEMO_CHARACTER_STORAGE_KEY);
    const demo = JSON.parse(stored ?? 'null');
    expect(demo).toMatchObject({ description, numberOfPoses: 3 });
    expect(demo.dataUri).toMatch(/^data:image\/png;base64,/);
    expect(Math.abs(Date.now() - demo.timestamp)).toBeLessThan(10 * 60 * 1000);
    await expect.poll(() => events).toContain('preview_generated');

    await page.getByRole('button', { name: 'Try another character' }).click();
    await expect(page.getByRole('heading', { name: 'Your Character is Ready!' })).toBeHidden();
    await expect(box).toHaveValue('');
  });

  test('shows a rotating status while generating', async ({ page }) => {
    // Hold the preview answer so the generating state stays on screen long enough to read it.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/characters/preview', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel('Describe your character').fill(description);
    await page.getByRole('button', { name: 'Generate Preview' }).click();
    const status = page.getByTestId('text-generation-status');
    await expect(status).toHaveText('Analyzing your character...');
    await expect(status).toHaveText('Generating 3 unique poses...');
    await expect(status).toHaveText('Finalizing line art...');
    await expect(page.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    release();
    await expect(page.getByRole('heading', { name: 'Your Character is Ready!' })).toBeVisible({ timeout: 45_000 });
  });

  test('fills the box from each quick-fill button', async ({ page }) => {
    const box = page.getByLabel('Describe your character');
    for (const fill of QUICK_FILLS) {
      await page.getByRole('button', { name: fill.label, exact: true }).click();
      await expect(box).toHaveValue(fill.description);
    }
  });

  test('submits with Ctrl+Enter, and with Cmd+Enter on a Mac', async ({ page }) => {
    const box = page.getByLabel('Describe your character');
    const ready = page.getByRole('heading', { name: 'Your Character is Ready!' });
    await page.getByRole('button', { name: 'Owl', exact: true }).click();
    await box.press('Control+Enter');
    await expect(ready).toBeVisible({ timeout: 45_000 });

    await page.getByRole('button', { name: 'Try another character' }).click();
    await page.getByRole('button', { name: 'Penguin', exact: true }).click();
    await box.press('Meta+Enter');
    await expect(ready).toBeVisible({ timeout: 45_000 });
  });

  test('asks for a description when the box is empty or blank', async ({ page }) => {
    const box = page.getByLabel('Describe your character');
    await box.press('Control+Enter');
    await expect(page.getByText('Description Required')).toBeVisible();
    await expect(toasts(page).getByText('Please describe the character you want to create')).toBeVisible();
    await expect(box).toHaveAccessibleDescription('Please describe the character you want to create');

    await box.fill('   ');
    await page.getByRole('button', { name: 'Generate Preview' }).click();
    await expect(page.getByText('Description Required')).toHaveCount(1);
  });

  test('animates the placeholder through the example prompts', async ({ page }) => {
    const box = page.getByLabel('Describe your character');
    const first = TYPING_PROMPTS[0];
    await expect.poll(() => box.getAttribute('placeholder')).toBe(first);
    // The next prompt's opening words stay on screen for seconds while the rest is typed.
    const nextOpening = TYPING_PROMPTS[1].slice(0, 'A brave'.length);
    await expect
      .poll(async () => (await box.getAttribute('placeholder'))?.startsWith(nextOpening), { timeout: 20_000 })
      .toBe(true);
  });

  test('shows the server message when a preview fails', async ({ page }) => {
    await page.route('**/api/characters/preview', (route) =>
      route.fulfill({ status: 429, json: { message: 'Too many requests. Please wait 1 minute and try again.' } }),
    );
    await page.getByLabel('Describe your character').fill(description);
    await page.getByRole('button', { name: 'Generate Preview' }).click();
    await expect(page.getByText('Generation Failed')).toBeVisible();
    await expect(page.getByText('Too many requests. Please wait 1 minute and try again.')).toBeVisible();
  });
});

test.describe('landing page sign-up', () => {
  test('continues from the preview through the beta terms to the login page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Robot', exact: true }).click();
    await page.getByRole('button', { name: 'Generate Preview' }).click();
    await page.getByRole('button', { name: 'Continue with Free Beta' }).click({ timeout: 45_000 });

    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('What you get');
    await expect(dialog).toContainText('Beta testing agreement');
    await expect(dialog).toContainText('support@colorbook.studio');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Continue with Free Beta' }).click();
    const intent = page.waitForRequest((request) => request.url().endsWith('/api/events'));
    await page.getByRole('button', { name: 'Accept & Continue to Sign Up' }).click();
    expect((await intent).postDataJSON()).toMatchObject({ name: 'signup_intent' });
    await expect(page).toHaveURL(/\/api\/login/);
    await expect(page.locator('input[type="password"]').first()).toBeVisible();
  });

  test('shows four plans in pounds, and Join Beta opens the beta terms', async ({ page }) => {
    await page.goto('/');
    const pricing = page.locator('#pricing');
    await expect(pricing.getByTestId('price-beta')).toHaveText('£0');
    await expect(pricing.getByTestId('price-starter')).toHaveText('£11.99');
    await expect(pricing.getByTestId('price-pro')).toHaveText('£21');
    await expect(pricing.getByTestId('price-studio')).toHaveText('£39');
    await pricing.getByRole('button', { name: 'Join Beta' }).click();
    await expect(page.getByRole('button', { name: 'Accept & Continue to Sign Up' })).toBeVisible();
  });

  test('the final call to action scrolls to the pricing section', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#pricing')).not.toBeInViewport();
    await page.getByRole('button', { name: 'Get Started Free' }).click();
    await expect(page.locator('#pricing').getByRole('heading', { level: 2 })).toBeInViewport();
  });

  test('shows the features and the three-step process', async ({ page }) => {
    await page.goto('/');
    for (const title of ['Consistent Characters', 'Beautiful Scenes', 'Organize in Books', 'Easy Export']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    for (const title of ['Create Characters', 'Generate Scenes', 'Export & Publish']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    const hint = page.getByRole('list', { name: 'How it works' });
    await expect(hint).toContainText('Create Character');
    await expect(hint).toContainText('Create Scene');
    await expect(hint).toContainText('Download');
  });
});
