import { and, eq, sql } from 'drizzle-orm';
import type { IsoDate } from '@pantau/market';
import type { Db } from '../../db/client.ts';
import { appMeta } from '../../db/schema.ts';

const MARKET_SOURCE = 'market_source';
const MARKET_SEEDING = 'market_seeding';

export type MarketSource = {
  kind: 'demo' | 'import';
  seed?: string;
  endDate: IsoDate;
  tradeDays: number;
  loadedAt: string;
};

export async function findMarketSource(db: Db): Promise<MarketSource | null> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, MARKET_SOURCE));
  return (row?.value as MarketSource | undefined) ?? null;
}

export async function saveMarketSource(db: Db, source: MarketSource): Promise<void> {
  await db
    .insert(appMeta)
    .values({ key: MARKET_SOURCE, value: source })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: source, updatedAt: new Date() } });
  await db.delete(appMeta).where(eq(appMeta.key, MARKET_SEEDING));
}

/** How often the generating process proves it is alive. */
export const SEEDING_HEARTBEAT_MS = 3_000;
// Three missed beats and a little slack: the claim belongs to a process that died.
const DEAD_CLAIM_SECONDS = (3 * SEEDING_HEARTBEAT_MS + 1_000) / 1000;

export type SeedingProgress = { step: string; done: number; total: number };
type SeedingClaim = { instanceId: string; progress: SeedingProgress | null };

/**
 * True when this instance may seed: nobody claimed it, or the claim's heartbeat stopped. Staleness
 * is judged on the database clock, so instances with skewed clocks agree.
 */
export async function claimMarketSeeding(db: Db, instanceId: string, exclusive: boolean): Promise<boolean> {
  const claim: SeedingClaim = { instanceId, progress: null };
  const rows = await db
    .insert(appMeta)
    .values({ key: MARKET_SEEDING, value: claim })
    .onConflictDoUpdate({
      target: appMeta.key,
      set: { value: claim, updatedAt: sql`now()` },
      setWhere: exclusive
        ? undefined
        : sql`${appMeta.updatedAt} < now() - make_interval(secs => ${DEAD_CLAIM_SECONDS})`,
    })
    .returning({ key: appMeta.key });
  return rows.length > 0;
}

/** Renews this instance's claim with its progress; false when another instance took it over. */
export async function beatMarketSeeding(
  db: Db,
  instanceId: string,
  progress: SeedingProgress | null,
): Promise<boolean> {
  const claim: SeedingClaim = { instanceId, progress };
  const rows = await db
    .update(appMeta)
    .set({ value: claim, updatedAt: sql`now()` })
    .where(and(eq(appMeta.key, MARKET_SEEDING), sql`${appMeta.value}->>'instanceId' = ${instanceId}`))
    .returning({ key: appMeta.key });
  return rows.length > 0;
}

/** The progress the generating instance last reported, whichever instance that is. */
export async function findSeedingProgress(db: Db): Promise<SeedingProgress | null> {
  const [row] = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, MARKET_SEEDING));
  return (row?.value as SeedingClaim | undefined)?.progress ?? null;
}
