import { randomBytes } from 'node:crypto';

/** An opaque random id (128 bits, URL-safe): ids never reveal order or count. */
export function newId(): string {
  return randomBytes(16).toString('base64url');
}

/** ISO-8601 UTC text: the one timestamp format both dialects store and compare as plain strings. */
export function timestamp(date: Date = new Date()): string {
  return date.toISOString();
}

/** True when the database refused a row because a UNIQUE constraint already holds that value. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  // better-sqlite3 reports SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY; pg reports SQLSTATE 23505.
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
