import { createHash } from 'node:crypto';
import type { Db } from '../db/database';
import { HttpError } from '../http-error';
import { clearThrottle, deleteQuietThrottles, readThrottle, takeAttempt, type ThrottleState } from './sign-in-throttle.repository';

/** Attempts on one account without any wait; after them each wait doubles, up to MAX_DELAY_SECONDS. */
export const FREE_ATTEMPTS = 5;
export const MAX_DELAY_SECONDS = 15 * 60;
/** A day without attempts starts the account's count again. */
const QUIET_MS = 24 * 60 * 60 * 1000;
const CAS_TRIES = 5;

/** Seconds to wait after the `attempts`-th attempt: 0 for the free ones, then 2, 4, 8 … 900. */
export function delayAfter(attempts: number): number {
  if (attempts < FREE_ATTEMPTS) return 0;
  return Math.min(MAX_DELAY_SECONDS, 2 ** (attempts - FREE_ATTEMPTS + 1));
}

function keyOf(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

function waitMessage(seconds: number): string {
  const wait = seconds >= 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
  return `Too many sign-in attempts for this account. Please wait ${wait} and try again, or reset your password.`;
}

/**
 * Counts a password attempt on the account behind `email` (whether or not it exists, so the answer tells
 * nothing), refusing with 429 while the account's wait runs. Counted before the password is checked: a
 * burst of guesses from many addresses gets one slot each, not a free check each.
 */
export async function takeSignInAttempt(db: Db, email: string, now = new Date()): Promise<void> {
  const key = keyOf(email);
  for (let tries = 0; tries < CAS_TRIES; tries++) {
    const seen = await readThrottle(db, key);
    const isQuiet = !seen || now.getTime() - Date.parse(seen.lastAttemptAt) > QUIET_MS;
    const waitMs = seen && !isQuiet ? Date.parse(seen.nextAllowedAt) - now.getTime() : 0;
    if (waitMs > 0) throw new HttpError(429, waitMessage(Math.ceil(waitMs / 1000)));
    const attempts = isQuiet ? 1 : seen.attempts + 1;
    const next: ThrottleState = {
      attempts,
      nextAllowedAt: new Date(now.getTime() + delayAfter(attempts) * 1000).toISOString(),
      lastAttemptAt: now.toISOString(),
    };
    if (await takeAttempt(db, key, seen, next)) return;
  }
  // Others keep taking the slots: this one waits like a guess would.
  throw new HttpError(429, waitMessage(delayAfter(FREE_ATTEMPTS)));
}

/** A right password ends the account's count. */
export async function clearSignInAttempts(db: Db, email: string): Promise<void> {
  await clearThrottle(db, keyOf(email));
}

export async function sweepSignInThrottle(db: Db, now = new Date()): Promise<number> {
  return deleteQuietThrottles(db, new Date(now.getTime() - QUIET_MS).toISOString());
}
