import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { QuotaSchema } from '../../shared/quota';
import { currentUser, requireUser } from '../auth/session';
import { getQuota } from './quota.service';

export async function quotaRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/api/quota', { schema: { response: { 200: QuotaSchema } }, preHandler: requireUser }, async (request) =>
    getQuota(app, currentUser(request).id),
  );
}
