import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UpdateOnboardingRequestSchema, UpdateTierRequestSchema, UserSchema, type User } from '../../shared/user';
import { currentUser, requireUser } from '../auth/session';
import { HttpError } from '../http-error';
import { requestTier } from './tier';
import { findUserById, toUser, updateOnboarding } from './user.repository';

async function loadUser(app: FastifyInstance, id: string): Promise<User> {
  const row = await findUserById(app.db, id);
  if (!row) throw new HttpError(401, 'Unauthorized');
  return toUser(row, { isPasswordSignInEnabled: app.config.oidc === null });
}

export async function userRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  app.patch(
    '/api/user/tier',
    { preHandler: requireUser, schema: { body: UpdateTierRequestSchema, response: { 200: UserSchema } } },
    async (request) => {
      const user = currentUser(request);
      await requestTier(app.db, user, request.body.tier);
      return loadUser(app, user.id);
    },
  );

  app.patch(
    '/api/user/onboarding',
    { preHandler: requireUser, schema: { body: UpdateOnboardingRequestSchema, response: { 200: UserSchema } } },
    async (request) => {
      const user = currentUser(request);
      await updateOnboarding(app.db, user.id, request.body);
      return loadUser(app, user.id);
    },
  );
}
