import type { Db } from '../db/database';
import { timestamp } from '../db/ids';
import type { UserRow } from '../user/user.repository';

export async function insertSession(
  db: Db,
  session: { idHash: string; userId: string; expiresAt: Date; oidcIdToken: string | null },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id_hash: session.idHash,
      user_id: session.userId,
      expires_at: timestamp(session.expiresAt),
      created_at: timestamp(),
      oidc_id_token: session.oidcIdToken,
    })
    .execute();
}

export interface SessionWithUser {
  oidcIdToken: string | null;
  user: UserRow;
}

/** The live session's user; undefined when the id is unknown or the session has expired. */
export async function findSessionUser(db: Db, idHash: string, now: Date): Promise<SessionWithUser | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select('sessions.oidc_id_token')
    .where('sessions.id_hash', '=', idHash)
    .where('sessions.expires_at', '>', timestamp(now))
    .executeTakeFirst();
  if (!row) return undefined;
  const { oidc_id_token, ...user } = row;
  return { oidcIdToken: oidc_id_token, user };
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', timestamp(now)).execute();
}

/** Ends every session of a user except the one kept (the device asking); answers how many ended. */
export async function deleteSessionsOfUser(db: Db, userId: string, keptIdHash: string | null = null): Promise<number> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keptIdHash !== null) query = query.where('id_hash', '!=', keptIdHash);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
