import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

it('a test run with a failing test exits with a non-zero code, PostgreSQL global setup and all', () => {
  const run = spawnSync(
    process.execPath,
    ['node_modules/vitest/vitest.mjs', 'run', '--config', 'src/server/testing/fixtures/vitest-failing-run.config.ts'],
    { encoding: 'utf8', timeout: 120_000, env: { ...process.env, CI: 'true' } },
  );
  expect(run.stdout + run.stderr).toContain('fails on purpose');
  expect(run.status).toBe(1);
}, 120_000);

it('a passing test run exits with 0, PostgreSQL global setup and all', () => {
  const run = spawnSync(
    process.execPath,
    ['node_modules/vitest/vitest.mjs', 'run', '--config', 'src/server/testing/fixtures/vitest-passing-run.config.ts'],
    { encoding: 'utf8', timeout: 120_000, env: { ...process.env, CI: 'true' } },
  );
  expect(run.stdout + run.stderr).toContain('passes');
  expect(run.stderr).not.toContain('done is not a function');
  expect(run.status).toBe(0);
}, 120_000);
