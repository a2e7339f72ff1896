import fs from 'node:fs';
import path from 'node:path';
import { CompiledQuery, Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type Driver } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { createMigrationProvider } from './migrations';
import { loadSqliteDriver } from './sqlite-driver';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: Config['database']['kind'];
}

/**
 * SQLite transactions that begin with a read and then write fail with SQLITE_BUSY_SNAPSHOT when another
 * process (an admin command, a second instance) wrote in between; waiting does not help them. Taking the
 * write lock when the transaction begins makes them wait their turn instead (busy_timeout). In one process
 * transactions run one at a time on the one connection anyway, so nothing is lost.
 */
class ImmediateTransactionSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}

export function openDatabase(
  database: Config['database'],
  onIdleConnectionError: (error: Error) => void = () => {},
): DatabaseHandle {
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: database.url, max: 10 });
    // The server closing an idle connection (a restart, a failover) is an 'error' event on the pool: unheard,
    // it would end the process. The pool drops that connection and opens a new one when next needed.
    pool.on('error', onIdleConnectionError);
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), kind: 'postgres' };
  }
  if (database.file !== ':memory:') fs.mkdirSync(path.dirname(database.file), { recursive: true });
  const Sqlite = loadSqliteDriver();
  const sqlite = new Sqlite(database.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // Concurrent writers wait for the lock instead of failing at once.
  sqlite.pragma('busy_timeout = 5000');
  return { db: new Kysely<Database>({ dialect: new ImmediateTransactionSqliteDialect({ database: sqlite }) }), kind: 'sqlite' };
}

export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  const migrator = new Migrator({ db: handle.db, provider: createMigrationProvider(handle.kind === 'postgres') });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
  }
}

/** One round trip to the database: what readiness checks ask. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
