import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ChangePasswordRequestSchema, SessionsEndedResponseSchema } from '../../shared/user';
import { HttpError } from '../http-error';
import { changePassword } from './accounts';
import { currentUser, requireUser } from './session';
import { deleteSessionsOfUser } from './session.repository';

/** Password changes per user and minute: a borrowed session cannot guess the current password quickly. */
export const PASSWORD_CHANGES_PER_MINUTE = 10;

/**
 * The profile's account security calls for built-in accounts: change the password, sign out other devices.
 * Registered only when people sign in with built-in accounts.
 */
export async function accountSecurityRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/auth/password',
    {
      preHandler: requireUser,
      config: {
        rateLimit: {
          max: PASSWORD_CHANGES_PER_MINUTE,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => (request.user ? `user:${request.user.id}` : request.ip),
          errorResponseBuilder: () => new HttpError(429, 'Too many attempts. Please wait a minute and try again.'),
        },
      },
      schema: { body: ChangePasswordRequestSchema, response: { 200: SessionsEndedResponseSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      const keptSession = request.session?.idHash ?? null;
      return { otherSessionsEnded: await changePassword(app.db, user.id, keptSession, request.body) };
    },
  );

  app.post(
    '/api/auth/sessions/sign-out-others',
    { preHandler: requireUser, schema: { response: { 200: SessionsEndedResponseSchema } } },
    async (request) => {
      const user = currentUser(request);
      return { otherSessionsEnded: await deleteSessionsOfUser(app.db, user.id, request.session?.idHash ?? null) };
    },
  );
}
