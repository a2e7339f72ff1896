import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdSchema } from '../../shared/fields';
import {
  CreateSceneRequestSchema,
  CreatedResponseSchema,
  GeneratedSceneResponseSchema,
  GenerateSceneRequestSchema,
  RefineSceneRequestSchema,
  SceneListSchema,
  SceneSchema,
} from '../../shared/scene';
import { ListQuerySchema } from '../../shared/list-page';
import { currentUser, requireUser } from '../auth/session';
import { sendListPage } from '../list-page';
import { GENERATION_RATE_LIMIT } from '../quota/rate-limits';
import { createScene, duplicateScene, generateScene, getScene, listScenesOf, refineScene, removeScene } from './scenes.service';

const SceneParamsSchema = z.object({ id: IdSchema });

export async function sceneRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/scenes/generate',
    {
      schema: { body: GenerateSceneRequestSchema, response: { 200: GeneratedSceneResponseSchema } },
      preHandler: requireUser,
      config: { rateLimit: GENERATION_RATE_LIMIT },
    },
    async (request) => generateScene(app, currentUser(request).id, request.body),
  );

  app.post(
    '/api/scenes/refine-temp',
    {
      schema: { body: RefineSceneRequestSchema, response: { 200: GeneratedSceneResponseSchema } },
      preHandler: requireUser,
      config: { rateLimit: GENERATION_RATE_LIMIT },
    },
    async (request) => refineScene(app, currentUser(request).id, request.body),
  );

  app.post(
    '/api/scenes',
    { schema: { body: CreateSceneRequestSchema, response: { 201: CreatedResponseSchema } }, preHandler: requireUser },
    async (request, reply) => reply.code(201).send({ id: await createScene(app, currentUser(request).id, request.body) }),
  );

  app.get(
    '/api/scenes',
    { schema: { querystring: ListQuerySchema, response: { 200: SceneListSchema } }, preHandler: requireUser },
    async (request, reply) => sendListPage(reply, await listScenesOf(app, currentUser(request).id, request.query)),
  );

  app.get(
    '/api/scenes/:id',
    { schema: { params: SceneParamsSchema, response: { 200: SceneSchema } }, preHandler: requireUser },
    async (request) => getScene(app, currentUser(request).id, request.params.id),
  );

  app.post(
    '/api/scenes/:id/duplicate',
    { schema: { params: SceneParamsSchema, response: { 201: SceneSchema } }, preHandler: requireUser },
    async (request, reply) => reply.code(201).send(await duplicateScene(app, currentUser(request).id, request.params.id)),
  );

  app.delete(
    '/api/scenes/:id',
    { schema: { params: SceneParamsSchema }, preHandler: requireUser },
    async (request, reply) => {
      await removeScene(app, currentUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );
}
