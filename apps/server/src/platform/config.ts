import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { FEED_KINDS, ZFeedTimeSchema, ZFeedUrlTemplateSchema, type TFeedKind } from '@pantau/contracts';

/** When a feed fetches unless its time is set: after IDX's evening publication of the day's files. */
const DEFAULT_FEED_TIME = '17:30';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

const commaList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

const ZEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.url().optional(),
  WEB_DIST_DIR: z.string().min(1).default(resolve(repoRoot, 'apps/web/dist')),
  TRUST_PROXY: booleanFlag,
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  CSP_SCRIPT_SRC: commaList,
  CSP_CONNECT_SRC: commaList,
  CSP_FRAME_SRC: commaList,
  CSP_IMG_SRC: commaList,
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(30).max(86_400).default(900),
  ADMIN_EMAILS: commaList,
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).default('Pantau <no-reply@pantau.local>'),
  LOGIN_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(5),
  LOGIN_BLOCK_SECONDS: z.coerce.number().int().min(1).default(900),
  LOGIN_SUSPEND_SECONDS: z.coerce.number().int().min(1).default(3600),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  RESEND_COOLDOWN_SECONDS: z.coerce.number().int().min(1).default(60),
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).default(65_536),
  AUTH_SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  ARGON2_TIME_COST: z.coerce.number().int().min(1).max(10).default(2),
  MARKET_DATA: z.enum(['demo', 'none']).default('demo'),
  DEMO_SEED: z.string().min(1).default('pantau-demo-v1'),
  DEMO_YEARS: z.coerce.number().min(1).max(20).default(6),
  DEMO_TRADE_DAYS: z.coerce.number().int().min(1).max(250).default(25),
  DEMO_TRADES_PER_DAY: z.coerce.number().int().min(10).max(100_000).default(200),
  DEMO_END_DATE: z.iso.date().optional(),
  // IDX lists ~950 stocks; 92 keeps only the named ones (quicker to generate, for tests).
  DEMO_STOCKS: z.coerce.number().int().min(1).max(2_000).default(950),
  DEMO_LIVE: booleanFlag,
  DEMO_LIVE_SPEED: z.coerce.number().min(0.1).max(1_000).default(1),
  // A day of IDX trade records (~1.5 M rows) is ~150 MB uncompressed.
  IMPORT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(512 * 1_048_576),
  PAYMENT_GATEWAY: z.enum(['sandbox', 'midtrans']).optional(),
  MIDTRANS_SERVER_KEY: z.string().min(8).optional(),
  MIDTRANS_CLIENT_KEY: z.string().min(8).optional(),
  MIDTRANS_SNAP_BASE: z.url().optional(),
  MIDTRANS_API_BASE: z.url().optional(),
  MIDTRANS_NOTIFICATION_URL: z.url().optional(),
  PAYMENT_EXPIRY_MINUTES: z.coerce.number().int().min(1).max(10_080).default(1440),
  PAYMENT_SWEEP_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  MARKET_FEED_RETRY_MINUTES: z
    .string()
    .default('1,5,15,60')
    .transform((value) => value.split(',').map((item) => Number(item.trim())))
    .refine((delays) => delays.every((delay) => Number.isFinite(delay) && delay > 0 && delay <= 1440), {
      error: 'must be a comma-separated list of minutes, each above 0 and at most 1440',
    }),
  MARKET_FEED_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  MARKET_FEED_MAX_MB: z.coerce.number().min(0.001).max(100_000).default(4096),
  MARKET_FEED_LOCK_MINUTES: z.coerce.number().min(0.01).max(1440).default(15),
  MARKET_FEED_POLL_SECONDS: z.coerce.number().min(0.01).max(3600).default(30),
  MARKET_FEED_CATCH_UP_DAYS: z.coerce.number().int().min(0).max(60).default(5),
  MARKET_INBOX_DIR: z.string().min(1).optional(),
  MARKET_INBOX_POLL_SECONDS: z.coerce.number().min(0.01).max(3600).default(5),
  TRADE_RECORDS_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).optional(),
});

/** `stock-summary` → `MARKET_FEED_STOCK_SUMMARY`: the prefix of a feed's variables. */
export const feedEnvPrefix = (kind: TFeedKind) => `MARKET_FEED_${kind.toUpperCase().replaceAll('-', '_')}`;

/** MARKET_FEED_<KIND>_URL (a URL template) and MARKET_FEED_<KIND>_AT (HH:MM, WIB) per feed kind. */
const ZFeedEnvSchema = z.object(
  Object.fromEntries(
    FEED_KINDS.flatMap((kind) => [
      [`${feedEnvPrefix(kind)}_URL`, ZFeedUrlTemplateSchema.optional()],
      [`${feedEnvPrefix(kind)}_AT`, ZFeedTimeSchema.default(DEFAULT_FEED_TIME)],
    ]),
  ),
);

/** Fixed keys for development and the sandbox gateway; never valid at Midtrans. */
export const DEV_MIDTRANS_SERVER_KEY = 'SB-Mid-server-PANTAU-DEV-ONLY-not-a-secret';
export const DEV_MIDTRANS_CLIENT_KEY = 'SB-Mid-client-PANTAU-DEV-ONLY';
const MIDTRANS_SANDBOX_SNAP = 'https://app.sandbox.midtrans.com';
const MIDTRANS_SANDBOX_API = 'https://api.sandbox.midtrans.com';
export const SANDBOX_GATEWAY_PATH = '/sandbox/midtrans';

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  redisUrl: string | undefined;
  logLevel: string;
  /**
   * Where users reach the app (links in emails). Without PUBLIC_URL it is http://localhost:<PORT>,
   * and buildApp corrects the port once listening (PORT=0 picks a free one).
   */
  publicUrl: string;
  publicUrlFromPort: boolean;
  webDistDir: string;
  trustProxy: boolean;
  rateLimitMax: number;
  shutdownTimeoutMs: number;
  csp: { scriptSrc: string[]; connectSrc: string[]; frameSrc: string[]; imgSrc: string[] };
  auth: {
    /** Undefined outside production: the app then uses a secret kept under DATA_DIR. */
    jwtSecret: string | undefined;
    accessTokenTtlSeconds: number;
    adminEmails: string[];
    loginMaxAttempts: number;
    loginBlockSeconds: number;
    loginSuspendSeconds: number;
    rateLimitMax: number;
    resendCooldownSeconds: number;
    argon2: { memoryCost: number; timeCost: number };
    sessionCacheMs: number;
  };
  mail: { smtpUrl: string | undefined; from: string };
  market: {
    /** 'demo' generates the demo market into an empty database at start; 'none' leaves it empty. */
    data: 'demo' | 'none';
    /** The largest upload an import accepts (all parts of one import together). */
    importMaxBytes: number;
    /** Scheduled fetches of the published files; a feed saved on the admin page wins over these. */
    feeds: {
      byKind: Record<TFeedKind, { urlTemplate: string | undefined; timeWib: string }>;
      /** Waits between failed tries of one market date; after the last, the feed gives up for the day. */
      retryMinutes: number[];
      timeoutMs: number;
      maxBytes: number;
      /** A claim on a feed day or inbox file older than this (no heartbeat) may be taken over. */
      lockTimeoutMs: number;
      pollMs: number;
      /**
       * Trading days before today whose file a feed fetches (once each) when no instance ran on
       * their day: downtime leaves no gap. Only days after the feed's first fetch.
       */
      catchUpDays: number;
    };
    /** A directory whose dropped files are imported (then moved to done/ or failed/). */
    inbox: { dir: string | undefined; pollMs: number };
    /**
     * Calendar days of trade records kept before the newest stored trading day; older months are
     * dropped whole while every rollup stays. Undefined keeps everything.
     */
    tradeRetentionDays: number | undefined;
    demo: {
      seed: string;
      years: number;
      tradeDays: number;
      tradesPerDay: number;
      endDate: string | undefined;
      /** Stocks in the demo market: the named ones, then a thin long tail up to this many. */
      stocks: number;
      /** Replay the last trade-record day as a live session, this many times real time (null: off). */
      liveSpeed: number | null;
    };
  };
  payments: {
    /** 'sandbox': our own Midtrans stand-in under /sandbox/midtrans; 'midtrans': the real one. */
    gateway: 'sandbox' | 'midtrans';
    /**
     * Production with the sandbox (a staging server): its pay endpoint then takes only the
     * signed-in member who owns the order, since the sandbox "pays" without money.
     */
    sandboxPayNeedsMember: boolean;
    serverKey: string;
    clientKey: string;
    /**
     * Base of snap.js, the Snap API and payment pages (no trailing slash). The sandbox's is the
     * path alone, so the page loads snap.js from whatever origin it was opened on.
     */
    snapBase: string;
    /** Base of the Core API: /v2/{order_id}/status, /expire, /cancel (no trailing slash). */
    apiBase: string;
    /** Where the sandbox delivers notifications; unset = this server's own listening address. */
    notificationUrl: string | undefined;
    expiryMinutes: number;
    /** 0 disables the timer (reads still expire lazily). */
    sweepSeconds: number;
  };
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once at start-up; a bad value names its variable and stops the boot. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (e.g. `DATABASE_URL=` in a .env) means "not set", not "set to nothing".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ZEnvSchema.safeParse(present);
  const feedEnv = ZFeedEnvSchema.safeParse(present);
  if (!parsed.success || !feedEnv.success) {
    const issues = [...(parsed.error?.issues ?? []), ...(feedEnv.error?.issues ?? [])];
    const problems = issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const feedVariables = feedEnv.data as Record<string, string | undefined>;
  const refusals = e.NODE_ENV === 'production' ? productionRefusals(e) : [];
  if (refusals.length > 0) {
    throw new ConfigError(`Invalid configuration for production:\n  ${refusals.join('\n  ')}`);
  }
  const payments = paymentsConfig(e);
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    publicUrl,
    publicUrlFromPort: e.PUBLIC_URL === undefined,
    webDistDir: resolve(e.WEB_DIST_DIR),
    trustProxy: e.TRUST_PROXY,
    rateLimitMax: e.RATE_LIMIT_MAX,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    csp: {
      scriptSrc: [...e.CSP_SCRIPT_SRC, ...payments.cspHosts],
      connectSrc: [...e.CSP_CONNECT_SRC, ...payments.cspHosts],
      frameSrc: [
        ...e.CSP_FRAME_SRC,
        ...(payments.config.gateway === 'sandbox' ? ["'self'"] : []),
        ...payments.cspHosts,
      ],
      imgSrc: [...e.CSP_IMG_SRC, ...payments.cspHosts],
    },
    auth: {
      jwtSecret: e.JWT_SECRET,
      accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL,
      adminEmails: e.ADMIN_EMAILS.map((email) => email.toLowerCase()),
      loginMaxAttempts: e.LOGIN_MAX_ATTEMPTS,
      loginBlockSeconds: e.LOGIN_BLOCK_SECONDS,
      loginSuspendSeconds: e.LOGIN_SUSPEND_SECONDS,
      rateLimitMax: e.AUTH_RATE_LIMIT_MAX,
      resendCooldownSeconds: e.RESEND_COOLDOWN_SECONDS,
      argon2: { memoryCost: e.ARGON2_MEMORY_KIB, timeCost: e.ARGON2_TIME_COST },
      sessionCacheMs: e.AUTH_SESSION_CACHE_MS,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    market: {
      data: e.MARKET_DATA,
      importMaxBytes: e.IMPORT_MAX_BYTES,
      demo: {
        seed: e.DEMO_SEED,
        years: e.DEMO_YEARS,
        tradeDays: e.DEMO_TRADE_DAYS,
        tradesPerDay: e.DEMO_TRADES_PER_DAY,
        endDate: e.DEMO_END_DATE,
        stocks: e.DEMO_STOCKS,
        liveSpeed: e.DEMO_LIVE ? e.DEMO_LIVE_SPEED : null,
      },
      feeds: {
        byKind: Object.fromEntries(
          FEED_KINDS.map((kind) => [
            kind,
            {
              urlTemplate: feedVariables[`${feedEnvPrefix(kind)}_URL`],
              timeWib: feedVariables[`${feedEnvPrefix(kind)}_AT`] ?? DEFAULT_FEED_TIME,
            },
          ]),
        ) as Config['market']['feeds']['byKind'],
        retryMinutes: e.MARKET_FEED_RETRY_MINUTES,
        timeoutMs: e.MARKET_FEED_TIMEOUT_SECONDS * 1000,
        maxBytes: Math.round(e.MARKET_FEED_MAX_MB * 1_048_576),
        lockTimeoutMs: e.MARKET_FEED_LOCK_MINUTES * 60_000,
        pollMs: e.MARKET_FEED_POLL_SECONDS * 1000,
        catchUpDays: e.MARKET_FEED_CATCH_UP_DAYS,
      },
      inbox: {
        dir: e.MARKET_INBOX_DIR === undefined ? undefined : resolve(e.MARKET_INBOX_DIR),
        pollMs: e.MARKET_INBOX_POLL_SECONDS * 1000,
      },
      tradeRetentionDays: e.TRADE_RECORDS_RETENTION_DAYS,
    },
    payments: payments.config,
  };
}

const withoutSlash = (url: string) => url.replace(/\/+$/, '');

/** What a production start requires; each entry names its variable. */
function productionRefusals(e: z.infer<typeof ZEnvSchema>): string[] {
  const refusals: string[] = [];
  if (!e.JWT_SECRET) refusals.push('JWT_SECRET: required in production (32+ random characters)');
  if (!e.SMTP_URL) {
    refusals.push('SMTP_URL: required in production (without it sign-up and reset links cannot be sent)');
  }
  if (e.PAYMENT_GATEWAY === undefined) {
    refusals.push(
      'PAYMENT_GATEWAY: required in production: midtrans (with MIDTRANS_SERVER_KEY and MIDTRANS_CLIENT_KEY), ' +
        'or sandbox for a staging server',
    );
  }
  if (
    e.PAYMENT_GATEWAY === 'sandbox' &&
    (!e.MIDTRANS_SERVER_KEY || e.MIDTRANS_SERVER_KEY === DEV_MIDTRANS_SERVER_KEY)
  ) {
    // The development key is public: with it anyone could sign a "settlement" for their own order.
    refusals.push(
      'MIDTRANS_SERVER_KEY: required in production with PAYMENT_GATEWAY=sandbox too (any secret of 32+ characters; ' +
        'the development key is public and would let anyone sign a payment notification)',
    );
  }
  if (e.PAYMENT_GATEWAY === 'midtrans') {
    const keys = [
      ['MIDTRANS_SERVER_KEY', e.MIDTRANS_SERVER_KEY, DEV_MIDTRANS_SERVER_KEY],
      ['MIDTRANS_CLIENT_KEY', e.MIDTRANS_CLIENT_KEY, DEV_MIDTRANS_CLIENT_KEY],
    ] as const;
    for (const [name, value, devValue] of keys) {
      if (!value) refusals.push(`${name}: required in production with PAYMENT_GATEWAY=midtrans`);
      else if (value === devValue) refusals.push(`${name}: the development key is not valid in production`);
    }
  }
  return refusals;
}

/**
 * Gateway settings. The sandbox lives on this server, so its bases default to its own path; with
 * the real Midtrans the Snap host (script and payment iframe) is added to the CSP.
 */
function paymentsConfig(e: z.infer<typeof ZEnvSchema>): {
  config: Config['payments'];
  cspHosts: string[];
} {
  const gateway = e.PAYMENT_GATEWAY ?? 'sandbox';
  const sandbox = gateway === 'sandbox';
  const snapBase = withoutSlash(
    e.MIDTRANS_SNAP_BASE ?? (sandbox ? SANDBOX_GATEWAY_PATH : MIDTRANS_SANDBOX_SNAP),
  );
  const apiBase = withoutSlash(
    e.MIDTRANS_API_BASE ?? (sandbox ? SANDBOX_GATEWAY_PATH : MIDTRANS_SANDBOX_API),
  );
  const cspHosts = sandbox ? [] : [...new Set([new URL(snapBase).origin, new URL(apiBase).origin])];
  return {
    config: {
      gateway,
      sandboxPayNeedsMember: sandbox && e.NODE_ENV === 'production',
      serverKey: e.MIDTRANS_SERVER_KEY ?? DEV_MIDTRANS_SERVER_KEY,
      clientKey: e.MIDTRANS_CLIENT_KEY ?? DEV_MIDTRANS_CLIENT_KEY,
      snapBase,
      apiBase,
      notificationUrl: e.MIDTRANS_NOTIFICATION_URL,
      expiryMinutes: e.PAYMENT_EXPIRY_MINUTES,
      sweepSeconds: e.PAYMENT_SWEEP_SECONDS,
    },
    cspHosts,
  };
}
