import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SessionResponseSchema, SignInRequestSchema, SignUpRequestSchema, UserSchema, toSafeReturnPath } from '../../shared/user';
import { HttpError } from '../http-error';
import { toUser, type UserRow } from '../user/user.repository';
import { WRONG_CREDENTIALS_MESSAGE, findOrCreateOidcUser, signIn, signUp } from './accounts';
import { renderLoginPage, renderSignOutConfirmPage, type LoginMode } from './login-page';
import { isCrossSiteRequest } from '../cross-site';
import { acceptFormBodies, describeInvalidInput, formRateLimit, formText, isFormPost } from './form-input';
import { createOidcClient, type OidcFlow } from './oidc';
import { currentUser, endSession, requireUser, startSession } from './session';
import { sweepSignInThrottle } from './sign-in-throttle';

const OIDC_FLOW_COOKIE = 'colorbook_oidc_flow';
const OIDC_FLOW_MAX_AGE_SECONDS = 10 * 60;
const THROTTLE_SWEEP_MS = 60 * 60 * 1000;

/** Sign-in attempts per client address and minute: slows password guessing to a crawl. */
export const SIGN_IN_ATTEMPTS_PER_MINUTE = 10;
const SIGN_UP_ATTEMPTS_PER_MINUTE = 10;

const OidcFlowCookieSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  returnTo: z.string().optional().transform(toSafeReturnPath),
});
type OidcFlowCookie = OidcFlow & { returnTo: string };

function returnPathOf(body: unknown): string {
  if (typeof body !== 'object' || body === null) return '/';
  return toSafeReturnPath((body as Record<string, unknown>).returnTo);
}

function formValues(body: unknown): { email?: string; firstName?: string; lastName?: string } {
  return { email: formText(body, 'email'), firstName: formText(body, 'firstName'), lastName: formText(body, 'lastName') };
}

export async function authRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const oidc = app.config.oidc ? createOidcClient(app.config.oidc, app.config.publicUrl) : null;

  // The built-in page posts plain HTML forms; only these routes accept form bodies.
  acceptFormBodies(app);

  // Per-account sign-in counts nobody added to for a day are removed (any instance may do it).
  const throttleSweep = setInterval(() => {
    sweepSignInThrottle(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'sign-in throttle sweep failed'));
  }, THROTTLE_SWEEP_MS);
  throttleSweep.unref();
  app.addHook('onClose', async () => clearInterval(throttleSweep));

  function sendLoginPage(reply: FastifyReply, status: number, mode: LoginMode, returnTo: string, error?: string, body?: unknown) {
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderLoginPage({ mode, returnTo, error, values: formValues(body) }));
  }

  /** Runs a built-in account action, answering JSON to programs and a page or redirect to the form. */
  async function handleAccountForm<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    mode: LoginMode,
    schema: z.ZodType<T>,
    action: (input: T) => Promise<UserRow>,
  ) {
    if (oidc) throw new HttpError(404, 'Not found');
    const isForm = isFormPost(request);
    try {
      const parsed = schema.safeParse(request.body);
      if (!parsed.success) throw new HttpError(400, describeInvalidInput(parsed.error, isForm));
      const user = await action(parsed.data);
      await startSession(app, request, reply, user.id);
      if (isForm) return reply.redirect(returnPathOf(request.body), 303);
      return reply.code(mode === 'signup' ? 201 : 200).send(toUser(user, { isPasswordSignInEnabled: true }));
    } catch (error) {
      if (isForm && error instanceof HttpError) {
        return sendLoginPage(reply, error.statusCode, mode, returnPathOf(request.body), formMessage(error), request.body);
      }
      throw error;
    }
  }

  // Form posts over the limit get the page back with the message, programs get `{ message }`.
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError && error.statusCode === 429 && isFormPost(request)) {
      const mode = request.url.startsWith('/api/auth/signup') ? 'signup' : 'signin';
      return sendLoginPage(reply, 429, mode, returnPathOf(request.body), error.message, request.body);
    }
    throw error;
  });

  app.post(
    '/api/auth/signup',
    { config: { rateLimit: formRateLimit(SIGN_UP_ATTEMPTS_PER_MINUTE, '1 minute', 'Too many sign-up attempts. Please wait a minute and try again.') } },
    (request, reply) => handleAccountForm(request, reply, 'signup', SignUpRequestSchema, (input) => signUp(app.db, input)),
  );

  app.post(
    '/api/auth/signin',
    { config: { rateLimit: formRateLimit(SIGN_IN_ATTEMPTS_PER_MINUTE, '1 minute', 'Too many sign-in attempts. Please wait a minute and try again.') } },
    (request, reply) => handleAccountForm(request, reply, 'signin', SignInRequestSchema, (input) => signIn(app.db, input)),
  );

  app.get(
    '/api/auth/user',
    { preHandler: requireUser, schema: { response: { 200: UserSchema } } },
    async (request) => currentUser(request),
  );

  app.get('/api/auth/session', { schema: { response: { 200: SessionResponseSchema } } }, async (request, reply) => {
    // Who is signed in changes with every sign-in and sign-out: never from a cache.
    reply.header('cache-control', 'no-store');
    return { user: request.user ?? null };
  });

  app.get(
    '/api/login',
    {
      schema: {
        querystring: z.object({
          mode: z.enum(['signin', 'signup']).catch('signin'),
          returnTo: z.string().optional().transform(toSafeReturnPath),
        }),
      },
    },
    async (request, reply) => {
      if (oidc) {
        let started;
        try {
          started = await oidc.startLogin();
        } catch (error) {
          request.log.error({ err: error }, 'OpenID Connect discovery failed');
          throw new HttpError(502, 'The sign-in service cannot be reached right now. Please try again in a moment.');
        }
        const { authorizationUrl, flow } = started;
        const cookie: OidcFlowCookie = { ...flow, returnTo: request.query.returnTo };
        reply.setCookie(OIDC_FLOW_COOKIE, Buffer.from(JSON.stringify(cookie)).toString('base64url'), {
          path: '/api/callback',
          httpOnly: true,
          // Lax: the provider sends the browser back with a top-level GET, which carries Lax cookies.
          sameSite: 'lax',
          secure: app.config.isSecureCookie,
          maxAge: OIDC_FLOW_MAX_AGE_SECONDS,
        });
        return reply.redirect(authorizationUrl.href, 302);
      }
      if (request.user) return reply.redirect(request.query.returnTo, 302);
      return sendLoginPage(reply, 200, request.query.mode, request.query.returnTo);
    },
  );

  app.get('/api/callback', async (request, reply) => {
    if (!oidc) throw new HttpError(404, 'Not found');
    const flow = readOidcFlow(request.cookies[OIDC_FLOW_COOKIE]);
    reply.clearCookie(OIDC_FLOW_COOKIE, { path: '/api/callback' });
    // A stale or replayed callback (no flow cookie) simply starts a fresh sign-in.
    if (!flow) return reply.redirect('/api/login', 302);
    let identity;
    try {
      identity = await oidc.finishLogin(new URL(request.url, app.config.publicUrl), flow);
    } catch (error) {
      request.log.warn({ err: error }, 'OpenID Connect sign-in failed');
      throw new HttpError(401, 'Sign-in with your identity provider failed. Please try again.');
    }
    const user = await findOrCreateOidcUser(app.db, identity);
    await startSession(app, request, reply, user.id, identity.idToken);
    return reply.redirect(flow.returnTo, 302);
  });

  // The spec signs out by navigating to /api/logout; a link on another site must not sign anyone out,
  // so a navigation from elsewhere asks first and the answer is a same-site POST.
  app.get('/api/logout', async (request, reply) => {
    if (request.user && isCrossSiteRequest(request, app.config.publicUrl)) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(renderSignOutConfirmPage());
    }
    return signOut(request, reply);
  });
  app.post('/api/logout', signOut);

  async function signOut(request: FastifyRequest, reply: FastifyReply) {
    const idToken = request.session?.oidcIdToken ?? null;
    await endSession(app, request, reply);
    if (oidc) {
      try {
        const providerLogout = await oidc.logoutUrl(idToken);
        if (providerLogout) return reply.redirect(providerLogout.href, 302);
      } catch (error) {
        // The local session is gone either way; the provider's session just outlives it.
        request.log.warn({ err: error }, 'could not reach the OpenID provider to end its session');
      }
    }
    return reply.redirect('/', 302);
  }
}

/** The page speaks to a person: the sign-in failure says what to do next. */
function formMessage(error: HttpError): string {
  if (error.message === WRONG_CREDENTIALS_MESSAGE) {
    return 'That e-mail and password don\'t match an account. Check them and try again, or create an account.';
  }
  return error.message;
}

function readOidcFlow(cookie: string | undefined): OidcFlowCookie | null {
  if (!cookie) return null;
  try {
    const parsed = OidcFlowCookieSchema.safeParse(JSON.parse(Buffer.from(cookie, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
