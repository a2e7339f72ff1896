import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyCompress from '@fastify/compress';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { openDatabase, migrateToLatest, type Db, type DatabaseHandle } from './db/database';
import { createConfiguredBlobStore, type BlobStore } from './storage/blob-store';
import type { Engine } from '../engine/types';
import { EngineError } from '../engine/types';
import { createPooledEngine, defaultWorkerCount, IN_THREAD_PIXEL_WORK, type PixelWork } from '../engine/worker/pooled-engine';
import { PoolBusyError } from '../engine/worker/worker-pool';
import { installHousekeeping } from './housekeeping/housekeeping';
import { HttpError } from './http-error';
import { quotaRoutes } from './quota/routes';
import { imageRoutes } from './images/routes';
import { characterRoutes } from './characters/routes';
import { photoPageRoutes } from './scenes/photo-routes';
import { sceneRoutes } from './scenes/routes';
import { bookRoutes } from './books/routes';
import { recentPageRoutes } from './generated-pages/routes';
import { analyticsRoutes } from './analytics/analytics-routes';
import { authRoutes } from './auth/auth-routes';
import { installSessionAuth } from './auth/session';
import { accountSecurityRoutes } from './auth/account-security-routes';
import { passwordResetRoutes } from './auth/password-reset-routes';
import { createMailer, type Mailer } from './mail/mailer';
import { installCrossSiteCheck } from './cross-site';
import { userRoutes } from './user/user-routes';
import { healthRoutes } from './health/health-routes';
import { installGracefulShutdown } from './graceful-shutdown';
import { databaseRateLimitStore, installRateLimitSweep } from './quota/rate-limit-store';
import { webAppRoutes } from './web-app';
import { createMetrics, type Metrics } from './metrics/metrics';
import { instrumentEngine } from './metrics/instrumented-engine';
import { installMetrics } from './metrics/metrics-routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    databaseKind: DatabaseHandle['kind'];
    engine: Engine;
    /** Upload checks and re-encoding, off the main thread with the engine's workers. */
    pixels: PixelWork;
    blobs: BlobStore;
    mailer: Mailer;
    metrics: Metrics;
  }
}

export interface AppDependencies {
  /** An engine that runs in the caller's thread (tests); without one, the configured engine runs in worker threads. */
  engine?: Engine;
  /** Tests pass an already-open database; otherwise the config's database is opened and migrated. */
  database?: DatabaseHandle;
}

const ENGINE_ERROR_STATUS: Record<EngineError['kind'], number> = {
  invalid_request: 400,
  refused: 400,
  rate_limited: 429,
  timeout: 504,
  bad_response: 502,
  unavailable: 502,
};

/** Builds the whole server without listening: main.ts listens, tests use `inject`. */
export async function buildApp(config: Config, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: 16 * 1024 * 1024,
    requestTimeout: config.requestTimeoutMs,
    // Node takes these only when the server is created, and checks them every 30 s unless told otherwise.
    http: {
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(30_000, Math.ceil(config.requestTimeoutMs / 4)),
    },
    // On close, idle keep-alive sockets go at once; busy ones finish their request.
    forceCloseConnections: 'idle',
    // Only behind a reverse proxy may X-Forwarded-For name the client; otherwise anyone could dodge rate limits.
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    deps.database ?? openDatabase(config.database, (error) => app.log.warn({ err: error }, 'an idle database connection was closed'));
  if (!deps.database) await migrateToLatest(database);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('databaseKind', database.kind);
  const metrics = createMetrics();
  app.decorate('metrics', metrics);
  const pooled = deps.engine
    ? null
    : createPooledEngine(config.engine, {
        workers: config.generation.workers ?? defaultWorkerCount(),
        maxWaiting: config.generation.maxWaiting,
        deadlineMs: config.generation.deadlineMs,
        onWorkerLost: (reason) => app.log.warn(`image engine worker replaced: ${reason}`),
      });
  if (pooled) app.addHook('onClose', async () => pooled.close());
  if (pooled) metrics.watchGenerationQueue(() => pooled.stats());
  app.decorate('engine', instrumentEngine(deps.engine ?? pooled!, metrics));
  app.decorate('pixels', pooled ?? IN_THREAD_PIXEL_WORK);
  installMetrics(app, metrics, config.metricsToken);
  const blobs = createConfiguredBlobStore(config);
  app.decorate('blobs', blobs);
  app.addHook('onClose', async () => blobs.close());
  if (!deps.database) app.addHook('onClose', async () => database.db.destroy());
  installHousekeeping(app, config.housekeepingIntervalMs);
  const mailer = createMailer(config.mail, app.log);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const message = first ? `${field ? `${field}: ` : ''}${first.message}` : 'Invalid request';
      return reply.code(400).send({ message });
    }
    if (error instanceof PoolBusyError) {
      return reply.code(503).header('retry-after', String(error.retryAfterSeconds)).send({ message: error.message });
    }
    if (error instanceof HttpError) return reply.code(error.statusCode).send({ message: error.message });
    if (error instanceof EngineError) {
      request.log.warn({ err: error }, 'image engine failed');
      return reply.code(ENGINE_ERROR_STATUS[error.kind]).send({ message: error.message });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        formAction: ["'self'", ...(config.oidc ? [new URL(config.oidc.issuerUrl).origin] : [])],
        upgradeInsecureRequests: null,
      },
    },
    // Keeps the origin on same-origin form posts (no-referrer makes them carry `Origin: null`).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // JSON and HTML answers over 1 KB go compressed to clients that accept it; the web app's files were
  // compressed at build time and carry their Content-Encoding already, so they pass untouched.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
  await app.register(fastifyCookie);
  // Counters live in the database: instances behind a load balancer share every limit.
  await app.register(fastifyRateLimit, { global: false, store: databaseRateLimitStore(database.db) });
  installRateLimitSweep(app);

  installGracefulShutdown(app);
  installCrossSiteCheck(app, config.publicUrl);
  installSessionAuth(app);
  await app.register(healthRoutes);
  await app.register(authRoutes);
  // Built-in accounts only: with OpenID Connect the provider owns passwords and these routes answer 404.
  if (!config.oidc) {
    await app.register(passwordResetRoutes);
    await app.register(accountSecurityRoutes);
  }
  await app.register(userRoutes);
  await app.register(analyticsRoutes);
  // Resource plugins register here, one per concern.
  await app.register(quotaRoutes);
  await app.register(imageRoutes);
  await app.register(characterRoutes);
  await app.register(sceneRoutes);
  await app.register(photoPageRoutes);
  await app.register(bookRoutes);
  await app.register(recentPageRoutes);

  await webAppRoutes(app, config.webDistDir);

  return app;
}
