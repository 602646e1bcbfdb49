import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { listMailboxMessages, renderMailboxPage } from './dev-mailbox.service.ts';

/** /dev/mailbox: the mail a dev or test server "sent". Never registered in production. */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/dev/mailbox', async (_request, reply) => {
    const messages = await listMailboxMessages(db, undefined);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderMailboxPage(messages));
  });
  app.get(
    '/dev/mailbox/messages',
    { schema: { querystring: z.object({ to: z.string().optional() }) } },
    async (request, reply) => {
      const messages = await listMailboxMessages(db, request.query.to);
      return reply.header('cache-control', 'no-store').send({ ok: true, data: { messages } });
    },
  );
};
