import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LimitRefusal } from '../http-error';
import type { Metrics } from './metrics';

export const METRICS_PATH = '/metrics';

/** The route pattern, never the raw URL: ids in paths would make a new time series per scene. */
function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern === undefined) return request.url.startsWith('/api') ? '(no route)' : '(web app)';
  // One route per built file; hashed names change with every release.
  if (pattern.startsWith('/assets/')) return '/assets/*';
  return pattern;
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
export function hasBearerToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer (.+)$/i.exec(header);
  return match !== null && timingSafeEqual(sha256(match[1]!), sha256(token));
}

/**
 * Counts and times every answered request by route, and serves the metrics at GET /metrics to a scraper
 * that sends the configured token. Without a configured token it answers 404 like an unknown path.
 */
export function installMetrics(app: FastifyInstance, metrics: Metrics, token: string | null): void {
  app.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.url === METRICS_PATH) return;
    const labels = { method: request.method, route: routeLabel(request), status_code: String(reply.statusCode) };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
  app.addHook('onError', async (_request, _reply, error) => {
    if (error instanceof LimitRefusal) metrics.quotaRefusals.inc({ limit: error.limit });
  });
  app.get(METRICS_PATH, async (request, reply) => {
    if (!token) return reply.code(404).send({ message: 'Not found' });
    if (!hasBearerToken(request, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').send({ message: 'Metrics need the METRICS_TOKEN as a bearer token' });
    }
    return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(await metrics.registry.metrics());
  });
}
