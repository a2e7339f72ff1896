import fs from 'node:fs/promises';
import path from 'node:path';
import { TIERS, type Tier } from '../../shared/plans';
import type { Db } from '../db/database';
import { startOfUtcMonth } from '../quota/quota.service';
import type { BlobStore } from '../storage/blob-store';
import type { UserRow } from '../user/user.repository';
import {
  deleteUserAndData,
  findUserByEmailOrId,
  listUsersWithUsage,
  readUserData,
  setUserTier,
  type UserOverviewRow,
} from './admin.repository';

// The operator's commands (`npm run admin`), as functions the script calls and the tests call directly.

/** A command that cannot do what was asked; its message is for the operator, as is. */
export class AdminCommandError extends Error {
  override name = 'AdminCommandError';
}

export interface AdminContext {
  db: Db;
  blobs: BlobStore;
}

export const EXPORT_FORMAT = 'colorbook-studio-user-export/1';

async function findUserOrFail(ctx: AdminContext, emailOrId: string): Promise<UserRow> {
  const user = await findUserByEmailOrId(ctx.db, emailOrId);
  if (!user) throw new AdminCommandError(`No user with the e-mail or id "${emailOrId}". \`npm run admin -- users\` lists them.`);
  return user;
}

/** How the operator names a user in messages: the e-mail, or the id for an account without one. */
export function userLabel(user: Pick<UserRow, 'email' | 'id'>): string {
  return user.email ?? `user ${user.id}`;
}

export async function listUsers(ctx: AdminContext, now = new Date()): Promise<UserOverviewRow[]> {
  return listUsersWithUsage(ctx.db, startOfUtcMonth(now));
}

/** The users as an aligned text table, one line a user. */
export function formatUserTable(users: UserOverviewRow[]): string {
  if (users.length === 0) return 'No users yet.';
  const header = ['E-MAIL', 'NAME', 'TIER', 'SCENES THIS MONTH', 'CHARACTERS', 'BOOKS'];
  const lines = users.map((user) => [
    user.email ?? `(no e-mail) ${user.id}`,
    [user.firstName, user.lastName].filter(Boolean).join(' ') || '-',
    user.tier,
    String(user.scenesThisMonth),
    String(user.characters),
    String(user.books),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)));
  const format = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd();
  return [format(header), ...lines.map(format), '', `${users.length} ${users.length === 1 ? 'user' : 'users'}`].join('\n');
}

function parseTier(value: string): Tier {
  const tier = value.trim().toLowerCase();
  if (!(TIERS as readonly string[]).includes(tier)) {
    throw new AdminCommandError(`Unknown tier "${value}". Tiers: ${TIERS.join(', ')}.`);
  }
  return tier as Tier;
}

export async function setTier(ctx: AdminContext, emailOrId: string, tierName: string): Promise<{ user: string; from: string; to: Tier }> {
  const tier = parseTier(tierName);
  const user = await findUserOrFail(ctx, emailOrId);
  await setUserTier(ctx.db, user.id, tier);
  return { user: userLabel(user), from: user.tier, to: tier };
}

const IMAGE_EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/webp': 'webp', 'image/jpeg': 'jpg' };

async function assertEmptyOrMissing(dir: string): Promise<void> {
  const entries = await fs.readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (entries.length > 0) throw new AdminCommandError(`${dir} is not empty: choose a new or empty folder for the export.`);
}

/**
 * Writes everything the service holds about a person (a data request under UK/EU law): `user.json` with
 * their account and every row of theirs, and `images/` with each stored image as a file.
 */
export async function exportUser(
  ctx: AdminContext,
  emailOrId: string,
  dir: string,
  now = new Date(),
): Promise<{ user: string; file: string; imageCount: number }> {
  const user = await findUserOrFail(ctx, emailOrId);
  const target = path.resolve(dir);
  await assertEmptyOrMissing(target);
  const data = await readUserData(ctx.db, user.id);
  await fs.mkdir(path.join(target, 'images'), { recursive: true });
  const images = [];
  for (const image of data.images) {
    const file = `images/${image.id}.${IMAGE_EXTENSIONS[image.content_type] ?? 'bin'}`;
    await fs.writeFile(path.join(target, file), await ctx.blobs.get(image.blob_key));
    images.push({ ...image, file });
  }
  // Password and session hashes are left out: they are keys to the account, not information about the person.
  const { password_hash: passwordHash, ...account } = user;
  const document = {
    format: EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    user: { ...account, has_password: passwordHash !== null },
    ...data,
    images,
  };
  const file = path.join(target, 'user.json');
  await fs.writeFile(file, `${JSON.stringify(document, null, 2)}\n`);
  return { user: userLabel(user), file, imageCount: images.length };
}

export interface DeletionPlan {
  user: UserRow;
  characters: number;
  scenes: number;
  books: number;
  images: number;
}

/** What `deleteUser` would remove, for the confirmation question. */
export async function planUserDeletion(ctx: AdminContext, emailOrId: string): Promise<DeletionPlan> {
  const user = await findUserOrFail(ctx, emailOrId);
  const data = await readUserData(ctx.db, user.id);
  return { user, characters: data.characters.length, scenes: data.scenes.length, books: data.books.length, images: data.images.length };
}

/** Deletes the person, every row of theirs and their images. Answers how many images were removed. */
export async function deleteUser(ctx: AdminContext, emailOrId: string): Promise<{ user: string; imageCount: number }> {
  const user = await findUserOrFail(ctx, emailOrId);
  const blobKeys = await deleteUserAndData(ctx.db, user.id);
  // After the commit: a failure here leaves an orphan file behind, never a row pointing at nothing.
  const results = await Promise.allSettled(blobKeys.map((key) => ctx.blobs.delete(key)));
  const failed = results.filter((result) => result.status === 'rejected').length;
  if (failed > 0) {
    throw new AdminCommandError(`Deleted ${userLabel(user)}, but ${failed} of ${blobKeys.length} image files could not be removed.`);
  }
  return { user: userLabel(user), imageCount: blobKeys.length };
}
