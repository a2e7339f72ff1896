import path from 'node:path';
import { z } from 'zod';

// The only place that reads process.env. A wrong value stops the start with a message naming it.
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL (leave it unset for the embedded SQLite database)')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).default('dist/web'),
  IMAGE_PROVIDER: z.enum(['builtin', 'openai', 'gemini']).default('builtin'),
  OIDC_ISSUER_URL: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
});

export type Env = z.infer<typeof EnvSchema>;

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
  imageProvider: Env['IMAGE_PROVIDER'];
  oidc: { issuerUrl: string; clientId: string; clientSecret: string } | null;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
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
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const dataDir = path.resolve(e.DATA_DIR);
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
    imageProvider: e.IMAGE_PROVIDER,
    oidc:
      e.OIDC_ISSUER_URL && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? { issuerUrl: e.OIDC_ISSUER_URL, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET }
        : null,
  };
}
