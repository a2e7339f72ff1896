import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { HttpError } from '../http-error';

// scrypt with N=2^15, r=8, p=1 (OWASP's recommended minimum); about 32 MB and tens of ms per hash.
const SCRYPT_PARAMS = { N: 32768, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
// Node's default maxmem (32 MB) is exactly 128*N*r, which scrypt needs slightly more than.
const MAX_MEMORY = 64 * 1024 * 1024;

/**
 * scrypt runs on libuv's thread pool, which file reads share: at most this many hashes run at once, so a
 * flood of sign-ins cannot take every pool thread from image serving. Others wait in line, up to a bound.
 */
export const MAX_CONCURRENT_HASHES = 2;
export const MAX_WAITING_HASHES = 64;
export const HASHING_BUSY_MESSAGE = 'Too many sign-ins right now. Please try again in a moment.';
let runningHashes = 0;
const waitingHashes: Array<() => void> = [];

/** How many hashes run and wait now (tests and metrics). */
export function passwordHashingLoad(): { running: number; waiting: number } {
  return { running: runningHashes, waiting: waitingHashes.length };
}

async function inHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (runningHashes >= MAX_CONCURRENT_HASHES) {
    if (waitingHashes.length >= MAX_WAITING_HASHES) throw new HttpError(503, HASHING_BUSY_MESSAGE);
    // The finishing hash hands its slot over directly, so the count never drops in between.
    await new Promise<void>((resolve) => waitingHashes.push(resolve));
  } else {
    runningHashes += 1;
  }
  try {
    return await work();
  } finally {
    const next = waitingHashes.shift();
    if (next) next();
    else runningHashes -= 1;
  }
}

function deriveKey(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: MAX_MEMORY };
  return inHashingSlot(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

/** `scrypt$N$r$p$salt$key` (base64url), so the parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, SCRYPT_PARAMS);
  const { N, r, p } = SCRYPT_PARAMS;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await deriveKey(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so a missing account cannot be told apart by response time. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummyHash);
  return false;
}
