import type { Selectable } from 'kysely';
import type { Tier } from '../../shared/plans';
import { TIERS } from '../../shared/plans';
import type { User } from '../../shared/user';
import type { Db } from '../db/database';
import { newId, timestamp } from '../db/ids';
import type { UsersTable } from '../db/schema';

export type UserRow = Selectable<UsersTable>;

/** `isPasswordSignInEnabled` is false on a server that signs people in through OpenID Connect. */
export function toUser(row: UserRow, { isPasswordSignInEnabled }: { isPasswordSignInEnabled: boolean }): User {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    profileImageUrl: row.profile_image_url,
    // A tier written by an older version and no longer known falls back to the most limited plan.
    tier: (TIERS as readonly string[]).includes(row.tier) ? (row.tier as Tier) : 'free',
    hasSeenWelcome: row.has_seen_welcome === 1,
    checklistDismissed: row.checklist_dismissed === 1,
    hasPassword: isPasswordSignInEnabled && row.password_hash !== null,
  };
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findUserByOidcSubject(db: Db, subject: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('oidc_subject', '=', subject).executeTakeFirst();
}

export interface NewUser {
  email: string | null;
  passwordHash: string | null;
  oidcSubject: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

/** Throws the database's unique violation when the e-mail or subject is taken. */
export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  const row: UserRow = {
    id: newId(),
    email: user.email,
    password_hash: user.passwordHash,
    oidc_subject: user.oidcSubject,
    first_name: user.firstName,
    last_name: user.lastName,
    profile_image_url: user.profileImageUrl,
    tier: 'free',
    has_seen_welcome: 0,
    checklist_dismissed: 0,
    created_at: timestamp(),
  };
  await db.insertInto('users').values(row).execute();
  return row;
}

export interface ProfileClaims {
  email?: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

export async function updateProfile(db: Db, id: string, profile: ProfileClaims): Promise<void> {
  await db
    .updateTable('users')
    .set({
      ...(profile.email !== undefined ? { email: profile.email } : {}),
      first_name: profile.firstName,
      last_name: profile.lastName,
      profile_image_url: profile.profileImageUrl,
    })
    .where('id', '=', id)
    .execute();
}

export async function updatePasswordHash(db: Db, id: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
}

export async function linkOidcSubject(db: Db, id: string, subject: string): Promise<void> {
  await db.updateTable('users').set({ oidc_subject: subject }).where('id', '=', id).execute();
}

/** Moves a user from one tier to another only if they are still on `from`; false when they were not. */
export async function changeTier(db: Db, id: string, from: Tier, to: Tier): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ tier: to })
    .where('id', '=', id)
    .where('tier', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function updateOnboarding(
  db: Db,
  id: string,
  changes: { hasSeenWelcome?: boolean; checklistDismissed?: boolean },
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      ...(changes.hasSeenWelcome !== undefined ? { has_seen_welcome: changes.hasSeenWelcome ? 1 : 0 } : {}),
      ...(changes.checklistDismissed !== undefined ? { checklist_dismissed: changes.checklistDismissed ? 1 : 0 } : {}),
    })
    .where('id', '=', id)
    .execute();
}
