import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiNotFound } from './error-handler.ts';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Serves the built web app: content-hashed files under /assets are cached for a year, everything
 * else (index.html above all) must be revalidated so a deploy is picked up on the next load.
 * Client routes such as /market-rotation/rrg fall back to index.html; unknown /api paths get 404 JSON.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasBuild = existsSync(join(webDistDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
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
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
