import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_AGE_GROUP, AGE_GROUPS, type AgeGroup } from '../../shared/constants';
import { PREVIEW_PAGE_HOURS, RECENT_PAGE_HOURS, type RecentPage } from '../../shared/recent-page';
import { newId, timestamp } from '../db/ids';
import { HttpError, notFound } from '../http-error';
import { deleteBlobs, readUploadedBytes } from '../images/images.service';
import {
  deleteAllButNewest,
  deleteExpiredPages,
  deleteRecentPage,
  findGeneratedPage,
  findRecentPage,
  insertGeneratedPage,
  listRecentPages,
  type GeneratedPageKind,
  type GeneratedPageRow,
} from './generated-pages.repository';

/** An anonymous visitor's random id, set with the landing preview so only that browser can save it. */
export const VISITOR_COOKIE = 'colorbook_visitor';
const HOUR_MS = 60 * 60 * 1000;
/** Bounds on what one account keeps waiting: scenes are bounded by the monthly quota too, sheets are not. */
const KEPT_PAGES: Record<GeneratedPageKind, number> = { scene: 200, character: 50 };
/** Expired pages removed per new page: enough to keep up, never a long delete. */
const EXPIRED_SWEEP_BATCH = 50;

export const NOT_GENERATED_HERE_MESSAGE =
  'Only pages drawn here for you in the last 24 hours can be saved. Please generate the page again.';
export const ALREADY_SAVED_MESSAGE = 'This page is already saved.';

/** What a scene page was drawn from: enough to save it from Recent pages. */
export interface SceneDetails {
  title: string | null;
  sceneDescription: string;
  characterIds: string[];
  ageGroup: AgeGroup;
  notDrawn: string[];
}

export type PageOwner = { userId: string } | { visitorHash: string };

function sha256Hex(bytes: Buffer | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export function visitorHashOf(request: FastifyRequest): string | null {
  const value = request.cookies[VISITOR_COOKIE];
  return value && /^[\w-]{16,64}$/.test(value) ? sha256Hex(value) : null;
}

/** The visitor's hash, giving the browser a visitor cookie first when it has none. */
export function ensureVisitor(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): string {
  const known = visitorHashOf(request);
  if (known) return known;
  const value = randomBytes(18).toString('base64url');
  reply.setCookie(VISITOR_COOKIE, value, {
    path: '/api',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.isSecureCookie,
    maxAge: PREVIEW_PAGE_HOURS * 60 * 60,
  });
  return sha256Hex(value);
}

function recentBlobKey(id: string): string {
  return `recent/${id.slice(0, 2)}/${id}.png`;
}

/**
 * Remembers a page this server drew, so it can be saved (only drawn pages can): its hash for everyone,
 * its bytes for a user's scene (Recent pages). Expired and surplus pages go as new ones come.
 */
export async function recordGeneratedPage(
  app: FastifyInstance,
  owner: PageOwner,
  kind: GeneratedPageKind,
  png: Buffer,
  details?: SceneDetails,
): Promise<string> {
  const id = newId();
  const now = new Date();
  const userId = 'userId' in owner ? owner.userId : null;
  const blobKey = userId && kind === 'scene' ? recentBlobKey(id) : null;
  if (blobKey) await app.blobs.put(blobKey, png);
  const hours = userId ? RECENT_PAGE_HOURS : PREVIEW_PAGE_HOURS;
  try {
    await insertGeneratedPage(app.db, {
      id,
      user_id: userId,
      visitor_hash: 'visitorHash' in owner ? owner.visitorHash : null,
      kind,
      sha256: sha256Hex(png),
      blob_key: blobKey,
      byte_size: png.length,
      details: JSON.stringify(details ?? {}),
      created_at: timestamp(now),
      expires_at: timestamp(new Date(now.getTime() + hours * HOUR_MS)),
    });
  } catch (error) {
    if (blobKey) await deleteBlobs(app.blobs, [blobKey]);
    throw error;
  }
  const surplus = [
    ...(await deleteExpiredPages(app.db, timestamp(now), EXPIRED_SWEEP_BATCH)),
    ...(userId ? await deleteAllButNewest(app.db, userId, kind, KEPT_PAGES[kind]) : []),
  ];
  await deleteBlobs(app.blobs, surplus);
  return id;
}

/**
 * The recorded page whose bytes the client sends back to save. Only the base64 is read (size and type
 * checked), never decoded as an image: anything this server did not draw for this user is refused here.
 */
export async function findPageToSave(
  app: FastifyInstance,
  saver: { userId: string; visitorHash: string | null },
  kind: GeneratedPageKind,
  dataUri: string,
): Promise<GeneratedPageRow> {
  const bytes = readUploadedBytes(dataUri);
  const page = await findGeneratedPage(app.db, {
    ...saver,
    kind,
    sha256: sha256Hex(bytes),
    now: timestamp(),
  });
  if (!page) throw new HttpError(400, NOT_GENERATED_HERE_MESSAGE);
  return page;
}

/** The page's kept bytes are no longer needed once it is saved. */
export async function forgetSavedPage(app: FastifyInstance, page: GeneratedPageRow): Promise<void> {
  if (page.blob_key) await deleteBlobs(app.blobs, [page.blob_key]);
}

export function sceneDetailsOf(page: GeneratedPageRow): SceneDetails {
  const stored = JSON.parse(page.details) as Partial<SceneDetails>;
  return {
    title: typeof stored.title === 'string' ? stored.title : null,
    sceneDescription: typeof stored.sceneDescription === 'string' ? stored.sceneDescription : '',
    characterIds: Array.isArray(stored.characterIds) ? stored.characterIds.filter((id) => typeof id === 'string') : [],
    ageGroup: (AGE_GROUPS as readonly unknown[]).includes(stored.ageGroup) ? (stored.ageGroup as AgeGroup) : DEFAULT_AGE_GROUP,
    notDrawn: Array.isArray(stored.notDrawn) ? stored.notDrawn.filter((noun) => typeof noun === 'string') : [],
  };
}

/** The details of the user's recent scene page with these bytes, e.g. the page being refined. */
export async function findSceneDetailsOf(app: FastifyInstance, userId: string, png: Buffer): Promise<SceneDetails | null> {
  const page = await findGeneratedPage(app.db, { userId, visitorHash: null, kind: 'scene', sha256: sha256Hex(png), now: timestamp() });
  return page ? sceneDetailsOf(page) : null;
}

function toRecentPage(page: GeneratedPageRow): RecentPage {
  return {
    id: page.id,
    imageUrl: `/api/recent-pages/${page.id}/image`,
    ...sceneDetailsOf(page),
    createdAt: page.created_at,
    expiresAt: page.expires_at,
  };
}

export async function listRecentPagesOf(app: FastifyInstance, userId: string): Promise<RecentPage[]> {
  return (await listRecentPages(app.db, userId, 'scene', timestamp())).map(toRecentPage);
}

export async function readRecentPageImage(app: FastifyInstance, userId: string, id: string): Promise<Buffer> {
  const page = await findRecentPage(app.db, userId, id, timestamp());
  if (!page?.blob_key) throw notFound('Page not found');
  return app.blobs.get(page.blob_key);
}

export async function discardRecentPage(app: FastifyInstance, userId: string, id: string): Promise<void> {
  const blobKey = await deleteRecentPage(app.db, userId, id);
  if (blobKey === undefined) throw notFound('Page not found');
  if (blobKey) await deleteBlobs(app.blobs, [blobKey]);
}
