import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AnalyticsEventRequestSchema, MAX_ANALYTICS_EVENT_BYTES } from '../../shared/analytics';
import { HttpError } from '../http-error';
import { insertAnalyticsEvent } from './analytics.repository';

/** Events per client address and minute; anonymous visitors may send them too. */
export const ANALYTICS_EVENTS_PER_MINUTE = 60;

export async function analyticsRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/events',
    {
      bodyLimit: MAX_ANALYTICS_EVENT_BYTES,
      config: {
        rateLimit: {
          max: ANALYTICS_EVENTS_PER_MINUTE,
          timeWindow: '1 minute',
          errorResponseBuilder: () => new HttpError(429, 'Too many events. Please wait a minute and try again.'),
        },
      },
      schema: { body: AnalyticsEventRequestSchema },
    },
    async (request, reply) => {
      await insertAnalyticsEvent(app.db, {
        name: request.body.name,
        userId: request.user?.id ?? null,
        props: request.body.props,
      });
      return reply.code(204).send();
    },
  );
}
