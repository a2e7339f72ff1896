import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { TIERS } from '../src/shared/plans';
import {
  AdminCommandError,
  deleteUser,
  exportUser,
  formatUserTable,
  listUsers,
  planUserDeletion,
  setTier,
  userLabel,
  type AdminContext,
} from '../src/server/admin/admin-commands';
import { ConfigError, loadConfig } from '../src/server/config';
import { migrateToLatest, openDatabase } from '../src/server/db/database';
import { createConfiguredBlobStore } from '../src/server/storage/blob-store';

// Operator commands on the server's own database and image store, with the same settings as `npm start`.
// Exit codes: 0 done, 1 the command could not be done (unknown user or tier, not confirmed...), 2 wrong usage.

const USAGE = `Usage: npm run admin -- <command>

  users                          every user: e-mail, name, tier, scenes this month, characters, books
  set-tier <email> <tier>        put a user on a plan (${TIERS.join(', ')})
  export-user <email> <dir>      write all of a user's data (user.json) and images into a new folder
  delete-user <email> [--yes]    delete a user with all their data and images, after typing the e-mail

A user without an e-mail address is named by their id instead. Settings (DATA_DIR, DATABASE_URL...)
are read from the environment, as for npm start.`;

class UsageError extends Error {}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { yes: { type: 'boolean', short: 'y', default: false }, help: { type: 'boolean', short: 'h', default: false } },
});

const ARGUMENT_COUNTS: Record<string, number> = { users: 0, 'set-tier': 2, 'export-user': 2, 'delete-user': 1 };

/** Checked before the database is opened, so a typo never creates or migrates anything. */
function checkUsage(): void {
  const [command, ...args] = positionals;
  if (!command) throw new UsageError('No command given');
  const count = ARGUMENT_COUNTS[command];
  if (count === undefined) throw new UsageError(`Unknown command: ${command}`);
  if (args.length !== count || args.some((arg) => arg.trim() === '')) {
    throw new UsageError(`${command} takes ${count === 1 ? '1 argument' : `${count} arguments`}`);
  }
}

function countOf(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

async function confirmDeletion(ctx: AdminContext, emailOrId: string): Promise<boolean> {
  const plan = await planUserDeletion(ctx, emailOrId);
  const label = userLabel(plan.user);
  console.log(
    `This deletes ${label} for good: the account, ${countOf(plan.characters, 'character')}, ` +
      `${countOf(plan.scenes, 'scene')}, ${countOf(plan.books, 'book')} and ${countOf(plan.images, 'image file')}.`,
  );
  if (values.yes) return true;
  const expected = plan.user.email ?? plan.user.id;
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = await prompt.question(`Type ${plan.user.email ? 'the e-mail address' : 'the user id'} (${expected}) to confirm: `);
    return answer.trim().toLowerCase() === expected.toLowerCase();
  } catch {
    // Standard input closed before an answer: nothing was confirmed.
    return false;
  } finally {
    prompt.close();
  }
}

async function run(ctx: AdminContext): Promise<void> {
  const [command, first = '', second = ''] = positionals;
  switch (command) {
    case 'users': {
      console.log(formatUserTable(await listUsers(ctx)));
      return;
    }
    case 'set-tier': {
      const changed = await setTier(ctx, first, second);
      console.log(`${changed.user}: tier ${changed.from} -> ${changed.to}`);
      return;
    }
    case 'export-user': {
      const exported = await exportUser(ctx, first, second);
      console.log(`Exported ${exported.user}: ${exported.file} and ${exported.imageCount} images`);
      return;
    }
    case 'delete-user': {
      if (!(await confirmDeletion(ctx, first))) throw new AdminCommandError('Not confirmed: nothing was deleted.');
      const deleted = await deleteUser(ctx, first);
      console.log(`Deleted ${deleted.user} with ${deleted.imageCount} image files`);
      return;
    }
  }
}

async function main(): Promise<number> {
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  try {
    checkUsage();
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return 1;
  }
  const database = openDatabase(config.database);
  const blobs = createConfiguredBlobStore(config);
  try {
    await migrateToLatest(database);
    await run({ db: database.db, blobs });
    return 0;
  } catch (error) {
    if (error instanceof AdminCommandError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    blobs.close();
    await database.db.destroy();
  }
}

process.exitCode = await main();
