/**
 * `npm run bench -- rotation`: what the RRG stock mode asks for, on an in-memory PGlite
 * with the default demo market, over HTTP as a signed-in member on a trial:
 *   (a) GET /api/market/index-members per index: first answer and p50/p99 of 20 repeats;
 *   (b) the whole member universe of an index as the screen asks it (/market/rrg in chunks of 30,
 *       side by side): uncached and memoised, weekly and daily;
 *   (c) replaying COMPOSITE on the daily basis: 10 earlier trading days, each uncached.
 */
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { lastCompleteTradingDay } from '@pantau/market';
import { tradingDaysBetween } from '@pantau/market/calendar';
import { buildApp } from '../../apps/server/src/app.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { loadDemoMarketIfEmpty } from '../../apps/server/src/modules/market/market-ingest.service.ts';
import { loadConfig } from '../../apps/server/src/platform/config.ts';
import { startTrial } from '../../apps/server/test/factories/subscriptions.ts';
import { createUser } from '../../apps/server/test/factories/users.ts';
import { signInOverHttp } from './market-support.ts';

const REPEATS = 20;
const CHUNK = 30;
const REQUEST_TIMEOUT_MS = 30_000;
const INDICES = ['COMPOSITE', 'LQ45', 'IDX30', 'IDX80', 'IDXQ30'];

const ms = (value: number) => `${value.toFixed(1)} ms`;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

export async function run(): Promise<void> {
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    MARKET_DATA: 'none',
    RATE_LIMIT_MAX: '100000000',
    AUTH_RATE_LIMIT_MAX: '100000',
    DATA_DIR: '/tmp/pantau-rotation-bench',
  });
  const app = await buildApp(config, { database });
  try {
    const options = {
      ...config.market.demo,
      endDate: config.market.demo.endDate ?? lastCompleteTradingDay(new Date()),
    };
    await loadDemoMarketIfEmpty(database, options, pino({ level: 'silent' }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const user = await createUser(database.db, { email: 'rotation-bench@pantau.test' });
    await startTrial(database.db, user);
    const token = await signInOverHttp(baseUrl, user.email, user.password);
    const get = async <T>(path: string): Promise<T> => {
      const response = await fetch(`${baseUrl}/api${path}`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { data: T }).data;
    };
    const timed = async (work: () => Promise<unknown>) => {
      const started = performance.now();
      await work();
      return performance.now() - started;
    };

    type Members = { asOf: string; members: { symbol: string }[] };
    const members = new Map<string, string[]>();
    let asOf = options.endDate;
    for (const index of INDICES) {
      let answer: Members | undefined;
      const first = await timed(async () => {
        answer = await get<Members>(`/market/index-members?index=${index}`);
      });
      members.set(index, answer?.members.map((member) => member.symbol) ?? []);
      asOf = answer?.asOf ?? asOf;
      const repeats: number[] = [];
      for (let i = 0; i < REPEATS; i += 1) {
        repeats.push(await timed(() => get(`/market/index-members?index=${index}`)));
      }
      console.log(
        `market-rotation  (a) index-members ${index.padEnd(9)} ${String(members.get(index)?.length).padStart(3)} members: ` +
          `first ${ms(first)}, p50 ${ms(percentile(repeats, 50))}, p99 ${ms(percentile(repeats, 99))}`,
      );
    }

    const universe = (index: string, basis: string, at?: string) => {
      const symbols = members.get(index) ?? [];
      const requests: Promise<unknown>[] = [];
      for (let start = 0; start < symbols.length; start += CHUNK) {
        const items = symbols.slice(start, start + CHUNK).join(',');
        const replay = at ? `&asOf=${at}` : '';
        requests.push(get(`/market/rrg?kind=stock&index=${index}&basis=${basis}&items=${items}${replay}`));
      }
      return Promise.all(requests);
    };
    for (const index of ['LQ45', 'IDX80', 'COMPOSITE']) {
      for (const basis of ['weekly', 'daily']) {
        const cold = await timed(() => universe(index, basis));
        const warm = await timed(() => universe(index, basis));
        const chunks = Math.ceil((members.get(index)?.length ?? 0) / CHUNK);
        console.log(
          `market-rotation  (b) rrg universe ${index.padEnd(9)} ${basis.padEnd(6)} ${chunks} chunk(s): ` +
            `uncached ${ms(cold)}, memoised ${ms(warm)}`,
        );
      }
    }

    const days = tradingDaysBetween(
      new Date(Date.parse(`${asOf}T00:00:00Z`) - 21 * 86_400_000).toISOString().slice(0, 10),
      asOf,
    ).slice(-11, -1);
    const steps: number[] = [];
    for (const day of days) steps.push(await timed(() => universe('COMPOSITE', 'daily', day)));
    console.log(
      `market-rotation  (c) daily replay COMPOSITE, ${steps.length} trading days uncached: ` +
        `p50 ${ms(percentile(steps, 50))}, max ${ms(Math.max(...steps))}`,
    );
  } finally {
    await app.close();
  }
}
