import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// End-to-end tests drive Debian's Chromium against the real server on a fresh database.
// `npm run test:e2e` builds the web app first; the web server here only starts the server.
export const E2E_PORT = 4310;
const baseURL = `http://127.0.0.1:${E2E_PORT}`;

// Workers load this file again; the variable set by the first load keeps one data folder per run.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'colorbook-e2e-'));

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  globalTeardown: './tests/e2e/global-teardown.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 2 : 4,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'npx tsx src/server/main.ts',
    url: `${baseURL}/api/auth/user`,
    // Playwright counts a 401 as ready: the signed-out answer means the API is listening.
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      IMAGE_PROVIDER: 'builtin',
      LOG_LEVEL: 'warn',
      // Each test sends its own X-Forwarded-For (tests/e2e/fixtures.ts), so per-client rate limits
      // apply per test as they would per visitor, instead of to the whole suite sharing 127.0.0.1.
      TRUST_PROXY: 'true',
    },
  },
});
