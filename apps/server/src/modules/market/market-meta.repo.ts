import { eq } from 'drizzle-orm';
import type { IsoDate } from '@pantau/market';
import type { Db } from '../../db/client.ts';
import { appMeta } from '../../db/schema.ts';

const MARKET_SOURCE = 'market_source';
const MARKET_SEEDING = 'market_seeding';
// A claim older than this belongs to an instance that died while seeding.
const STALE_CLAIM_MS = 10 * 60_000;

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

/** True when this instance may seed: nobody claimed it, or the claim went stale. */
export async function claimMarketSeeding(db: Db, instanceId: string, exclusive: boolean): Promise<boolean> {
  const claim = { instanceId, at: new Date().toISOString() };
  const inserted = await db
    .insert(appMeta)
    .values({ key: MARKET_SEEDING, value: claim })
    .onConflictDoNothing({ target: appMeta.key })
    .returning({ key: appMeta.key });
  if (inserted.length > 0) return true;
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, MARKET_SEEDING));
  if (!row || (!exclusive && Date.now() - row.updatedAt.getTime() < STALE_CLAIM_MS)) return false;
  await db
    .update(appMeta)
    .set({ value: claim, updatedAt: new Date() })
    .where(eq(appMeta.key, MARKET_SEEDING));
  return true;
}
