import { Redis } from 'ioredis';

export type RedisHandle = {
  client: Redis;
  ping(): Promise<void>;
  /** Logs the first failure of an outage at warn and the recovery at info (not every retry). */
  reportOutages(log: { warn(message: string): void; info(message: string): void }): void;
  close(): Promise<void>;
};

/** Where the URL points, without its credentials, for messages. */
const describeUrl = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
};

/**
 * One shared connection for rate limits and lockout counters across instances. Redis must answer at
 * start (a wrong REDIS_URL is a deployment error, better refused than hidden); once running, an outage
 * only degrades limits to per-instance counters until it returns.
 */
export async function connectRedis(url: string): Promise<RedisHandle> {
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    // Commands fail at once while disconnected, so callers fall back instead of queueing.
    enableOfflineQueue: false,
    connectTimeout: 5_000,
  });
  // Reconnects are automatic; errors surface on the commands that hit them, so only swallow events.
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`REDIS_URL: cannot reach Redis at ${describeUrl(url)} (${reason})`, { cause: error });
  }
  return {
    client,
    ping: async () => {
      await client.ping();
    },
    reportOutages: (log) => {
      let down = false;
      client.on('close', () => {
        if (down) return;
        down = true;
        log.warn(
          'Redis unreachable: rate limits and sign-in lockout use per-instance counters until it returns',
        );
      });
      client.on('ready', () => {
        if (!down) return;
        down = false;
        log.info('Redis reachable again: rate limits and sign-in lockout are shared again');
      });
    },
    close: async () => {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
