import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ForgotPasswordRequestSchema, ResetPasswordRequestSchema } from '../../shared/user';
import { HttpError } from '../http-error';
import { acceptFormBodies, describeInvalidInput, formRateLimit, formText } from './form-input';
import { findResetLinkUser, requestPasswordReset, resetPassword, RESET_PAGE_PATH } from './password-reset';
import {
  FORGOT_PASSWORD_PATH,
  renderChooseNewPasswordPage,
  renderForgotPasswordPage,
  renderResetLinkInvalidPage,
  renderResetRequestedPage,
} from './password-reset-pages';
import { startSession } from './session';

/** Reset requests per client address in ten minutes; each address also gets few mails (password-reset.ts). */
export const RESET_REQUESTS_PER_CLIENT = 5;
const TOO_MANY_REQUESTS_MESSAGE = 'Too many reset requests from here. Please wait a few minutes and try again.';

/**
 * Password reset by e-mail for built-in accounts: plain HTML pages and forms like the sign-in page.
 * Registered only when people sign in with built-in accounts (with OpenID Connect, every route is a 404).
 */
export async function passwordResetRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  acceptFormBodies(app);

  function sendPage(reply: FastifyReply, status: number, html: string) {
    return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  }

  // Over the limit, the form comes back with the message and what was typed.
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError && error.statusCode === 429) {
      return sendPage(reply, 429, renderForgotPasswordPage({ email: formText(request.body, 'email'), error: error.message }));
    }
    throw error;
  });

  app.get(FORGOT_PASSWORD_PATH, (_request, reply) => sendPage(reply, 200, renderForgotPasswordPage()));

  app.post(
    FORGOT_PASSWORD_PATH,
    { config: { rateLimit: formRateLimit(RESET_REQUESTS_PER_CLIENT, '10 minutes', TOO_MANY_REQUESTS_MESSAGE) } },
    async (request, reply) => {
      const parsed = ForgotPasswordRequestSchema.safeParse(request.body);
      if (!parsed.success) {
        const error = describeInvalidInput(parsed.error, true);
        return sendPage(reply, 400, renderForgotPasswordPage({ email: formText(request.body, 'email'), error }));
      }
      await requestPasswordReset(
        { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl, log: request.log },
        parsed.data.email,
      );
      return sendPage(reply, 200, renderResetRequestedPage());
    },
  );

  app.get(
    RESET_PAGE_PATH,
    { schema: { querystring: z.object({ token: z.string().max(200).optional() }) } },
    async (request, reply) => {
      const { token } = request.query;
      const user = token ? await findResetLinkUser(app.db, token) : undefined;
      if (!token || !user?.email) return sendPage(reply, 400, renderResetLinkInvalidPage());
      return sendPage(reply, 200, renderChooseNewPasswordPage({ token, email: user.email }));
    },
  );

  app.post(RESET_PAGE_PATH, async (request, reply) => {
    const token = formText(request.body, 'token');
    // A dead link says so before anything else: a better password would not help.
    const user = token ? await findResetLinkUser(app.db, token) : undefined;
    if (!token || !user?.email) return sendPage(reply, 400, renderResetLinkInvalidPage());
    const parsed = ResetPasswordRequestSchema.safeParse(request.body);
    if (!parsed.success) {
      const error = describeInvalidInput(parsed.error, true);
      return sendPage(reply, 400, renderChooseNewPasswordPage({ token, email: user.email, error }));
    }
    const userId = await resetPassword(app.db, parsed.data.token, parsed.data.password);
    // Used by a request that was a moment faster.
    if (!userId) return sendPage(reply, 400, renderResetLinkInvalidPage());
    await startSession(app, request, reply, userId);
    return reply.redirect('/dashboard', 303);
  });
}
