import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddBookSceneRequestSchema,
  BookExportQuerySchema,
  BookListSchema,
  BookSceneListSchema,
  BookSchema,
  CreateBookRequestSchema,
  UpdateBookRequestSchema,
} from '../../shared/book';
import { IdSchema } from '../../shared/fields';
import { ListQuerySchema } from '../../shared/list-page';
import { currentUser, requireUser } from '../auth/session';
import { sendListPage } from '../list-page';
import { downloadBookPdf } from './book-print.service';
import { bookPrintRoutes } from './print-routes';
import { bookPublishingRoutes } from './publishing-routes';
import {
  addPage,
  createBook,
  downloadBookZip,
  getBook,
  listBooksOf,
  listPages,
  removeBook,
  removePage,
  renameBook,
} from './books.service';

const BookParamsSchema = z.object({ id: IdSchema });
const BookSceneParamsSchema = z.object({ id: IdSchema, sceneId: IdSchema });

export async function bookRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', requireUser);
  await app.register(bookPrintRoutes);
  await app.register(bookPublishingRoutes);

  app.get('/api/books', { schema: { querystring: ListQuerySchema, response: { 200: BookListSchema } } }, async (request, reply) =>
    sendListPage(reply, await listBooksOf(app, currentUser(request).id, request.query)),
  );

  app.post(
    '/api/books',
    { schema: { body: CreateBookRequestSchema, response: { 201: BookSchema } } },
    async (request, reply) => reply.code(201).send(await createBook(app, currentUser(request).id, request.body)),
  );

  app.get('/api/books/:id', { schema: { params: BookParamsSchema, response: { 200: BookSchema } } }, async (request) =>
    getBook(app, currentUser(request).id, request.params.id),
  );

  app.patch(
    '/api/books/:id',
    { schema: { params: BookParamsSchema, body: UpdateBookRequestSchema, response: { 200: BookSchema } } },
    async (request) => renameBook(app, currentUser(request).id, request.params.id, request.body.title),
  );

  app.delete('/api/books/:id', { schema: { params: BookParamsSchema } }, async (request, reply) => {
    await removeBook(app, currentUser(request).id, request.params.id);
    return reply.code(204).send();
  });

  app.get(
    '/api/books/:id/scenes',
    { schema: { params: BookParamsSchema, querystring: ListQuerySchema, response: { 200: BookSceneListSchema } } },
    async (request, reply) => sendListPage(reply, await listPages(app, currentUser(request).id, request.params.id, request.query)),
  );

  app.post(
    '/api/books/:id/scenes',
    { schema: { params: BookParamsSchema, body: AddBookSceneRequestSchema, response: { 201: BookSchema } } },
    async (request, reply) =>
      reply.code(201).send(await addPage(app, currentUser(request).id, request.params.id, request.body.sceneId)),
  );

  app.delete(
    '/api/books/:id/scenes/:sceneId',
    { schema: { params: BookSceneParamsSchema, response: { 200: BookSchema } } },
    async (request) => removePage(app, currentUser(request).id, request.params.id, request.params.sceneId),
  );

  app.get('/api/books/:id/download', { schema: { params: BookParamsSchema, querystring: BookExportQuerySchema } }, async (request, reply) => {
    if (request.query.format === 'pdf') {
      const pdf = await downloadBookPdf(app, currentUser(request).id, request.params.id, request.query);
      return reply.type(pdf.contentType).header('content-disposition', pdf.contentDisposition).send(pdf.body);
    }
    const download = await downloadBookZip(app, currentUser(request).id, request.params.id);
    return reply.type('application/zip').header('content-disposition', download.contentDisposition).send(download.zip);
  });
}
