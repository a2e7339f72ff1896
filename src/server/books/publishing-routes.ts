import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BookCoverQuerySchema, BookPreflightSchema, BookPrintSettingsSchema, UpdateBookPrintSettingsRequestSchema } from '../../shared/book-publishing';
import { IdSchema } from '../../shared/fields';
import { currentUser } from '../auth/session';
import { bookPreflight, downloadBookCover, getPrintSettings, updatePrintSettings } from './book-publishing.service';

const ParamsSchema = z.object({ id: IdSchema });

/** Print settings, the full-wrap cover and the KDP preflight; registered inside the book routes, so signed in only. */
export async function bookPublishingRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get('/api/books/:id/print-settings', { schema: { params: ParamsSchema, response: { 200: BookPrintSettingsSchema } } }, async (request) =>
    getPrintSettings(app, currentUser(request).id, request.params.id),
  );

  app.put(
    '/api/books/:id/print-settings',
    { schema: { params: ParamsSchema, body: UpdateBookPrintSettingsRequestSchema, response: { 200: BookPrintSettingsSchema } } },
    async (request) => updatePrintSettings(app, currentUser(request).id, request.params.id, request.body),
  );

  app.get('/api/books/:id/preflight', { schema: { params: ParamsSchema, response: { 200: BookPreflightSchema } } }, async (request) =>
    bookPreflight(app, currentUser(request).id, request.params.id),
  );

  app.get('/api/books/:id/cover', { schema: { params: ParamsSchema, querystring: BookCoverQuerySchema } }, async (request, reply) => {
    const cover = await downloadBookCover(app, currentUser(request).id, request.params.id, request.query);
    return reply.type(cover.contentType).header('content-disposition', cover.contentDisposition).send(cover.body);
  });
}
