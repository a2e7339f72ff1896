import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdSchema } from '../../shared/fields';
import { RecentPageListSchema } from '../../shared/recent-page';
import { currentUser, requireUser } from '../auth/session';
import { discardRecentPage, listRecentPagesOf, readRecentPageImage } from './generated-pages.service';

const IdParamsSchema = z.object({ id: IdSchema });

/** Recent pages: scenes drawn for the user and not saved yet, kept for a day. */
export async function recentPageRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/recent-pages',
    { schema: { response: { 200: RecentPageListSchema } }, preHandler: requireUser },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listRecentPagesOf(app, currentUser(request).id);
    },
  );

  app.get('/api/recent-pages/:id/image', { schema: { params: IdParamsSchema }, preHandler: requireUser }, async (request, reply) => {
    const png = await readRecentPageImage(app, currentUser(request).id, request.params.id);
    // The page goes away when saved or discarded: never cached.
    return reply.type('image/png').header('cache-control', 'private, no-store').send(png);
  });

  app.delete('/api/recent-pages/:id', { schema: { params: IdParamsSchema }, preHandler: requireUser }, async (request, reply) => {
    await discardRecentPage(app, currentUser(request).id, request.params.id);
    return reply.code(204).send();
  });
}
