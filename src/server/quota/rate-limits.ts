import type { FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { LimitRefusal } from '../http-error';

function tooManyRequests(_request: FastifyRequest, context: { after: string }): LimitRefusal {
  return new LimitRefusal(429, `Too many requests. Please wait ${context.after} and try again.`, 'rate_limit');
}

/** Anonymous landing-page previews: per client address, since there is no account to count against. */
export const PREVIEW_RATE_LIMIT: RateLimitOptions = {
  max: 10,
  timeWindow: '1 minute',
  errorResponseBuilder: tooManyRequests,
};

/**
 * Signed-in generation calls: per user (the monthly quota caps the total; this caps bursts that would
 * tie up the image engine). The session hook has set `request.user` before route hooks run.
 */
export const GENERATION_RATE_LIMIT: RateLimitOptions = {
  max: 20,
  timeWindow: '1 minute',
  keyGenerator: (request) => (request.user ? `user:${request.user.id}` : request.ip),
  errorResponseBuilder: tooManyRequests,
};
