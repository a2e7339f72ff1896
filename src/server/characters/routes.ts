import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CharacterListSchema,
  CharacterPreviewRequestSchema,
  CharacterSchema,
  CreateCharacterRequestSchema,
  GenerateCharacterRequestSchema,
  UpdateCharacterRequestSchema,
} from '../../shared/character';
import { GeneratedImageResponseSchema, IdSchema } from '../../shared/fields';
import { ListQuerySchema } from '../../shared/list-page';
import { currentUser, requireUser } from '../auth/session';
import { sendListPage } from '../list-page';
import { ensureVisitor, visitorHashOf } from '../generated-pages/generated-pages.service';
import { GENERATION_RATE_LIMIT, PREVIEW_RATE_LIMIT } from '../quota/rate-limits';
import {
  createCharacter,
  drawPreviewSheet,
  getCharacter,
  listCharactersOf,
  drawUserSheet,
  editCharacter,
  removeCharacter,
} from './characters.service';

const IdParamsSchema = z.object({ id: IdSchema });

export async function characterRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/characters/preview',
    {
      schema: { body: CharacterPreviewRequestSchema, response: { 200: GeneratedImageResponseSchema } },
      config: { rateLimit: PREVIEW_RATE_LIMIT },
    },
    async (request, reply) => ({ dataUri: await drawPreviewSheet(app, ensureVisitor(app, request, reply), request.body.characterDescription) }),
  );

  app.post(
    '/api/characters/generate',
    {
      schema: { body: GenerateCharacterRequestSchema, response: { 200: GeneratedImageResponseSchema } },
      preHandler: requireUser,
      config: { rateLimit: GENERATION_RATE_LIMIT },
    },
    async (request) => {
      const { characterDescription, numberOfPoses, name } = request.body;
      const input = { description: characterDescription, poses: numberOfPoses, name };
      return { dataUri: await drawUserSheet(app, currentUser(request).id, input) };
    },
  );

  app.post(
    '/api/characters',
    { schema: { body: CreateCharacterRequestSchema, response: { 201: CharacterSchema } }, preHandler: requireUser },
    async (request, reply) => reply
        .code(201)
        .send(await createCharacter(app, { userId: currentUser(request).id, visitorHash: visitorHashOf(request) }, request.body)),
  );

  app.get(
    '/api/characters',
    { schema: { querystring: ListQuerySchema, response: { 200: CharacterListSchema } }, preHandler: requireUser },
    async (request, reply) => sendListPage(reply, await listCharactersOf(app, currentUser(request).id, request.query)),
  );

  app.get(
    '/api/characters/:id',
    { schema: { params: IdParamsSchema, response: { 200: CharacterSchema } }, preHandler: requireUser },
    async (request) => getCharacter(app, currentUser(request).id, request.params.id),
  );

  app.patch(
    '/api/characters/:id',
    { schema: { params: IdParamsSchema, body: UpdateCharacterRequestSchema, response: { 200: CharacterSchema } }, preHandler: requireUser },
    async (request) => editCharacter(app, currentUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/api/characters/:id',
    { schema: { params: IdParamsSchema }, preHandler: requireUser },
    async (request, reply) => {
      await removeCharacter(app, currentUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );
}
