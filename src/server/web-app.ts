import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Vite names every file under assets/ after a hash of its content: a changed file gets a new name. */
const HASHED_ASSETS_DIR = `${path.sep}assets${path.sep}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';
// index.html names the current assets, so browsers check it on every visit (a cheap 304 when unchanged).
const REVALIDATE = 'no-cache';
const SHORT_LIVED = 'public, max-age=3600';

export function cacheControlFor(filePath: string, webDistDir: string): string {
  const relative = path.relative(webDistDir, filePath);
  if (`${path.sep}${relative}`.startsWith(HASHED_ASSETS_DIR)) return IMMUTABLE;
  if (/^index\.html(\.br|\.gz)?$/.test(relative)) return REVALIDATE;
  return SHORT_LIVED;
}

/**
 * The built web app: files from `webDistDir` (the `.br`/`.gz` twins written at build time go to clients that
 * accept them), and index.html for every other GET outside /api so client routes survive a reload.
 */
export async function webAppRoutes(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasWebBuild = fs.existsSync(path.join(webDistDir, 'index.html'));
  if (hasWebBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(filePath, webDistDir));
      },
    });
  }

  function sendWebApp(reply: FastifyReply) {
    if (!hasWebBuild) {
      return reply.code(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    }
    return reply.sendFile('index.html');
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api' || request.method !== 'GET') {
      return reply.code(404).send({ message: 'Not found' });
    }
    return sendWebApp(reply);
  });
}
