import { expect, signUp, test, toasts } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';
import { createBookThroughApi, createCharacterThroughApi, createSceneThroughApi } from './library-setup';

// axe-core on every screen and dialog, at desktop and phone sizes: any serious or critical violation fails.
const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
];

for (const { name, viewport, isMobile } of VIEWPORTS) {
  test.describe(`axe, ${name}`, () => {
    test.use({ viewport, isMobile, hasTouch: isMobile });

    test('signed-out screens and dialogs', async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'landing');

      if (isMobile) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
        await expectNoSeriousA11yViolations(page, 'phone menu');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
      }

      // A validation message next to the field.
      await page.getByLabel('Describe your character').fill('   ');
      await page.getByRole('button', { name: 'Generate Preview' }).click();
      await expect(page.getByLabel('Describe your character')).toHaveAttribute('aria-invalid', 'true');
      // The toast's library loads with the first toast: checked once the toast itself is on screen (the
      // message beside the field, with the same words, shows first), not while it arrives.
      await expect(page.locator('[data-sonner-toast]').getByText('Please describe the character you want to create')).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'landing, description missing');

      await page.getByLabel('Describe your character').fill('A brave little knight with a big shield');
      await page.getByRole('button', { name: 'Generate Preview' }).click();
      await expect(page.getByText('Your Character is Ready!')).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'landing preview result');

      await page.getByRole('button', { name: 'Continue with Free Beta' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'beta terms dialog');
      await page.getByRole('button', { name: 'Cancel' }).click();

      for (const route of ['/pricing', '/privacy', '/terms', '/help', '/no-such-page']) {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSeriousA11yViolations(page, route);
      }
    });

    test('signed-in screens and dialogs', async ({ page }) => {
      test.setTimeout(180_000);
      await signUp(page);
      const welcome = page.getByRole('dialog');
      await expect(welcome).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'beta welcome dialog');
      await welcome.getByRole('button', { name: 'Start Creating!' }).click();
      await expect(welcome).toBeHidden();

      const character = await createCharacterThroughApi(page, 'Pip', 'A cheerful penguin with a striped scarf');
      const sceneId = await createSceneThroughApi(page, [character.id], 'Pip Goes Skating');
      const book = await createBookThroughApi(page, 'Winter Fun', [sceneId]);

      await page.goto('/dashboard');
      await expect(page.getByTestId('text-dashboard-headline')).toBeVisible();
      for (const tab of ['Books', 'Characters', 'Scenes']) {
        await page.getByRole('tab', { name: new RegExp(tab) }).click();
        await expect(page.getByRole('tabpanel')).toBeVisible();
        await expectNoSeriousA11yViolations(page, `dashboard, ${tab} tab`);
      }
      await page.getByRole('button', { name: 'Add to Book' }).click();
      await expect(page.getByRole('dialog', { name: 'Add to Book' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'add to book dialog');
      await page.keyboard.press('Escape');

      await page.goto('/characters/new');
      await expect(page.getByRole('heading', { name: 'Create Character' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'create character');
      await page.getByLabel('Character Description').fill('A tall giraffe wearing a bow tie');
      await page.getByRole('button', { name: 'Generate Character Sheet' }).click();
      await expect(page.getByTestId('img-character-sheet')).toBeVisible();
      await page.getByRole('button', { name: 'Save Character' }).click();
      await expect(page.getByLabel('Character Name')).toHaveAttribute('aria-invalid', 'true');
      // The toast mounts a moment after the field is marked; axe must see it settled, not fading in.
      await expect(toasts(page).getByText('Missing Name')).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'create character, sheet drawn, name missing');

      await page.goto(`/characters/${character.id}`);
      await expect(page.getByRole('heading', { name: 'Pip' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'character view');

      await page.goto('/scenes/new');
      await expect(page.getByRole('heading', { name: 'Generate Scene', level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'generate scene');
      await page.getByRole('button', { name: /Pip/ }).first().click();
      await page.getByLabel('Scene Description').fill('Pip building a snowman');
      await page.getByRole('button', { name: 'Generate Scene' }).click();
      await expect(page.getByTestId('scene-preview')).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'generate scene, preview');
      await page.getByRole('button', { name: 'Refine Scene' }).click();
      await expect(page.getByRole('dialog', { name: 'Refine Scene' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'refine dialog');
      await page.keyboard.press('Escape');

      await page.goto(`/books/${book.id}`);
      await expect(page.getByTestId('book-title')).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'book detail');

      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'profile');
    });
  });
}

test.describe('phones and loading', () => {
  test('at 320 px nothing scrolls sideways and the header keeps its parts apart', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await signUp(page);
    await page.getByRole('button', { name: 'Start Creating!' }).click();
    for (const route of ['/dashboard', '/characters/new', '/scenes/new', '/profile']) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${route} scrolls sideways`).toBeLessThanOrEqual(0);
      const logo = await page.getByTestId('link-logo').boundingBox();
      const badge = await page.getByTestId('badge-beta').boundingBox();
      expect(logo && badge && logo.x + logo.width <= badge.x, `${route}: the name runs under the BETA badge`).toBe(true);
    }
    // The same header at 400 % zoom of a 1280 x 800 window: it scrolls away instead of covering the page.
    await page.setViewportSize({ width: 320, height: 200 });
    await page.goto('/help');
    await page.mouse.wheel(0, 400);
    await expect(page.getByRole('banner')).not.toBeInViewport();
  });

  test('a visitor sees no failed request in the console, and robots.txt is a real one', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeAttached();
    expect(errors).toEqual([]);

    const robots = await page.request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await robots.text()).toMatch(/^User-agent: \*$/m);
  });
});
