import { E2E_PASSWORD, expect, signUp, submitSignInForm, submitSignUpForm, test, uniqueEmail, watchForToast } from './fixtures';

const PHONE = { width: 390, height: 844 };

test.describe('signing up and in through the built-in page', () => {
  for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
    test(`a visitor creates an account from the beta terms, fixing mistakes on the page (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/pricing');
      await page.getByRole('link', { name: 'Join the Beta' }).click();
      await expect(page).toHaveURL(/\/api\/login\?mode=signup$/);
      await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
      await expect(page.getByText('Already have an account?')).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`sign-up-${viewport.width}.png`), fullPage: true });

      // A password that is too short: the page says so in words and keeps what was typed.
      const email = uniqueEmail('form');
      await submitSignUpForm(page, { email, password: 'short', firstName: 'Grace', lastName: 'Hopper' });
      // The browser's own check stops a short password first; without it the server answers the same.
      await page.getByLabel('Password').evaluate((input: HTMLInputElement) => input.removeAttribute('minlength'));
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByRole('alert')).toHaveText('Password must be at least 8 characters.');
      await expect(page.locator('body')).not.toContainText('{"message"');
      await expect(page.getByLabel('E-mail')).toHaveValue(email);
      await expect(page.getByLabel('First name')).toHaveValue('Grace');
      await expect(page.getByLabel('Last name')).toHaveValue('Hopper');
      await expect(page.getByLabel('Password')).toHaveValue('');
      await page.screenshot({ path: test.info().outputPath(`sign-up-error-${viewport.width}.png`), fullPage: true });

      await page.getByLabel('Password').fill(E2E_PASSWORD);
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('dialog', { name: 'Welcome to the Colorbook Studio Beta!' })).toBeVisible();
      await expect(page.getByTestId('text-dashboard-headline')).toHaveText('Welcome, Grace!');
    });
  }

  test('the landing call to action opens Create account, the header Sign In opens Sign in', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Describe your character').fill('A friendly dragon who loves books');
    await page.getByRole('button', { name: 'Generate Preview' }).click();
    await page.getByRole('button', { name: 'Continue with Free Beta' }).click();
    await page.getByRole('button', { name: 'Accept & Continue to Sign Up' }).click();
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create account' })).toHaveAttribute('aria-current', 'page');

    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page.getByText('New to Colorbook Studio?')).toBeVisible();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign in instead' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  });

  test('a person signs in with a wrong password, is told so, then signs in and is taken back to the screen that sent them', async ({ page, context }) => {
    const { email } = await signUp(page, { firstName: 'Ada' });
    // Leave the dashboard first: its own requests, still loading, would be refused too and send it to sign in.
    await page.goto('about:blank');
    await context.clearCookies();

    const { seen: loggedOut } = await watchForToast(page, 'You are logged out. Logging in again...');
    await page.goto('/scenes/new');
    await loggedOut;
    await expect(page).toHaveURL(/\/api\/login\?returnTo=%2Fscenes%2Fnew$/);
    await submitSignInForm(page, email, 'not my password');
    await expect(page.getByRole('alert')).toContainText("That e-mail and password don't match an account.");
    await expect(page.getByLabel('E-mail')).toHaveValue(email);

    await page.getByLabel('Password').fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/scenes\/new$/);
    await expect(page.getByRole('heading', { name: 'Generate Scene', level: 1 })).toBeVisible();
  });

  test('an e-mail already used is refused on the page with the names kept', async ({ page, context }) => {
    const { email } = await signUp(page);
    await context.clearCookies();
    await page.goto('/api/login?mode=signup');
    await submitSignUpForm(page, { email, password: E2E_PASSWORD, firstName: 'Second', lastName: 'Try' });
    await expect(page.getByRole('alert')).toHaveText('An account with this e-mail already exists. Sign in instead.');
    await expect(page.getByLabel('First name')).toHaveValue('Second');
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
  });

  test('too many attempts are explained on the page', async ({ page }) => {
    await page.goto('/api/login');
    const email = uniqueEmail('guess');
    let message = '';
    for (let attempt = 0; attempt < 12 && !message.includes('Too many'); attempt++) {
      await submitSignInForm(page, email, `guess number ${attempt}`);
      message = (await page.getByRole('alert').textContent()) ?? '';
    }
    // The account's own throttle speaks first (five free attempts, then growing waits), before the per-visitor limit.
    expect(message).toMatch(/^Too many sign-in attempts for this account\. Please wait \d+ seconds? and try again, or reset your password\.$/);
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
  });

  test('a form on another site cannot sign anyone up', async ({ page, baseURL }) => {
    // Another site's page, served by the test itself: a hidden form that posts to our sign-up.
    const email = uniqueEmail('forged');
    const fields = { email, password: 'forged password', firstName: 'F', lastName: 'G' };
    const inputs = Object.entries(fields).map(([name, value]) => `<input name="${name}" value="${value}">`).join('');
    await page.route('http://other-site.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><form method="post" action="${baseURL}/api/auth/signup">${inputs}<button>Win a prize</button></form>`,
      }),
    );
    await page.goto('http://other-site.test/prize');
    const answer = page.waitForResponse('**/api/auth/signup');
    await page.getByRole('button', { name: 'Win a prize' }).click();
    const response = await answer;
    expect(response.status()).toBe(403);
    expect((await response.request().allHeaders()).origin).toBe('http://other-site.test');
    expect(await response.text()).toContain('Cross-site request refused');
    const signIn = await page.request.post(`${baseURL}/api/auth/signin`, { data: { email, password: 'forged password' } });
    expect(signIn.status()).toBe(401);
  });
});

test.describe('a session that ends mid-task', () => {
  test('the generated character sheet is kept and saved after signing in again', async ({ page, context }) => {
    const { email } = await signUp(page);
    await page.goto('/characters/new');
    await page.getByLabel('Character Name').fill('Pip');
    await page.getByLabel('Character Description').fill('A playful penguin with a striped scarf');
    await page.getByRole('button', { name: 'Generate Character Sheet' }).click();
    const sheet = page.getByTestId('img-character-sheet');
    await expect(sheet).toBeVisible();
    const drawn = await sheet.getAttribute('src');

    await context.clearCookies();
    const { seen: loggedOut } = await watchForToast(page, 'You are logged out. Logging in again...');
    await page.getByRole('button', { name: 'Save Character' }).click();
    await loggedOut;
    await expect(page).toHaveURL(/\/api\/login\?returnTo=%2Fcharacters%2Fnew$/);
    await submitSignInForm(page, email, E2E_PASSWORD);

    await expect(page).toHaveURL(/\/characters\/new$/);
    await expect(sheet).toHaveAttribute('src', drawn!);
    await expect(page.getByLabel('Character Name')).toHaveValue('Pip');
    await expect(page.getByLabel('Character Description')).toHaveValue('A playful penguin with a striped scarf');
    await page.getByRole('button', { name: 'Save Character' }).click();
    await expect(page.getByText('Character Saved!')).toBeVisible();
    const list = await (await page.request.get('/api/characters')).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ name: 'Pip' });
    // Kept once: a later visit starts empty.
    await page.goto('/characters/new');
    await expect(page.getByText('Your character will appear here')).toBeVisible();
  });

  test('the kept scene goes back only to the person who made it', async ({ page, context }) => {
    await signUp(page);
    await page.request.patch('/api/user/tier', { data: { tier: 'beta' } });
    await page.goto('/characters/new');
    await page.getByLabel('Character Name').fill('Bolt');
    await page.getByLabel('Character Description').fill('A friendly robot');
    await page.getByRole('button', { name: 'Generate Character Sheet' }).click();
    await page.getByRole('button', { name: 'Save Character' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/scenes/new');
    await page.getByRole('button', { name: /Bolt/ }).click();
    await page.getByLabel('Scene Title').fill('Bolt at the Park');
    await page.getByLabel('Scene Description').fill('Bolt flying a kite in the park');
    await page.getByRole('button', { name: 'Generate Scene' }).click();
    await expect(page.getByTestId('scene-preview')).toBeVisible();

    await context.clearCookies();
    await page.getByRole('button', { name: 'Save Scene' }).click();
    await expect(page).toHaveURL(/\/api\/login\?returnTo=%2Fscenes%2Fnew$/);
    // Someone else signs up in this browser: the scene is not theirs to see.
    await page.getByRole('link', { name: 'Create an account' }).click();
    await submitSignUpForm(page, { email: uniqueEmail('other'), password: E2E_PASSWORD, firstName: 'Other', lastName: 'Person' });
    await expect(page).toHaveURL(/\/scenes\/new$/);
    await expect(page.getByLabel('Scene Title')).toHaveValue('');
    await expect(page.getByTestId('scene-preview')).toHaveCount(0);
  });
});
