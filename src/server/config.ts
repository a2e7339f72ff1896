import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_GEMINI_IMAGE_MODEL } from '../engine/providers/gemini-engine';
import { DEFAULT_OPENAI_IMAGE_MODEL } from '../engine/providers/openai-engine';
import type { EngineConfig } from '../engine/types';

export const DEFAULT_MAIL_FROM = 'Colorbook Studio <no-reply@localhost>';

const BooleanFlagSchema = z
  .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');

// The only place that reads process.env. A wrong value stops the start with a message naming it.
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/i, message: 'must be an http:// or https:// URL' })
    .refine((url) => !URL.canParse(url) || (!new URL(url).search && !new URL(url).hash), 'must not have a query or fragment')
    .optional(),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL (leave it unset for the embedded SQLite database)')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).default('dist/web'),
  TRUST_PROXY: BooleanFlagSchema.default(false),
  IMAGE_PROVIDER: z.enum(['builtin', 'openai', 'gemini']).default('builtin'),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_IMAGE_MODEL: z.string().min(1).default(DEFAULT_OPENAI_IMAGE_MODEL),
  OPENAI_BASE_URL: z.url().optional(),
  GEMINI_API_KEY: z.string().min(1).optional(),
  GEMINI_IMAGE_MODEL: z.string().min(1).default(DEFAULT_GEMINI_IMAGE_MODEL),
  GEMINI_BASE_URL: z.url().optional(),
  IMAGE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(120_000),
  IMAGE_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  GENERATION_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  GENERATION_QUEUE_LIMIT: z.coerce.number().int().min(0).max(10_000).default(16),
  RENDER_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).optional(),
  HOUSEKEEPING_INTERVAL_MS: z.coerce.number().int().min(60_000).max(7 * 24 * 3_600_000).default(3_600_000),
  OIDC_ISSUER_URL: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/?#]+/, 'must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.com:587')
    .refine((value) => URL.canParse(value), 'must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.com:587')
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(/^[^<>@\s]+@[^<>@\s]+$|^[^<>]*<[^<>@\s]+@[^<>@\s]+>$/, 'must be an address, e.g. Colorbook Studio <no-reply@example.com>')
    .default(DEFAULT_MAIL_FROM),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters (a long random string)').optional(),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 lower-case letters, digits, dots, hyphens)').optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: BooleanFlagSchema.default(false),
});

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Plain http is only accepted for a service on this machine (an OpenID provider in tests or development). */
export function isLoopbackHttpUrl(url: string): boolean {
  const parsed = new URL(url);
  return parsed.protocol === 'http:' && LOOPBACK_HOSTS.has(parsed.hostname);
}

export type Env = z.infer<typeof EnvSchema>;

/** Image bytes in a bucket of an S3-compatible service, instead of files under DATA_DIR. */
export interface S3StorageConfig {
  kind: 's3';
  bucket: string;
  region: string;
  /** Another service than AWS (R2, MinIO, B2); null for AWS itself. */
  endpoint: string | null;
  forcePathStyle: boolean;
  /** Null leaves credentials to the AWS SDK's own chain (an instance role, web identity, ~/.aws). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  isSecureCookie: boolean;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string;
  trustProxy: boolean;
  imageProvider: Env['IMAGE_PROVIDER'];
  /** A request's headers and body must arrive within this time: a client trickling bytes cannot hold a socket. */
  requestTimeoutMs: number;
  /** After SIGTERM, requests in flight get this long to finish before the process exits anyway. */
  shutdownTimeoutMs: number;
  /**
   * Pages are drawn in worker threads: `workers` at once, up to `maxWaiting` more waiting (beyond them 503),
   * each stopped after `deadlineMs`. Unset, workers are the cores less one.
   */
  generation: { workers: number | null; maxWaiting: number; deadlineMs: number };
  /** Leftovers (unfinished writes, orphan images, undelivered quota reservations) are removed at start and this often. */
  housekeepingIntervalMs: number;
  engine: EngineConfig;
  oidc: { issuerUrl: string; clientId: string; clientSecret: string } | null;
  /** How mail leaves the server; without an SMTP server, messages are written to the log. */
  mail: { smtpUrl: string | null; from: string };
  /** A scraper sending this as a bearer token reads GET /metrics; without it the route does not exist. */
  metricsToken: string | null;
  /** Where image bytes live: files under DATA_DIR/images, or an S3 bucket that every instance shares. */
  storage: { kind: 'disk'; dir: string } | S3StorageConfig;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`OPENAI_API_KEY=` in a compose file) means unset, not an empty value.
  const setValues = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(setValues);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const oidcValues = [e.OIDC_ISSUER_URL, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET];
  const oidcSetCount = oidcValues.filter((v) => v !== undefined).length;
  if (oidcSetCount > 0 && oidcSetCount < 3) {
    throw new ConfigError(
      'Invalid configuration:\n  OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together',
    );
  }
  if (e.OIDC_ISSUER_URL && !e.OIDC_ISSUER_URL.startsWith('https://') && !isLoopbackHttpUrl(e.OIDC_ISSUER_URL)) {
    throw new ConfigError('Invalid configuration:\n  OIDC_ISSUER_URL: must be an https:// URL (plain http only on this machine)');
  }
  const engine = engineConfig(e);
  const storage = storageConfig(e, path.resolve(e.DATA_DIR));
  // Parsed, so `HTTPS://Colorbook.Example/` becomes `https://colorbook.example` (and its cookies Secure).
  const publicUrlParts = new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`);
  const publicUrl = `${publicUrlParts.origin}${publicUrlParts.pathname}`.replace(/\/$/, '');
  const dataDir = path.resolve(e.DATA_DIR);
  ensureWritableDirectory('DATA_DIR', dataDir);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    isSecureCookie: publicUrl.startsWith('https://'),
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'sqlite', file: path.join(dataDir, 'colorbook.db') },
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    trustProxy: e.TRUST_PROXY,
    imageProvider: e.IMAGE_PROVIDER,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    housekeepingIntervalMs: e.HOUSEKEEPING_INTERVAL_MS,
    generation: {
      workers: e.GENERATION_WORKERS ?? null,
      maxWaiting: e.GENERATION_QUEUE_LIMIT,
      // An AI provider may retry a slow request: its page gets every attempt plus time to trace it.
      deadlineMs: e.RENDER_TIMEOUT_MS ?? (e.IMAGE_PROVIDER === 'builtin' ? 30_000 : e.IMAGE_TIMEOUT_MS * (e.IMAGE_MAX_RETRIES + 1) + 30_000),
    },
    engine,
    oidc:
      e.OIDC_ISSUER_URL && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? { issuerUrl: e.OIDC_ISSUER_URL, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET }
        : null,
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM },
    metricsToken: e.METRICS_TOKEN ?? null,
    storage,
  };
}

function storageConfig(e: Env, dataDir: string): Config['storage'] {
  if (!e.S3_BUCKET) {
    const stray = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => e[name] !== undefined);
    if (stray.length > 0) throw new ConfigError(`Invalid configuration:\n  S3_BUCKET: required when ${stray.join(', ')} ${stray.length === 1 ? 'is' : 'are'} set`);
    return { kind: 'disk', dir: path.join(dataDir, 'images') };
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError('Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT ?? null,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : null,
  };
}

/** Creates the folder when missing; a folder the server cannot write stops the start with the setting's name. */
function ensureWritableDirectory(setting: string, directory: string): void {
  try {
    fs.mkdirSync(directory, { recursive: true });
    fs.accessSync(directory, fs.constants.W_OK);
  } catch (error) {
    const reason = error instanceof Error && 'code' in error ? String(error.code) : 'unusable';
    throw new ConfigError(`Invalid configuration:\n  ${setting}: cannot create or write ${directory} (${reason})`);
  }
}

function engineConfig(e: Env): EngineConfig {
  const limits = { timeoutMs: e.IMAGE_TIMEOUT_MS, maxRetries: e.IMAGE_MAX_RETRIES };
  if (e.IMAGE_PROVIDER === 'openai') {
    if (!e.OPENAI_API_KEY) {
      throw new ConfigError('Invalid configuration:\n  OPENAI_API_KEY: required when IMAGE_PROVIDER=openai');
    }
    return {
      provider: 'openai',
      openai: { apiKey: e.OPENAI_API_KEY, model: e.OPENAI_IMAGE_MODEL, baseUrl: e.OPENAI_BASE_URL, ...limits },
    };
  }
  if (e.IMAGE_PROVIDER === 'gemini') {
    if (!e.GEMINI_API_KEY) {
      throw new ConfigError('Invalid configuration:\n  GEMINI_API_KEY: required when IMAGE_PROVIDER=gemini');
    }
    return {
      provider: 'gemini',
      gemini: { apiKey: e.GEMINI_API_KEY, model: e.GEMINI_IMAGE_MODEL, baseUrl: e.GEMINI_BASE_URL, ...limits },
    };
  }
  return { provider: 'builtin' };
}
