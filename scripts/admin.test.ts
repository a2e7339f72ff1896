import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveCharacter } from '../src/server/scenes/resource-fixtures';
import { DATABASE_KINDS, createTestApp, signUpUser } from '../src/server/testing/test-app';
import { startS3TestServer, type S3TestServer } from '../src/server/testing/s3-test-server';

// `npm run admin` as the operator runs it: its own process on the server's settings, exit codes, typed confirmation.

interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runAdmin(env: Record<string, string>, args: string[], input = ''): Promise<ScriptRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

describe('npm run admin, usage', () => {
  it('answers an unknown command or missing arguments with the usage and exit code 2, touching no database', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'colorbook-admin-usage-'));
    try {
      const unknown = await runAdmin({ DATA_DIR: dataDir }, ['frobnicate']);
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toContain('Unknown command: frobnicate');
      expect(unknown.stderr).toContain('Usage: npm run admin -- <command>');
      const missing = await runAdmin({ DATA_DIR: dataDir }, ['set-tier', 'a@example.com']);
      expect(missing.code).toBe(2);
      expect(missing.stderr).toContain('set-tier takes 2 arguments');
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.each(DATABASE_KINDS)('npm run admin on %s', (kind) => {
  let app: FastifyInstance;
  let env: Record<string, string>;
  let exportDir: string;
  beforeAll(async () => {
    app = await createTestApp(kind);
    const { database } = app.config;
    env = { DATA_DIR: app.config.dataDir, ...(database.kind === 'postgres' ? { DATABASE_URL: database.url } : {}) };
    exportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'colorbook-admin-export-'));
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(exportDir, { recursive: true, force: true });
  });

  it('lists users, sets a tier, exports, and deletes only after the e-mail is typed', async () => {
    const email = `operator-${kind}@example.com`;
    const cookie = await signUpUser(app, { email, firstName: 'Ada', lastName: 'Lovelace' });
    await saveCharacter(app, cookie);

    const users = await runAdmin(env, ['users']);
    expect(users.code).toBe(0);
    expect(users.stdout).toMatch(new RegExp(`${email.replace('.', '\\.')} +Ada Lovelace +free +0 +1 +0`));

    const granted = await runAdmin(env, ['set-tier', email, 'studio']);
    expect(granted).toMatchObject({ code: 0, stdout: `${email}: tier free -> studio\n` });
    const badTier = await runAdmin(env, ['set-tier', email, 'gold']);
    expect(badTier.code).toBe(1);
    expect(badTier.stderr).toContain('Unknown tier "gold". Tiers: free, beta, starter, pro, studio.');
    const nobody = await runAdmin(env, ['set-tier', 'nobody@example.com', 'pro']);
    expect(nobody.code).toBe(1);
    expect(nobody.stderr).toContain('No user with the e-mail or id "nobody@example.com"');

    const target = path.join(exportDir, 'ada');
    const exported = await runAdmin(env, ['export-user', email, target]);
    expect(exported.code).toBe(0);
    expect(exported.stdout).toContain('and 2 images');
    expect(JSON.parse(fs.readFileSync(path.join(target, 'user.json'), 'utf8')).user.tier).toBe('studio');
    expect(fs.readdirSync(path.join(target, 'images'))).toHaveLength(2);

    const refused = await runAdmin(env, ['delete-user', email], 'someone-else@example.com\n');
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain(`This deletes ${email} for good: the account, 1 character, 0 scenes, 0 books and 2 image files.`);
    expect(refused.stderr).toContain('Not confirmed: nothing was deleted.');
    expect((await app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(200);

    const deleted = await runAdmin(env, ['delete-user', email], `${email}\n`);
    expect(deleted.code).toBe(0);
    expect(deleted.stdout).toContain(`Deleted ${email} with 2 image files`);
    expect((await app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
  });

  it('deletes without asking with --yes', async () => {
    const email = `yes-${kind}@example.com`;
    const cookie = await signUpUser(app, { email });
    const deleted = await runAdmin(env, ['delete-user', email, '--yes']);
    expect(deleted.code).toBe(0);
    expect((await app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
  });
});

describe('npm run admin with images in an S3 bucket', () => {
  let s3: S3TestServer;
  let app: FastifyInstance;
  let env: Record<string, string>;
  let exportDir: string;
  beforeAll(async () => {
    s3 = await startS3TestServer();
    const bucket = await s3.createBucket();
    app = await createTestApp('postgres', bucket);
    const { database } = app.config;
    // The operator's shell has the server's settings, not its data folder: every image is in the bucket.
    env = { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'colorbook-admin-s3-')), ...bucket, ...(database.kind === 'postgres' ? { DATABASE_URL: database.url } : {}) };
    exportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'colorbook-admin-export-'));
  });
  afterAll(async () => {
    await app.close();
    await s3.close();
    fs.rmSync(exportDir, { recursive: true, force: true });
    fs.rmSync(env.DATA_DIR ?? '', { recursive: true, force: true });
  });

  it('exports the images from the bucket and deletes them from it', async () => {
    const email = 'operator-s3@example.com';
    const cookie = await signUpUser(app, { email });
    await saveCharacter(app, cookie);
    const keys = (await app.db.selectFrom('images').select('blob_key').execute()).map((row) => row.blob_key);
    expect(keys).toHaveLength(2);

    const target = path.join(exportDir, 'bucket');
    const exported = await runAdmin(env, ['export-user', email, target]);
    expect(exported.code).toBe(0);
    expect(exported.stdout).toContain('and 2 images');
    const stored = await Promise.all(keys.map((key) => app.blobs.get(key)));
    const files = fs.readdirSync(path.join(target, 'images')).map((file) => fs.readFileSync(path.join(target, 'images', file)));
    expect(files).toHaveLength(2);
    for (const file of files) expect(stored.some((bytes) => bytes.equals(file))).toBe(true);

    const deleted = await runAdmin(env, ['delete-user', email, '--yes']);
    expect(deleted.code).toBe(0);
    expect(deleted.stdout).toContain(`Deleted ${email} with 2 image files`);
    const left = [];
    for await (const blob of app.blobs.list()) left.push(blob.key);
    for (const key of keys) expect(left).not.toContain(key);
  });
});
