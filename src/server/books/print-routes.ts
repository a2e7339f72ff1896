import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BookSceneListSchema, ReorderBookScenesRequestSchema } from '../../shared/book';
import { IdSchema } from '../../shared/fields';
import { SceneExportQuerySchema } from '../../shared/print-layout';
import { currentUser } from '../auth/session';
import { downloadScene } from './book-print.service';
import { reorderPages } from './books.service';

const ParamsSchema = z.object({ id: IdSchema });

/** Page order and single-scene downloads; registered inside the book routes, so signed in only. */
export async function bookPrintRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.patch(
    '/api/books/:id/scenes/order',
    { schema: { params: ParamsSchema, body: ReorderBookScenesRequestSchema, response: { 200: BookSceneListSchema } } },
    async (request) => reorderPages(app, currentUser(request).id, request.params.id, request.body.sceneIds),
  );

  app.get('/api/scenes/:id/download', { schema: { params: ParamsSchema, querystring: SceneExportQuerySchema } }, async (request, reply) => {
    const download = await downloadScene(app, currentUser(request).id, request.params.id, request.query);
    return reply.type(download.contentType).header('content-disposition', download.contentDisposition).send(download.body);
  });
}
