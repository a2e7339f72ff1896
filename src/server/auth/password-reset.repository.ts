import type { Db } from '../db/database';
import { timestamp } from '../db/ids';

export async function insertResetToken(
  db: Db,
  token: { tokenHash: string; userId: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db
    .insertInto('password_reset_tokens')
    .values({
      token_hash: token.tokenHash,
      user_id: token.userId,
      expires_at: timestamp(token.expiresAt),
      used_at: null,
      created_at: timestamp(token.createdAt),
    })
    .execute();
}

/** Links asked for since `since`, used or not: the per-address limit counts mails sent, not links open. */
export async function countResetTokensSince(db: Db, userId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('password_reset_tokens')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', timestamp(since))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function deleteExpiredResetTokens(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('password_reset_tokens').where('expires_at', '<=', timestamp(now)).execute();
}

/** The user a live link belongs to: not used and not expired; undefined otherwise. */
export async function findResetTokenUser(db: Db, tokenHash: string, now: Date): Promise<string | undefined> {
  const row = await db
    .selectFrom('password_reset_tokens')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', timestamp(now))
    .executeTakeFirst();
  return row?.user_id;
}

/**
 * Marks a live link used and answers its user, in one statement: of two requests with the same link,
 * only one gets the user back.
 */
export async function consumeResetToken(db: Db, tokenHash: string, now: Date): Promise<string | undefined> {
  const row = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: timestamp(now) })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', timestamp(now))
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** Makes every open link of a user void: once the password changed, older links must not change it again. */
export async function voidResetTokensOfUser(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: timestamp(now) })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
