import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdSchema } from '../../shared/fields';
import { currentUser, requireUser } from '../auth/session';
import { notFound } from '../http-error';
import { findOwnedImage } from './images.repository';

const IMAGE_CACHE_CONTROL = 'private, max-age=31536000, immutable';

/** Stored images never change (a new image gets a new id), so the id is a strong validator. */
function etagOf(imageId: string): string {
  return `"${imageId}"`;
}

function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

export async function imageRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/images/:id',
    { schema: { params: z.object({ id: IdSchema }) }, preHandler: requireUser },
    async (request, reply) => {
      const image = await findOwnedImage(app.db, currentUser(request).id, request.params.id);
      if (!image) throw notFound('Image not found');
      const etag = etagOf(image.id);
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
        return reply.code(304).header('etag', etag).header('cache-control', IMAGE_CACHE_CONTROL).send();
      }
      let bytes;
      try {
        bytes = await app.blobs.openReadStream(image.blob_key);
      } catch (error) {
        request.log.error({ err: error, imageId: image.id }, 'a stored image could not be read');
        return reply
          .code(500)
          .header('cache-control', 'no-store')
          .send({ message: 'This image could not be read. Please try again later.' });
      }
      return reply
        .type(image.content_type)
        .header('etag', etag)
        .header('cache-control', IMAGE_CACHE_CONTROL)
        .header('content-length', image.byte_size)
        .send(bytes);
    },
  );
}
