import type { FastifyInstance, FastifyRequest } from 'fastify';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CROSS_SITE_MESSAGE = 'Cross-site request refused';

type Verdict = 'same-origin' | 'cross-site' | 'unknown';

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Where a request came from, by the strongest signal the browser sent (docs/decisions/0005-cross-site-check.md):
 * Sec-Fetch-Site (every current browser), then Origin, then Referer. `unknown` is a client that sent none of them:
 * not a browser, so it cannot carry a victim's cookies.
 */
export function judgeRequestSite(headers: FastifyRequest['headers'], allowedOrigins: ReadonlySet<string>): Verdict {
  const fetchSite = headers['sec-fetch-site'];
  // `none` is a navigation the person started themselves (address bar, bookmark).
  if (fetchSite === 'same-origin' || fetchSite === 'none') return 'same-origin';
  if (fetchSite === 'cross-site') return 'cross-site';
  // `same-site` (a sibling subdomain) and browsers without Fetch Metadata fall through to the origin.
  const origin = headers.origin;
  if (origin !== undefined) {
    // `null` comes from sandboxed frames and data: documents, never from our own pages.
    return allowedOrigins.has(origin) ? 'same-origin' : 'cross-site';
  }
  const referer = headers.referer;
  if (referer !== undefined) {
    const refererOrigin = originOf(referer);
    return refererOrigin !== null && allowedOrigins.has(refererOrigin) ? 'same-origin' : 'cross-site';
  }
  return fetchSite === 'same-site' ? 'cross-site' : 'unknown';
}

/** Whether another site sent this request: our public origin and the request's own host are ours. */
export function isCrossSiteRequest(request: FastifyRequest, publicUrl: string): boolean {
  const allowed = new Set([new URL(publicUrl).origin]);
  const host = request.headers.host;
  if (host) {
    allowed.add(`http://${host}`);
    allowed.add(`https://${host}`);
  }
  return judgeRequestSite(request.headers, allowed) === 'cross-site';
}

/** Cross-site requests may not change anything. */
export function installCrossSiteCheck(app: FastifyInstance, publicUrl: string): void {
  app.addHook('onRequest', async (request, reply) => {
    if (STATE_CHANGING_METHODS.has(request.method) && isCrossSiteRequest(request, publicUrl)) {
      return reply.code(403).send({ message: CROSS_SITE_MESSAGE });
    }
  });
}
