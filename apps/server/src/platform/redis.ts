import { Redis } from 'ioredis';

export type RedisHandle = { client: Redis; ping(): Promise<void>; close(): Promise<void> };

/** One shared connection for rate limits and (later) lockout counters across instances. */
export async function connectRedis(url: string): Promise<RedisHandle> {
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: false,
    connectTimeout: 5_000,
  });
  // Reconnects are automatic; errors surface on the commands that hit them, so only swallow events.
  client.on('error', () => {});
  await client.connect();
  return {
    client,
    ping: async () => {
      await client.ping();
    },
    close: async () => {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
