import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMarketServer, TEST_MARKET, type MarketTestServer } from './support/market.ts';
import { databaseKinds } from './support/test-server.ts';

type StoredDay = { date: string; net: number; value: number };

describe.each(databaseKinds)('foreign flow summary on %s', (kind) => {
  let server: MarketTestServer;
  // The latest 120 stored days of a stock, newest first, with net foreign shares and rupiah.
  const storedDays = async (symbol: string): Promise<StoredDay[]> => {
    const query = `select to_char(date, 'YYYY-MM-DD') as date, (foreign_buy - foreign_sell)::text as net,
                          value::text as value, volume::text as volume
                   from daily_bars where symbol = $1 order by date desc limit 120`;
    const raw = server.app.database.raw;
    const rows = (
      raw.kind === 'pglite'
        ? (await raw.client.query(query, [symbol])).rows
        : (await raw.pool.query(query, [symbol])).rows
    ) as Array<{ date: string; net: string; value: string; volume: string }>;
    return rows.map((row) => {
      const net = Number(row.net);
      const volume = Number(row.volume);
      return { date: row.date, net, value: volume === 0 ? 0 : (net * Number(row.value)) / volume };
    });
  };

  beforeAll(async () => {
    server = await startMarketServer(kind);
  });
  afterAll(() => server.close());

  it('gives the net foreign streak and the 5- and 20-day sums of the stored bars, whatever the range', async () => {
    for (const symbol of ['TLKM', 'BBRI', 'ASII']) {
      const newestFirst = await storedDays(symbol);
      const answer = await server.get(`/api/market/foreign-flow?symbol=${symbol}&days=5`);
      expect(answer.status).toBe(200);
      const { flows, candles, summary } = answer.body.data;
      expect(flows).toHaveLength(5);
      expect(candles).toHaveLength(5);
      expect(flows.at(-1).time).toBe(TEST_MARKET.endDate);

      const sign = Math.sign(newestFirst[0]!.net);
      let streakDays = 0;
      while (
        streakDays < newestFirst.length &&
        sign !== 0 &&
        Math.sign(newestFirst[streakDays]!.net) === sign
      ) {
        streakDays += 1;
      }
      const streak = newestFirst.slice(0, streakDays);
      expect(summary.streak.side).toBe(sign > 0 ? 'buy' : sign < 0 ? 'sell' : 'none');
      expect(summary.streak.days).toBe(streakDays);
      expect(summary.streak.since).toBe(streakDays > 0 ? streak.at(-1)!.date : null);
      expect(summary.streak.netBuy).toBe(streak.reduce((sum, day) => sum + day.net, 0));
      expect(summary.streak.netValue).toBeCloseTo(
        streak.reduce((sum, day) => sum + day.value, 0),
        0,
      );
      for (const [key, days] of [
        ['last5', 5],
        ['last20', 20],
      ] as const) {
        const window = newestFirst.slice(0, days);
        expect(summary[key].days).toBe(days);
        expect(summary[key].netBuy).toBe(window.reduce((sum, day) => sum + day.net, 0));
        expect(summary[key].netValue).toBeCloseTo(
          window.reduce((sum, day) => sum + day.value, 0),
          0,
        );
      }
    }
  });
});
