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

export type HealthDeps = {
  database: Database;
  redis: RedisHandle | null;
  version: string;
  startedAt: number;
};

/** Probes the database and Redis; `detailed` adds versions and timings (admins only). */
export async function getHealth(deps: HealthDeps, detailed: boolean): Promise<TGetHealthData> {
  const { database, redis } = deps;
  const [dbProbe, redisProbe] = await Promise.all([
    probe(() => database.ping()),
    redis ? probe(() => redis.ping()) : Promise.resolve(null),
  ]);
  const faults: TGetHealthData['faults'] = [];
  if (!dbProbe.reachable) faults.push('database');
  if (redisProbe && !redisProbe.reachable) faults.push('redis');
  const status = faults.length === 0 ? 'ok' : 'degraded';
  if (!detailed) return { status, faults };
  const details = dbProbe.reachable
    ? await Promise.all([
        database.serverVersion(),
        findAppliedMigrationCount(database.db),
        findInitializedAt(database.db),
      ]).catch(() => [null, null, null] as const)
    : ([null, null, null] as const);
  return {
    status,
    faults,
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
