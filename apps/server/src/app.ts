import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { AVATAR_MAX_BYTES, ERROR_CODES, messageForStatus } from '@pantau/contracts';
import { openDatabase, type Database } from './db/client.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { registerInputGuard } from './http/input-guard.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerSpa } from './http/spa.ts';
import type { Config } from './platform/config.ts';
import { loggerOptions } from './platform/logger.ts';
import { connectRedis, type RedisHandle } from './platform/redis.ts';
import { createLimiterFactory, createRateLimitStore } from './platform/limiters.ts';
import { createMailer } from './platform/mailer.ts';
import { createPasswordHasher } from './platform/passwords.ts';
import { createDatabaseStorage, importAvatarFiles } from './platform/storage.ts';
import { createAccessTokens, loadOrCreateDevSecret } from './platform/tokens.ts';
import { activityRoutes } from './modules/activity/activity.routes.ts';
import type { AuthDeps } from './modules/auth/auth-deps.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { bearerToken, registerAuthentication } from './modules/auth/authenticate.ts';
import { authenticateAccessToken } from './modules/auth/session.service.ts';
import { createLoginLockout } from './modules/auth/login-lockout.ts';
import { createSessionCache } from './modules/auth/session-cache.ts';
import { sessionsRoutes } from './modules/auth/sessions.routes.ts';
import { devMailboxRoutes } from './modules/mail/dev-mailbox.routes.ts';
import { insertMailMessage } from './modules/mail/mail.repo.ts';
import { avatarRoutes } from './modules/profile/avatar.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { chartPreferencesRoutes } from './modules/preferences/chart-preferences.routes.ts';
import { createPlanCache } from './modules/profile/plan-cache.ts';
import { ensureInitializedAt } from './modules/system/app-meta.repo.ts';
import { healthRoutes } from './modules/system/health.routes.ts';
import { MarketSeeding } from './modules/market/market-seeding.ts';
import { marketRoutes } from './modules/market/market.routes.ts';
import { setUpSubscriptions } from './modules/subscription/subscription.module.ts';
import { subscriptionRoutes } from './modules/subscription/subscription.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { adminCoverageRoutes } from './modules/market/coverage/admin-coverage.routes.ts';
import { holidaysRoutes } from './modules/market/calendar/holidays.routes.ts';
import { brokerAdminRoutes } from './modules/market/broker-admin/broker-admin.routes.ts';
import { ingestRoutes } from './modules/market/live/ingest.routes.ts';
import { LiveHub } from './modules/market/live/live-hub.ts';
import { DemoReplay } from './modules/market/live/demo-replay.ts';
import { LivePublisher } from './modules/market/live/live-publisher.ts';
import { liveAdminRoutes } from './modules/market/live/live-admin.routes.ts';
import { stockAdminRoutes } from './modules/market/listings/stock-admin.routes.ts';
import { corporateActionsRoutes } from './modules/market/corporate-actions/corporate-actions.routes.ts';
import { watchlistRoutes } from './modules/preferences/watchlist.routes.ts';
import { marketDataRoutes } from './modules/market-data/market-data.routes.ts';
import { MarketDataWatcher } from './modules/market-data/market-data-watcher.ts';
import { ScreenerWarmup } from './modules/market/story/screener-warmup.ts';
import { AlertEvaluator } from './modules/alerts/alert-evaluator.ts';
import { alertsRoutes } from './modules/alerts/alerts.routes.ts';
import { screensRoutes, watchlistColumnsRoutes } from './modules/screens/screens.routes.ts';
import { MarketImports } from './modules/market-data/market-imports.service.ts';
import { setUpMarketFeeds } from './modules/market-feeds/market-feeds.module.ts';
import { marketFeedsRoutes } from './modules/market-feeds/market-feeds.routes.ts';

const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const REQUEST_ID = /^[\w.:-]{1,100}$/;

export type AppDeps = {
  /** An already-open database (tests pass an in-memory PGlite); otherwise opened from config. */
  database?: Database;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
  /** Hears every route as it is registered (the route fuzz test enumerates them). */
  onRoute?: (route: RouteOptions) => void;
  /** The clock feeds schedule by and the market session is told by (tests set the time of day). */
  now?: () => Date;
  /** How often alerts are evaluated at most during a session (tests shorten the 30 s). */
  alertsLiveGapMs?: number;
};

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    /** Call start() once listening: fills an empty database with the demo market. */
    marketSeeding: MarketSeeding;
    /** Market-data imports of this instance; `submitImportAndWait` queues files already on disk. */
    marketImports: MarketImports;
    /** Evaluates alerts after market data changes and sends their mails. */
    alertEvaluator: AlertEvaluator;
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
  let jwtSecret: string;
  try {
    redis = config.redisUrl ? await connectRedis(config.redisUrl) : null;
    await ensureInitializedAt(database.db, new Date());
    jwtSecret = config.auth.jwtSecret ?? (await loadOrCreateDevSecret(config.dataDir));
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
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.decorate('database', database);
  if (config.publicUrlFromPort) {
    // Links in emails must reach this server; with PORT=0 its port is only known once listening.
    app.addHook('onListen', (done) => {
      const address = app.server.address();
      if (address && typeof address === 'object') config.publicUrl = `http://localhost:${address.port}`;
      done();
    });
  }
  const marketSeeding = new MarketSeeding(database, config.market, app.log);
  app.decorate('marketSeeding', marketSeeding);
  const screenerWarmup = new ScreenerWarmup(database.db, app.log);
  // Bound once the mailer exists; the watcher's first change (at start) only warms the screener.
  let alertEvaluator: AlertEvaluator | null = null;
  const marketDataWatcher = new MarketDataWatcher(database, redis, app.log, () => {
    screenerWarmup.schedule();
    alertEvaluator?.schedule();
  });
  const marketImports = new MarketImports({
    database,
    log: app.log,
    watcher: marketDataWatcher,
    spoolDir: join(config.dataDir, 'import-spool'),
    instanceId: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    tradeRetentionDays: config.market.tradeRetentionDays,
  });
  try {
    await marketDataWatcher.start();
    // Before taking uploads: runs a stopped process left behind are failed, their files dropped.
    await marketImports.start();
  } catch (error) {
    screenerWarmup.stop();
    await marketDataWatcher.close();
    await redis?.close();
    await database.close();
    throw error;
  }
  app.decorate('marketImports', marketImports);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Callback-style hooks: these run on every request, and an async hook costs an extra promise turn.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // While draining, answers must end their keep-alive connections or close() waits on idle sockets.
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
  const mailer = createMailer({
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    storeInMailbox: (message) => insertMailMessage(database.db, message),
    log: app.log,
  });
  const evaluator = new AlertEvaluator({
    db: database.db,
    mailer,
    log: app.log,
    publicUrl: () => config.publicUrl,
    now: deps.now,
    liveGapMs: deps.alertsLiveGapMs,
  });
  alertEvaluator = evaluator;
  app.decorate('alertEvaluator', evaluator);
  app.addHook('onClose', async () => {
    await app.marketSeeding.stop(config.shutdownTimeoutMs / 2);
    await marketImports.stop(config.shutdownTimeoutMs / 2);
    screenerWarmup.stop();
    await marketDataWatcher.close();
    await evaluator.stop();
    await mailer.drain();
    mailer.close();
    await redis?.close();
    await database.close();
  });

  registerErrorHandling(app);
  registerInputGuard(app);
  registerSecurityHeaders(app, config);
  redis?.reportOutages(app.log);
  const createLimiter = createLimiterFactory(redis?.client ?? null);
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/api/'),
    ...(redis ? { store: createRateLimitStore(createLimiter) } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      ok: false,
      error: { code: ERROR_CODES.rateLimited, message: messageForStatus(429) },
    }),
  });

  const cooldownSeconds = config.auth.resendCooldownSeconds;
  const storage = createDatabaseStorage(database.db);
  const authDeps: AuthDeps = {
    db: database.db,
    config,
    passwords: createPasswordHasher(config.auth.argon2),
    accessTokens: createAccessTokens(jwtSecret, config.auth.accessTokenTtlSeconds),
    mailer,
    lockout: createLoginLockout(createLimiter, {
      maxAttempts: config.auth.loginMaxAttempts,
      blockSeconds: config.auth.loginBlockSeconds,
      suspendSeconds: config.auth.loginSuspendSeconds,
    }),
    cooldowns: {
      verification: createLimiter({ keyPrefix: 'mail-verify', points: 1, duration: cooldownSeconds }),
      reset: createLimiter({ keyPrefix: 'mail-reset', points: 1, duration: cooldownSeconds }),
    },
    storage,
    sessionCache: createSessionCache(config.auth.sessionCacheMs),
  };
  registerAuthentication(app, authDeps);
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5 } });
  await importAvatarFiles(database.db, config.dataDir, app.log);
  await app.register(avatarRoutes, { storage, prefix: '/storage/avatars' });

  const subscriptions = await setUpSubscriptions(app, config, database.db);
  const now = deps.now ?? (() => new Date());
  const liveHub = new LiveHub(redis, app.log);
  await liveHub.start();
  const livePublisher = new LivePublisher(database, liveHub, marketDataWatcher, app.log);
  livePublisher.start();
  const demoLiveSpeed = config.market.demo.liveSpeed;
  const demoReplay =
    demoLiveSpeed === null
      ? null
      : new DemoReplay(database, livePublisher, marketDataWatcher, () => marketSeeding.isReady(), app.log, {
          speed: demoLiveSpeed,
        });
  app.addHook('onReady', async () => demoReplay?.start());
  // Before the database closes: a batch in flight finishes or is abandoned with its transaction.
  app.addHook('preClose', async () => {
    await demoReplay?.stop();
    await livePublisher.stop();
  });
  app.addHook('onClose', () => liveHub.close());
  const marketFeeds = setUpMarketFeeds(app, {
    config,
    database,
    submitImport: (request) => marketImports.submitImportAndWait(request),
    now,
  });
  await app.register(
    async (api) => {
      await api.register(healthRoutes, {
        database,
        redis,
        version,
        startedAt: Date.now(),
        isAdmin: async (request) => {
          const token = bearerToken(request);
          const auth = token ? await authenticateAccessToken(authDeps, token).catch(() => null) : null;
          return auth?.user.role === 'admin';
        },
      });
      await api.register(authRoutes, { ...authDeps, prefix: '/auth' });
      await api.register(sessionsRoutes, { ...authDeps, prefix: '/auth' });
      await api.register(profileRoutes, {
        db: database.db,
        storage,
        forgetUser: authDeps.sessionCache.forgetUser,
        planCache: createPlanCache(config.auth.sessionCacheMs),
      });
      await api.register(activityRoutes, { db: database.db });
      await api.register(watchlistRoutes, { db: database.db });
      await api.register(chartPreferencesRoutes, { db: database.db });
      await api.register(watchlistColumnsRoutes, { db: database.db });
      await api.register(screensRoutes, { db: database.db, seeding: marketSeeding, prefix: '/screens' });
      await api.register(alertsRoutes, { db: database.db, evaluator, now, prefix: '/alerts' });
      await api.register(marketRoutes, {
        db: database.db,
        seeding: marketSeeding,
        now,
        hub: liveHub,
        prefix: '/market',
      });
      await api.register(subscriptionRoutes, { ...subscriptions, prefix: '/subscription' });
      await api.register(adminRoutes, { ...authDeps, prefix: '/admin' });
      await api.register(adminCoverageRoutes, { db: database.db, prefix: '/admin/market-data' });
      await api.register(marketDataRoutes, {
        db: database.db,
        imports: marketImports,
        maxBytes: config.market.importMaxBytes,
        prefix: '/admin/market-data',
      });
      await api.register(marketFeedsRoutes, { ...marketFeeds, prefix: '/admin/market-data' });
      await api.register(corporateActionsRoutes, {
        database,
        watcher: marketDataWatcher,
        prefix: '/admin/corporate-actions',
      });
      await api.register(brokerAdminRoutes, {
        database,
        watcher: marketDataWatcher,
        prefix: '/admin/brokers',
      });
      await api.register(holidaysRoutes, { db: database.db, prefix: '/admin/holidays' });
      await api.register(stockAdminRoutes, { database, watcher: marketDataWatcher, prefix: '/admin/stocks' });
      await api.register(liveAdminRoutes, { db: database.db, prefix: '/admin' });
      await api.register(ingestRoutes, {
        database,
        publisher: livePublisher,
        now,
        prefix: '/ingest',
      });
    },
    { prefix: '/api' },
  );
  if (config.env === 'production') {
    // Registered so the SPA fallback does not answer these with index.html.
    const gone = async (_request: unknown, reply: FastifyReply) =>
      reply
        .status(404)
        .send({ ok: false, error: { code: ERROR_CODES.notFound, message: messageForStatus(404) } });
    app.get('/dev/mailbox', gone);
    app.get('/dev/mailbox/messages', gone);
  } else {
    await app.register(devMailboxRoutes, { db: database.db });
  }
  await registerSpa(app, config.webDistDir);
  return app;
}
