import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('loadConfig accepted the configuration');
}

describe('loadConfig', () => {
  it('runs with no settings at all on the embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      isSecureCookie: false,
      trustProxy: false,
      database: { kind: 'sqlite', file: path.resolve('data', 'colorbook.db') },
      engine: { provider: 'builtin' },
      oidc: null,
    });
  });

  it('uses PostgreSQL when DATABASE_URL is a postgres URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@db.internal:5432/colorbook' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u:p@db.internal:5432/colorbook' });
  });

  it('names DATABASE_URL when it is not a postgres URL', () => {
    expect(configError({ DATABASE_URL: 'mysql://localhost/x' })).toMatch(/DATABASE_URL: must be a postgres:\/\/ URL/);
  });

  it('names PORT when it is not a port number', () => {
    expect(configError({ PORT: 'eighty' })).toMatch(/PORT:/);
    expect(configError({ PORT: '70000' })).toMatch(/PORT:/);
  });

  it('names IMAGE_PROVIDER when it is unknown', () => {
    expect(configError({ IMAGE_PROVIDER: 'dalle' })).toMatch(/IMAGE_PROVIDER:/);
  });

  it('stops when an AI provider is chosen without its key, naming the key', () => {
    expect(configError({ IMAGE_PROVIDER: 'openai' })).toMatch(/OPENAI_API_KEY: required when IMAGE_PROVIDER=openai/);
    expect(configError({ IMAGE_PROVIDER: 'gemini', OPENAI_API_KEY: 'sk-x' })).toMatch(
      /GEMINI_API_KEY: required when IMAGE_PROVIDER=gemini/,
    );
  });

  it('writes mail to the log with no SMTP_URL and sends from a local no-reply address by default', () => {
    expect(loadConfig({}).mail).toEqual({ smtpUrl: null, from: 'Colorbook Studio <no-reply@localhost>' });
  });

  it('takes an smtp:// or smtps:// SMTP_URL and a MAIL_FROM', () => {
    const config = loadConfig({ SMTP_URL: 'smtps://mailer:secret@mail.example.com:465', MAIL_FROM: 'Studio <hi@example.com>' });
    expect(config.mail).toEqual({ smtpUrl: 'smtps://mailer:secret@mail.example.com:465', from: 'Studio <hi@example.com>' });
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'hi@example.com' }).mail.smtpUrl).toBe('smtp://127.0.0.1:2525');
  });

  it('names SMTP_URL when it is not an SMTP URL, and MAIL_FROM when it is not an address', () => {
    expect(configError({ SMTP_URL: 'https://mail.example.com' })).toMatch(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(configError({ SMTP_URL: 'mail.example.com:587' })).toMatch(/SMTP_URL:/);
    expect(configError({ MAIL_FROM: 'Colorbook Studio' })).toMatch(/MAIL_FROM: must be an address/);
  });

  it('treats an empty variable as unset', () => {
    expect(configError({ IMAGE_PROVIDER: 'openai', OPENAI_API_KEY: '' })).toMatch(/OPENAI_API_KEY: required/);
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
  });

  it('builds the OpenAI engine settings with default model, timeout and retries', () => {
    const config = loadConfig({ IMAGE_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test' });
    expect(config.engine.provider).toBe('openai');
    expect(config.engine.openai).toMatchObject({ apiKey: 'sk-test', timeoutMs: 120_000, maxRetries: 2 });
    expect(config.engine.openai?.model).toEqual(expect.any(String));
  });

  it('builds the Gemini engine settings from every Gemini setting', () => {
    const config = loadConfig({
      IMAGE_PROVIDER: 'gemini',
      GEMINI_API_KEY: 'g-key',
      GEMINI_IMAGE_MODEL: 'gemini-custom',
      GEMINI_BASE_URL: 'http://127.0.0.1:9999',
      IMAGE_TIMEOUT_MS: '30000',
      IMAGE_MAX_RETRIES: '0',
    });
    expect(config.engine).toEqual({
      provider: 'gemini',
      gemini: { apiKey: 'g-key', model: 'gemini-custom', baseUrl: 'http://127.0.0.1:9999', timeoutMs: 30_000, maxRetries: 0 },
    });
  });

  it('names IMAGE_TIMEOUT_MS and IMAGE_MAX_RETRIES when out of range', () => {
    expect(configError({ IMAGE_TIMEOUT_MS: '5' })).toMatch(/IMAGE_TIMEOUT_MS:/);
    expect(configError({ IMAGE_MAX_RETRIES: '-1' })).toMatch(/IMAGE_MAX_RETRIES:/);
  });

  it('sets Secure cookies when PUBLIC_URL is https', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://colorbook.example/' });
    expect(config.publicUrl).toBe('https://colorbook.example');
    expect(config.isSecureCookie).toBe(true);
  });

  it('names PUBLIC_URL when it is not a URL', () => {
    expect(configError({ PUBLIC_URL: 'colorbook.example' })).toMatch(/PUBLIC_URL:/);
  });

  it('reads an upper-case https PUBLIC_URL as https, with Secure cookies', () => {
    const config = loadConfig({ PUBLIC_URL: 'HTTPS://Colorbook.Example/' });
    expect(config.publicUrl).toBe('https://colorbook.example');
    expect(config.isSecureCookie).toBe(true);
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'ftp://colorbook.example', 'https://colorbook.example/?next=x'])(
    'names PUBLIC_URL when it is %s',
    (url) => {
      expect(configError({ PUBLIC_URL: url })).toMatch(/PUBLIC_URL: must/);
    },
  );

  it('names DATA_DIR when the folder cannot be created', () => {
    // A folder inside a file can never be made.
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'colorbook-config-')), 'a-file');
    fs.writeFileSync(file, '');
    expect(configError({ DATA_DIR: path.join(file, 'data') })).toMatch(/DATA_DIR: cannot create or write .*a-file\/data \(ENOTDIR\)/);
  });

  it('reads TRUST_PROXY as a boolean and names it when it is not one', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(configError({ TRUST_PROXY: 'yes' })).toMatch(/TRUST_PROXY: must be true or false/);
  });

  it('requires the three OpenID Connect settings together', () => {
    expect(configError({ OIDC_ISSUER_URL: 'https://id.example' })).toMatch(
      /OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together/,
    );
    const config = loadConfig({ OIDC_ISSUER_URL: 'https://id.example', OIDC_CLIENT_ID: 'app', OIDC_CLIENT_SECRET: 's' });
    expect(config.oidc).toEqual({ issuerUrl: 'https://id.example', clientId: 'app', clientSecret: 's' });
  });

  it('refuses a plain-http OpenID issuer except on this machine', () => {
    const oidc = { OIDC_CLIENT_ID: 'app', OIDC_CLIENT_SECRET: 's' };
    expect(configError({ ...oidc, OIDC_ISSUER_URL: 'http://id.example' })).toMatch(/OIDC_ISSUER_URL: must be an https/);
    expect(loadConfig({ ...oidc, OIDC_ISSUER_URL: 'http://127.0.0.1:4000' }).oidc?.issuerUrl).toBe('http://127.0.0.1:4000');
  });
  it('keeps images under DATA_DIR/images without S3_BUCKET', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'disk', dir: path.resolve('data', 'images') });
  });

  it('stores images in an S3 bucket with every S3 setting', () => {
    const config = loadConfig({
      S3_BUCKET: 'colorbook-images',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'auto',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'colorbook-images',
      endpoint: 'http://127.0.0.1:9000',
      region: 'auto',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
  });

  it('leaves S3 credentials to the SDK chain and AWS to its own endpoint when they are not set', () => {
    expect(loadConfig({ S3_BUCKET: 'colorbook-images' }).storage).toEqual({
      kind: 's3',
      bucket: 'colorbook-images',
      endpoint: null,
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: null,
    });
  });

  it('names the S3 setting that is wrong or missing', () => {
    expect(configError({ S3_BUCKET: 'Bad_Bucket' })).toMatch(/S3_BUCKET: must be a bucket name/);
    expect(configError({ S3_BUCKET: 'images', S3_ENDPOINT: 'ftp://x' })).toMatch(/S3_ENDPOINT: must be an http:\/\/ or https:\/\/ URL/);
    expect(configError({ S3_BUCKET: 'images', S3_FORCE_PATH_STYLE: 'yes' })).toMatch(/S3_FORCE_PATH_STYLE: must be true or false/);
    expect(configError({ S3_BUCKET: 'images', S3_ACCESS_KEY_ID: 'key' })).toMatch(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/,
    );
    expect(configError({ S3_ENDPOINT: 'https://s3.example', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' })).toMatch(
      /S3_BUCKET: required when S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set/,
    );
  });
});
