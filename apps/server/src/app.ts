import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { ERROR_CODES, messageForStatus } from '@pantau/contracts';
import { openDatabase, type Database } from './db/client.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerSpa } from './http/spa.ts';
import type { Config } from './platform/config.ts';
import { loggerOptions } from './platform/logger.ts';
import { connectRedis, type RedisHandle } from './platform/redis.ts';
import { ensureInitializedAt } from './modules/system/app-meta.repo.ts';
import { healthRoutes } from './modules/system/health.routes.ts';

const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const REQUEST_ID = /^[\w.:-]{1,100}$/;

export type AppDeps = {
  /** An already-open database (tests pass an in-memory PGlite); otherwise opened from config. */
  database?: Database;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
};

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

export type App = FastifyInstance;

/** Builds the whole server without listening, so tests drive exactly what production runs. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<App> {
  const database =
    deps.database ??
    (await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl, poolMax: config.databasePoolMax }
        : { kind: 'pglite', dataDir: config.dataDir },
    ));
  let redis: RedisHandle | null = null;
  try {
    redis = config.redisUrl ? await connectRedis(config.redisUrl) : null;
    await ensureInitializedAt(database.db, new Date());
  } catch (error) {
    await redis?.close();
    await database.close();
    throw error;
  }

  const app = Fastify({
    logger: loggerOptions(config, deps.logStream),
    trustProxy: config.trustProxy,
    // genReqId vets the incoming header itself; Fastify would otherwise trust any value verbatim.
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1_048_576,
  });
  app.decorate('database', database);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // While draining, answers must end their keep-alive connections or close() waits on idle sockets.
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  app.addHook('onClose', async () => {
    await redis?.close();
    await database.close();
  });

  registerErrorHandling(app);
  await registerSecurityHeaders(app, config);
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/api/'),
    ...(redis ? { redis: redis.client, nameSpace: 'pantau:rl:' } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      ok: false,
      error: { code: ERROR_CODES.rateLimited, message: messageForStatus(429) },
    }),
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database, redis, version, startedAt: Date.now() });
    },
    { prefix: '/api' },
  );
  await registerSpa(app, config.webDistDir);
  return app;
}
