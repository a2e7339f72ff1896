import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Config } from '../config';
import { migrateToLatest, openDatabase, type DatabaseHandle } from './database';
import { loadSqliteDriver } from './sqlite-driver';

const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'colorbook-db-'));
afterAll(() => fs.rmSync(tempDir, { recursive: true, force: true }));

async function freshDatabase(kind: 'sqlite' | 'postgres'): Promise<Config['database']> {
  if (kind === 'sqlite') return { kind, file: path.join(tempDir, `${randomBytes(4).toString('hex')}.db`) };
  const adminUrl = inject('postgresAdminUrl');
  const name = `migrate_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { kind, url: url.href };
}

describe.each(['sqlite', 'postgres'] as const)('database on %s', (kind) => {
  let handle: DatabaseHandle;
  afterAll(async () => handle?.db.destroy());

  it('migrates a fresh database and migrating again changes nothing', async () => {
    handle = openDatabase(await freshDatabase(kind));
    await migrateToLatest(handle);
    await migrateToLatest(handle);
    const tables = (await handle.db.introspection.getTables()).map((t) => t.name).filter((n) => !n.startsWith('kysely_'));
    expect(tables).toEqual(
      expect.arrayContaining([
        'analytics_events',
        'book_scenes',
        'books',
        'characters',
        'images',
        'scene_characters',
        'scenes',
        'sessions',
        'usage_events',
        'users',
      ]),
    );
  });
});

describe('SQLite settings', () => {
  let handle: DatabaseHandle;
  afterAll(async () => handle?.db.destroy());

  it('runs SQLite in WAL mode with foreign keys on', async () => {
    handle = openDatabase(await freshDatabase('sqlite'));
    const journal = await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(handle.db);
    const foreignKeys = await sql<{ foreign_keys: number }>`PRAGMA foreign_keys`.execute(handle.db);
    expect(journal.rows[0]?.journal_mode).toBe('wal');
    expect(foreignKeys.rows[0]?.foreign_keys).toBe(1);
  });
});

describe('SQLite beside another process', () => {
  let handle: DatabaseHandle;
  afterAll(async () => handle?.db.destroy());

  it('keeps a transaction that reads, then writes, when another connection writes in between', async () => {
    const database = await freshDatabase('sqlite');
    if (database.kind !== 'sqlite') throw new Error('expected SQLite');
    handle = openDatabase(database);
    await sql`create table counters (name text primary key, value integer not null)`.execute(handle.db);
    await sql`insert into counters values ('books', 0)`.execute(handle.db);
    // Another process, as an admin command is: it does not wait for a lock, so it is refused while the
    // transaction holds the write lock rather than writing under the transaction's feet.
    const other = new (loadSqliteDriver())(database.file);
    other.pragma('busy_timeout = 0');
    let otherOutcome = '';
    await handle.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ value: number }>`select value from counters where name = 'books'`.execute(trx);
      try {
        other.prepare("update counters set value = value + 100 where name = 'books'").run();
        otherOutcome = 'written';
      } catch (error) {
        otherOutcome = (error as { code?: string }).code ?? 'failed';
      }
      await sql`update counters set value = ${(rows[0]?.value ?? 0) + 1} where name = 'books'`.execute(trx);
    });
    other.close();
    expect(otherOutcome).toBe('SQLITE_BUSY');
    const { rows } = await sql<{ value: number }>`select value from counters where name = 'books'`.execute(handle.db);
    expect(rows[0]?.value).toBe(1);
  });
});
