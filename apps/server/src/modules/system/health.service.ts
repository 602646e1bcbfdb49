import type { TGetHealthData } from '@pantau/contracts';
import type { Database } from '../../db/client.ts';
import type { RedisHandle } from '../../platform/redis.ts';
import { findAppliedMigrationCount, findInitializedAt } from './app-meta.repo.ts';

type Probe = { reachable: boolean; latencyMs: number | null };

async function probe(check: () => Promise<unknown>): Promise<Probe> {
  const started = performance.now();
  try {
    await check();
    return { reachable: true, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch {
    return { reachable: false, latencyMs: null };
  }
}

export async function getHealth(deps: {
  database: Database;
  redis: RedisHandle | null;
  version: string;
  startedAt: number;
}): Promise<TGetHealthData> {
  const { database, redis } = deps;
  const [dbProbe, redisProbe] = await Promise.all([
    probe(() => database.ping()),
    redis ? probe(() => redis.ping()) : Promise.resolve(null),
  ]);
  const details = dbProbe.reachable
    ? await Promise.all([
        database.serverVersion(),
        findAppliedMigrationCount(database.db),
        findInitializedAt(database.db),
      ]).catch(() => [null, null, null] as const)
    : ([null, null, null] as const);
  const healthy = dbProbe.reachable && (redisProbe === null || redisProbe.reachable);
  return {
    status: healthy ? 'ok' : 'degraded',
    version: deps.version,
    uptimeSeconds: Math.round((Date.now() - deps.startedAt) / 1000),
    database: {
      kind: database.kind,
      ...dbProbe,
      serverVersion: details[0],
      schemaVersion: details[1],
      initializedAt: details[2],
    },
    redis: redisProbe,
  };
}
