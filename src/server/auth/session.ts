import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '../../shared/user';
import { HttpError } from '../http-error';
import { toUser } from '../user/user.repository';
import { deleteExpiredSessions, deleteSession, findSessionUser, insertSession } from './session.repository';

export const SESSION_COOKIE = 'colorbook_session';
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export interface ActiveSession {
  idHash: string;
  oidcIdToken: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Set for every /api request from the session cookie. */
    user: User | null;
    session: ActiveSession | null;
  }
}

/** Only the hash is stored: a leaked sessions table cannot be replayed as cookies. */
export function hashSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex');
}

/** Adds `request.user` to the app itself (not an encapsulated plugin), so every route sees it. */
export function installSessionAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const sessionId = request.cookies[SESSION_COOKIE];
    if (!sessionId) return;
    const idHash = hashSessionId(sessionId);
    const found = await findSessionUser(app.db, idHash, new Date());
    if (!found) return;
    request.user = toUser(found.user, { isPasswordSignInEnabled: app.config.oidc === null });
    request.session = { idHash, oidcIdToken: found.oidcIdToken };
  });
}

/** preHandler for every call that needs a signed-in user. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new HttpError(401, 'Unauthorized');
}

/** The signed-in user of a route guarded by `requireUser`. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw new HttpError(401, 'Unauthorized');
  return request.user;
}

/** Signs the user in with a fresh session id; any session the request carried ends (no fixation). */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  oidcIdToken: string | null = null,
): Promise<void> {
  const now = new Date();
  if (request.session) await deleteSession(app.db, request.session.idHash);
  await deleteExpiredSessions(app.db, now);
  const sessionId = randomBytes(32).toString('base64url');
  await insertSession(app.db, {
    idHash: hashSessionId(sessionId),
    userId,
    expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000),
    oidcIdToken,
  });
  reply.setCookie(SESSION_COOKIE, sessionId, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.isSecureCookie,
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

export async function endSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.session) await deleteSession(app.db, request.session.idHash);
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: app.config.isSecureCookie });
}
