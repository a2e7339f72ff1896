import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { Mailer } from '../mail/mailer';
import { findUserByEmail, findUserById, updatePasswordHash, type UserRow } from '../user/user.repository';
import { hashPassword } from './password';
import { clearSignInAttempts } from './sign-in-throttle';
import {
  consumeResetToken,
  countResetTokensSince,
  deleteExpiredResetTokens,
  findResetTokenUser,
  insertResetToken,
  voidResetTokensOfUser,
} from './password-reset.repository';
import { deleteSessionsOfUser } from './session.repository';

export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;
/** Reset mails one account gets per hour at most, however many clients ask: nobody's inbox gets flooded. */
export const RESET_MAILS_PER_ADDRESS_PER_HOUR = 3;
export const RESET_PAGE_PATH = '/api/auth/reset-password';

export interface PasswordResetContext {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** Only the hash is stored: a leaked table cannot be turned back into working links. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function resetLinkOf(publicUrl: string, token: string): string {
  return `${publicUrl}${RESET_PAGE_PATH}?token=${encodeURIComponent(token)}`;
}

function resetMailText(user: UserRow, link: string): string {
  const greeting = user.first_name ? `Hello ${user.first_name},` : 'Hello,';
  return [
    greeting,
    '',
    'Someone, hopefully you, asked to reset the password of your Colorbook Studio account.',
    'Choose a new password here:',
    '',
    link,
    '',
    'The link works once, for one hour. If you did not ask for it, you can ignore this e-mail:',
    'your password stays as it is.',
    '',
    'Colorbook Studio',
  ].join('\n');
}

/**
 * Sends a reset link to the address if it belongs to an account with a password. The caller answers the
 * same either way, and the mail goes out in the background so the answer takes as long for an unknown
 * address as for a known one.
 */
export async function requestPasswordReset(ctx: PasswordResetContext, email: string, now = new Date()): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  // Accounts made through an identity provider have no password to reset; their e-mail may be unverified.
  if (!user?.email || !user.password_hash) return;
  await deleteExpiredResetTokens(ctx.db, now);
  const hourAgo = new Date(now.getTime() - 60 * 60 * 1000);
  if ((await countResetTokensSince(ctx.db, user.id, hourAgo)) >= RESET_MAILS_PER_ADDRESS_PER_HOUR) {
    ctx.log.warn({ userId: user.id }, 'password reset asked for too often: no mail sent');
    return;
  }
  const token = randomBytes(32).toString('base64url');
  await insertResetToken(ctx.db, {
    tokenHash: hashResetToken(token),
    userId: user.id,
    expiresAt: new Date(now.getTime() + RESET_LINK_LIFETIME_MS),
    createdAt: now,
  });
  const message = {
    to: user.email,
    subject: 'Reset your Colorbook Studio password',
    text: resetMailText(user, resetLinkOf(ctx.publicUrl, token)),
  };
  void ctx.mailer.send(message).catch((error: unknown) => {
    ctx.log.error({ err: error, userId: user.id }, 'could not send the password reset mail');
  });
}

/** The account a reset link opens, while the link is unused and younger than an hour. */
export async function findResetLinkUser(db: Db, token: string, now = new Date()): Promise<UserRow | undefined> {
  const userId = await findResetTokenUser(db, hashResetToken(token), now);
  return userId ? findUserById(db, userId) : undefined;
}

/**
 * Sets the new password through a link, once: the link and any other open link of the account stop
 * working, and every session of the account ends. Answers the user, or undefined for a dead link.
 */
export async function resetPassword(db: Db, token: string, newPassword: string, now = new Date()): Promise<string | undefined> {
  const passwordHash = await hashPassword(newPassword);
  const userId = await db.transaction().execute(async (trx) => {
    const userId = await consumeResetToken(trx, hashResetToken(token), now);
    if (!userId) return undefined;
    await updatePasswordHash(trx, userId, passwordHash);
    await voidResetTokensOfUser(trx, userId, now);
    await deleteSessionsOfUser(trx, userId);
    return userId;
  });
  // Whoever was guessing the old password no longer keeps the owner waiting.
  const email = userId ? (await findUserById(db, userId))?.email : null;
  if (email) await clearSignInAttempts(db, email);
  return userId;
}
