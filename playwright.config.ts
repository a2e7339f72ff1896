import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { smtpTestServerUrl } from './src/server/testing/smtp-test-server';

// End-to-end tests drive Debian's Chromium against the real server on a fresh database.
// `npm run test:e2e` builds first; the servers here run the compiled server (dist/server/main.js) with plain
// node, as `npm start` does in production, so the tests cover what ships.
// E2E_PORT_BASE moves every port of a run, so two runs on one machine don't collide.
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4300);
// E2E_SERVER_DIR: a server built elsewhere (`node scripts/build-server.mjs .cache/server-<n>`: inside the project, so packages resolve), for runs beside another build.
const SERVER_DIR = process.env.E2E_SERVER_DIR ?? 'dist/server';
export const E2E_PORT = PORT_BASE + 10;
const baseURL = `http://127.0.0.1:${E2E_PORT}`;

// Workers load this file again; the variable set by the first load keeps one data folder per run.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'colorbook-e2e-'));

// The `openai` project runs the whole product with IMAGE_PROVIDER=openai against the fake OpenAI Images
// API (src/engine/providers/testing/fake-openai-server.ts) on a second server with its own database.
export const FAKE_OPENAI_PORT = PORT_BASE + 91;
export const E2E_OPENAI_PORT = PORT_BASE + 20;
const OPENAI_SPEC = 'openai-provider.spec.ts';
const openAiBaseURL = `http://127.0.0.1:${E2E_OPENAI_PORT}`;

// Password-reset mail goes to a real SMTP server on loopback (scripts/e2e-mailbox.ts); specs read it over HTTP.
const E2E_SMTP_PORT = PORT_BASE + 92;
export const E2E_MAILBOX_PORT = PORT_BASE + 93;

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
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: OPENAI_SPEC },
    { name: 'openai', use: { ...devices['Desktop Chrome'], baseURL: openAiBaseURL }, testMatch: OPENAI_SPEC },
  ],
  webServer: [{
    command: `node --enable-source-maps ${SERVER_DIR}/main.js`,
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
      SMTP_URL: smtpTestServerUrl(E2E_SMTP_PORT),
    },
  },
  {
    command: `npx tsx scripts/e2e-mailbox.ts ${E2E_SMTP_PORT} ${E2E_MAILBOX_PORT}`,
    url: `http://127.0.0.1:${E2E_MAILBOX_PORT}/mail`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  {
    command: `npx tsx scripts/fake-openai.ts ${FAKE_OPENAI_PORT}`,
    url: `http://127.0.0.1:${FAKE_OPENAI_PORT}/__requests`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  {
    command: `node --enable-source-maps ${SERVER_DIR}/main.js`,
    url: `${openAiBaseURL}/api/auth/user`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      PORT: String(E2E_OPENAI_PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: openAiBaseURL,
      // Inside the run's data folder, so the global teardown removes it too.
      DATA_DIR: path.join(process.env.E2E_DATA_DIR, 'openai-provider'),
      IMAGE_PROVIDER: 'openai',
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: `http://127.0.0.1:${FAKE_OPENAI_PORT}/v1`,
      // The refusal tests make the server log a warning each time; errors are still shown.
      LOG_LEVEL: 'error',
      TRUST_PROXY: 'true',
    },
  }],
});
