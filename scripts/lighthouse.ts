// npm run lighthouse: Lighthouse 12 with Debian's Chromium against the built app on a fresh database, for
// the landing page (signed out) and the dashboard (a new beta user with a character, a scene and a book),
// each as a phone (Lighthouse's default mobile run) and as a desktop. Prints the four category scores and
// exits 1 when any is under 90.
//   LIGHTHOUSE_SERVER_DIR: a compiled server elsewhere (default dist/server; built first when missing);
//   WEB_DIST_DIR is passed on to the server. CHROME_PATH: the browser (default /usr/bin/chromium).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';

const TARGET = 90;
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4390);
const BASE = `http://127.0.0.1:${PORT}`;
const SERVER_DIR = process.env.LIGHTHOUSE_SERVER_DIR ?? 'dist/server';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${BASE}/api/auth/session`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer at ${BASE}`);
}

async function api(method: string, url: string, cookie: string, body?: unknown): Promise<Response> {
  const response = await fetch(`${BASE}${url}`, {
    method,
    headers: { cookie, origin: BASE, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response;
}

/** A beta user with one character, scene and book, so the dashboard shows what a person's would. */
async function signedInCookie(): Promise<string> {
  const signUp = await fetch(`${BASE}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify({ email: `lighthouse-${Date.now()}@example.com`, password: 'lighthouse measures pages', firstName: 'Lee', lastName: 'Hart' }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers.getSetCookie().map((header) => header.split(';')[0]).join('; ');
  await api('PATCH', '/api/user/tier', cookie, { tier: 'beta' });
  const description = 'A cheerful penguin with a striped scarf';
  const sheet = (await (await api('POST', '/api/characters/generate', cookie, { characterDescription: description, numberOfPoses: 3 })).json()) as { dataUri: string };
  const character = (await (await api('POST', '/api/characters', cookie, { name: 'Pip', description, numberOfPoses: 3, dataUri: sheet.dataUri })).json()) as { id: string };
  const sceneDescription = 'Pip skating on a frozen pond';
  const page = (await (await api('POST', '/api/scenes/generate', cookie, { characterIds: [character.id], sceneDescription })).json()) as { dataUri: string };
  const scene = (await (await api('POST', '/api/scenes', cookie, { title: 'Pip Goes Skating', sceneDescription, characterIds: [character.id], dataUri: page.dataUri })).json()) as { id: string };
  const book = (await (await api('POST', '/api/books', cookie, { title: 'Winter Fun', ageGroup: '6-8' })).json()) as { id: string };
  await api('POST', `/api/books/${book.id}/scenes`, cookie, { sceneId: scene.id });
  return cookie;
}

type Scores = Record<(typeof CATEGORIES)[number], number>;

async function measure(port: number, url: string, isDesktop: boolean, cookie?: string): Promise<Scores> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}) },
    isDesktop ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.message}`);
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)])) as Scores;
  // What cost points, so a score under the target says where to look.
  for (const audit of Object.values(result.lhr.audits)) {
    if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'notApplicable') {
      console.log(`    ${isDesktop ? 'desktop' : 'mobile'} ${new URL(url).pathname}: ${audit.id} ${audit.displayValue ?? ''} (${Math.round(audit.score * 100)})`);
    }
  }
  return scores;
}

async function main(): Promise<void> {
  if (!existsSync(path.join(SERVER_DIR, 'main.js'))) {
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'colorbook-lighthouse-'));
  const server = spawn('node', [path.join(SERVER_DIR, 'main.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), HOST: '127.0.0.1', PUBLIC_URL: BASE, DATA_DIR: dataDir, IMAGE_PROVIDER: 'builtin', LOG_LEVEL: 'error' },
  });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await waitForServer();
    const cookie = await signedInCookie();
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update'],
    });
    const rows: { page: string; form: string; scores: Scores }[] = [];
    for (const [page, url, pageCookie] of [['landing', `${BASE}/`, undefined], ['dashboard', `${BASE}/dashboard`, cookie]] as const) {
      for (const isDesktop of [false, true]) {
        rows.push({ page, form: isDesktop ? 'desktop' : 'mobile', scores: await measure(chrome.port, url, isDesktop, pageCookie) });
      }
    }
    console.log(`\n${'page'.padEnd(10)} ${'form'.padEnd(8)} ${CATEGORIES.map((id) => id.padStart(15)).join('')}`);
    for (const { page, form, scores } of rows) {
      console.log(`${page.padEnd(10)} ${form.padEnd(8)} ${CATEGORIES.map((id) => String(scores[id]).padStart(15)).join('')}`);
    }
    const isBelow = rows.some(({ scores }) => CATEGORIES.some((id) => scores[id] < TARGET));
    console.log(isBelow ? `\nSome scores are under ${TARGET}.` : `\nEvery score is ${TARGET} or more.`);
    process.exitCode = isBelow ? 1 : 0;
  } finally {
    await chrome?.kill();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
