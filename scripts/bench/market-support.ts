/** What the market benchmarks share: a throwaway database and full-scale trade days. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BROKERS, type DailyBar, type DemoMarket, type Trade } from '@pantau/market';
import { generateTradeDay } from '../../packages/market/src/demo/trades.ts';
import { inBulkTransaction } from '../../apps/server/src/db/bulk.ts';
import { openDatabase, type Database } from '../../apps/server/src/db/client.ts';
import { copyTrades } from '../../apps/server/src/modules/market/market-ingest.repo.ts';
import { tradeCodes } from '../../apps/server/src/modules/market/trade-codes.ts';
import { createScratchPostgres } from '../../apps/server/test/support/test-server.ts';

export async function openBenchDatabase(): Promise<{
  database: Database;
  label: string;
  /** The PostgreSQL database's address, for a server in another process; null on PGlite. */
  url: string | null;
  drop: () => Promise<void>;
}> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    // On disk, as the embedded server keeps it: in memory, PGlite's file system copies its growing
    // files, and each day's ingest was slower than the last (3.1 s to 9.3 s over ten days).
    const dataDir = await mkdtemp(join(tmpdir(), 'pantau-bench-pglite-'));
    const database = await openDatabase({ kind: 'pglite', dataDir });
    return {
      database,
      label: `PGlite (on disk, ${dataDir})`,
      url: null,
      drop: async () => {
        // A server built on it (buildApp) has closed it already.
        await database.close().catch(() => {});
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const scratch = await createScratchPostgres('pantau_bench', undefined, adminUrl);
  const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolMax: 10 });
  return {
    database,
    label: `PostgreSQL ${await database.serverVersion()} (throwaway database ${new URL(scratch.url).pathname.slice(1)})`,
    url: scratch.url,
    drop: scratch.drop,
  };
}

export async function rowsOf<T>(database: Database, query: string): Promise<T[]> {
  const raw = database.raw;
  if (raw.kind === 'pglite') return (await raw.client.query<T>(query)).rows;
  return (await raw.pool.query(query)).rows as T[];
}

/**
 * One full-scale day: the demo market's bars of `date` with each stock's trade count scaled so the
 * day totals about `target` trades (volume raised where a bar has fewer lots than trades), then
 * split into trade records by the demo generator.
 */
export function generateFullScaleDay(market: DemoMarket, date: string, target: number): Trade[] {
  const bars = market.stocks
    .map((stock) => ({ stock, k: stock.bars.findIndex((bar) => bar.date === date) }))
    .filter(({ k }) => k >= 0);
  const total = bars.reduce((sum, { stock, k }) => sum + (stock.bars[k] as DailyBar).frequency, 0);
  const factor = target / total;
  const trades: Trade[] = [];
  for (const { stock, k } of bars) {
    const bar = stock.bars[k] as DailyBar;
    const frequency = Math.max(4, Math.round(bar.frequency * factor));
    const volume = Math.max(bar.volume, frequency * 300);
    const scaled = { ...bar, frequency, volume, value: Math.round((bar.value / bar.volume) * volume) };
    for (const trade of generateTradeDay({
      seed: market.seed,
      bar: scaled,
      liquidity: stock.seed.liquidity,
      foreignTilt: stock.foreignTilt[k] ?? 0,
      campaign: stock.campaign,
      brokers: BROKERS,
    })) {
      trades.push(trade);
    }
  }
  return trades;
}

export function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] as number;
}

/** A member's access token from the running server's sign-in, as the web app gets it. */
export async function signInOverHttp(baseUrl: string, email: string, password: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
    signal: AbortSignal.timeout(30_000),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  return ((await login.json()) as { data: { session: { access_token: string } } }).data.session.access_token;
}

/**
 * The benchmarks' baseline: rows a second of the same trades COPYed through the same writer into a
 * table like `trades` without its key (their codes numbered beforehand, untimed).
 */
export async function plainCopyRate(database: Database, trades: readonly Trade[]): Promise<number> {
  const codes = await inBulkTransaction(database, async (writer) => {
    await writer.execute('CREATE TABLE bench_trades_plain (LIKE trades)');
    return tradeCodes(
      writer,
      trades.map((trade) => trade.symbol),
      trades.flatMap((trade) => [trade.buyerBroker, trade.sellerBroker]),
    );
  });
  try {
    const started = performance.now();
    await inBulkTransaction(database, (writer) => copyTrades(writer, trades, codes, 'bench_trades_plain'));
    return trades.length / ((performance.now() - started) / 1000);
  } finally {
    await inBulkTransaction(database, (writer) => writer.execute('DROP TABLE bench_trades_plain'));
  }
}
