import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LivenessSchema, ReadinessSchema, type Readiness } from '../../shared/health';
import { pingDatabase } from '../db/database';

/** A check slower than this counts as down: a load balancer must hear back before its own timeout. */
export const READINESS_TIMEOUT_MS = 2_000;
/** Probes from several balancers (or a flood) share one check a second, not one database and bucket call each. */
const READINESS_REUSE_MS = 1_000;

async function check(name: string, probe: () => Promise<unknown>, log: FastifyInstance['log']): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${READINESS_TIMEOUT_MS} ms`)), READINESS_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return 'ok';
  } catch (error) {
    log.warn({ err: error }, `readiness: ${name} is not reachable`);
    // The endpoint is public: the reason says what is down, the log says why (hosts, credentials).
    return error instanceof Error && error.message.startsWith('no answer within') ? error.message : 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

/** Unauthenticated probes for load balancers and orchestrators; neither touches sessions. */
export async function healthRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get('/healthz', { schema: { response: { 200: LivenessSchema } } }, async (_request, reply) => {
    return reply.header('cache-control', 'no-store').send({ status: 'ok' as const });
  });

  let latest: { at: number; result: Promise<Readiness> } | null = null;
  async function readiness(): Promise<Readiness> {
    const [database, storage] = await Promise.all([
      check('database', () => pingDatabase(app.db), app.log),
      check('storage', () => app.blobs.checkReachable(), app.log),
    ]);
    return { status: database === 'ok' && storage === 'ok' ? 'ready' : 'unavailable', checks: { database, storage } };
  }

  app.get('/readyz', { schema: { response: { 200: ReadinessSchema, 503: ReadinessSchema } } }, async (_request, reply) => {
    const now = Date.now();
    if (!latest || now - latest.at >= READINESS_REUSE_MS) latest = { at: now, result: readiness() };
    const result = await latest.result;
    return reply
      .code(result.status === 'ready' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(result);
  });
}
