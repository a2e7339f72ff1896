import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES, PhotoPageFieldsSchema } from '../../shared/photo-page';
import { GeneratedSceneResponseSchema } from '../../shared/scene';
import { currentUser, requireUser } from '../auth/session';
import { HttpError } from '../http-error';
import { GENERATION_RATE_LIMIT } from '../quota/rate-limits';
import { generatePhotoPage } from './photo-page.service';

/** Form fields are short words; anything longer is not what the form sends. */
const MAX_FIELD_BYTES = 1000;

interface PhotoUpload {
  photo: Buffer | null;
  fields: Record<string, string>;
}

/** Reads the one file and the few text fields; the file is held in memory only while it is converted. */
async function readPhotoUpload(request: FastifyRequest): Promise<PhotoUpload> {
  if (!request.isMultipart()) throw new HttpError(400, 'Send the photo as multipart/form-data, in the field "photo".');
  const upload: PhotoUpload = { photo: null, fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'photo' || upload.photo) throw new HttpError(400, 'Send one photo, in the field "photo".');
        upload.photo = await part.toBuffer();
      } else {
        upload.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, PHOTO_MESSAGES.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw new HttpError(400, 'Send one photo, in the field "photo".');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new HttpError(400, 'The form has more fields than a photo page takes.');
    throw new HttpError(400, 'The upload could not be read. Please try again.');
  }
  return upload;
}

/** `POST /api/scenes/photo`: multipart/form-data, the way browsers upload files. */
export async function photoPageRoutes(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 8, parts: 10, fieldSize: MAX_FIELD_BYTES },
    throwFileSizeLimit: true,
  });

  app.post(
    '/api/scenes/photo',
    { schema: { response: { 200: GeneratedSceneResponseSchema } }, preHandler: requireUser, config: { rateLimit: GENERATION_RATE_LIMIT } },
    async (request) => {
      const { photo, fields } = await readPhotoUpload(request);
      const parsed = PhotoPageFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue?.path.join('.');
        throw new HttpError(400, `${field ? `${field}: ` : ''}${issue?.message ?? 'Invalid request'}`);
      }
      if (!photo || photo.length === 0) throw new HttpError(400, `photo: ${PHOTO_MESSAGES.missing}`);
      return generatePhotoPage(app, currentUser(request).id, photo, parsed.data);
    },
  );
}
