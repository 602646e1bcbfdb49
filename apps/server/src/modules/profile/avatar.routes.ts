import type { FastifyPluginAsync } from 'fastify';
import type { FileStorage } from '../../platform/storage.ts';

/**
 * GET /storage/avatars/<userId>/<file>.webp from the database. Every upload gets a new path, so an
 * answer never changes: cached for a year, revalidated by ETag.
 */
export const avatarRoutes: FastifyPluginAsync<{ storage: FileStorage }> = async (app, { storage }) => {
  app.get<{ Params: { userId: string; file: string } }>('/:userId/:file', async (request, reply) => {
    const image = await storage.readAvatar(`avatars/${request.params.userId}/${request.params.file}`);
    if (!image) return reply.callNotFound();
    reply.header('etag', image.etag).header('cache-control', 'public, max-age=31536000, immutable');
    if (request.headers['if-none-match'] === image.etag) return reply.status(304).send();
    return reply.type(image.contentType).send(image.bytes);
  });
};
