// `npm start`: builds when the build is missing or older than anything it is made from, then runs the
// compiled server in this process with plain node (no TypeScript compiling at run time).
// Plain JavaScript on purpose: it must run before anything is built, on every supported Node.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUTPUTS = ['dist/server/main.js', 'dist/web/index.html'];
const INPUTS = ['src', 'scripts/build-server.mjs', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];
const TEST_FILE = /\.(test|spec)\.tsx?$|[\\/]testing[\\/]/;

function mtimeOrNull(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

// Files only: a folder's time moves when an editor drops a swap file in it.
function newestMtime(entry) {
  const stats = statSync(entry, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return TEST_FILE.test(entry) ? 0 : stats.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), 0);
}

/** The reason to build, or null when the build is newer than all of its sources. */
export function buildNeed(projectRoot = root) {
  const builtTimes = OUTPUTS.map((file) => mtimeOrNull(path.join(projectRoot, file)));
  if (builtTimes.some((time) => time === null)) return 'no build yet';
  const builtAt = Math.min(...builtTimes);
  const sourcesAt = Math.max(...INPUTS.map((entry) => newestMtime(path.join(projectRoot, entry))));
  return sourcesAt > builtAt ? 'sources changed since the last build' : null;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const need = buildNeed();
  if (need) {
    console.log(`Building (${need})...`);
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
}
