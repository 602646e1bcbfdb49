import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiNotFound } from './error-handler.ts';

const ONE_YEAR_SECONDS = 31_536_000;
const LANDING_PAGE = 'landing.html';

/**
 * Serves the built web app: content-hashed files under /assets are cached for a year, everything
 * else (the HTML pages above all) must be revalidated so a deploy is picked up on the next load.
 * `/` is the landing page's own entry (landing.html); client routes such as /market-rotation/rrg fall
 * back to index.html; unknown /api paths get 404 JSON.
 *
 * Files are looked up when asked for, not listed at start: a build made while the server runs
 * replaces the pages and their chunks together, so the server never sends a new page whose scripts
 * it does not know. Tabs still running the old build reload themselves when a chunk is gone
 * (apps/web/src/lib/stale-build.ts).
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasBuild = existsSync(join(webDistDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: true,
      index: false,
      // scripts/precompress.ts leaves .br/.gz beside each asset at build time.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.startsWith(join(webDistDir, 'assets'));
        res.header(
          'cache-control',
          immutable ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      path !== '/api' &&
      !/\.[a-z0-9]+$/i.test(path);
    if (!isPageRequest) return reply.status(404).send(apiNotFound());
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app has not been built. Run `npm run build`, then restart the server.');
    }
    const page = path === '/' && existsSync(join(webDistDir, LANDING_PAGE)) ? LANDING_PAGE : 'index.html';
    return reply.header('cache-control', 'no-cache').sendFile(page);
  });
}
