import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMarketServer, type MarketTestServer } from './support/market.ts';
import { databaseKinds, queryRows } from './support/test-server.ts';

type Line = {
  broker: string;
  points: { cumulativeNetLot: number }[];
  holding: { netLot: number; avgCost: number | null; unrealisedGain: number | null };
};
type BigFive = { broker: string; nbLot: number; grossLot: number; share: number; flow: string };

describe.each(databaseKinds)('market flows: Broker Inventory board and holdings on %s', (kind) => {
  let server: MarketTestServer;
  const rows = <T extends Record<string, unknown>>(query: string, params: unknown[] = []) =>
    queryRows<T>(server.app.database, query, params);
  beforeAll(async () => {
    server = await startMarketServer(kind);
  });
  afterAll(() => server.close());

  it('keeps to the chosen board for lines and the Big 5, and values holdings at the last close', async () => {
    const answer = await server.get('/api/market/inventory?symbol=BBCA&brokers=LG,MG,CC&board=RG');
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data.board).toBe('RG');
    expect(data.lastClose).toBe(data.candles.at(-1).close);
    for (const line of data.brokers as Line[]) {
      const [raw] = await rows<{ net: number | null }>(
        `select (sum(case when buyer_broker = $1 then volume else 0 end)
                - sum(case when seller_broker = $1 then volume else 0 end))::float8 / 100 as net
         from trade_records where symbol = 'BBCA' and board = 'RG' and trade_date between $2 and $3`,
        [line.broker, data.from, data.to],
      );
      expect(line.points.at(-1)!.cumulativeNetLot).toBeCloseTo(raw!.net ?? 0, 6);
      expect(line.holding.netLot).toBeCloseTo(raw!.net ?? 0, 6);
      if (line.holding.avgCost !== null) {
        expect(line.holding.unrealisedGain).toBeCloseTo(
          (data.lastClose - line.holding.avgCost) * line.holding.netLot * 100,
          2,
        );
      }
    }
    const gross = await rows<{ broker: string; lots: number }>(
      `select broker, (sum(volume) / 100)::float8 as lots from (
         select buyer_broker as broker, volume from trade_records
           where symbol = 'BBCA' and board = 'RG' and trade_date between $1 and $2
         union all select seller_broker, volume from trade_records
           where symbol = 'BBCA' and board = 'RG' and trade_date between $1 and $2) x
       group by broker order by lots desc, broker limit 5`,
      [data.from, data.to],
    );
    const bigFive = data.bigFive as BigFive[];
    expect(bigFive.map((row) => row.broker)).toEqual(gross.map((row) => row.broker));
    for (const row of bigFive) {
      const ratio = row.nbLot / row.grossLot;
      expect(row.flow).toBe(ratio >= 0.2 ? 'Accumulation' : ratio <= -0.2 ? 'Distribution' : 'Neutral');
    }
  });

  it('adds every board together by default', async () => {
    const all = (await server.get('/api/market/inventory?symbol=BBCA&brokers=LG')).body.data;
    expect(all.board).toBe('ALL');
    const [raw] = await rows<{ net: number | null }>(
      `select (sum(case when buyer_broker = 'LG' then volume else 0 end)
              - sum(case when seller_broker = 'LG' then volume else 0 end))::float8 / 100 as net
       from trade_records where symbol = 'BBCA' and trade_date between $1 and $2`,
      [all.from, all.to],
    );
    expect(all.brokers[0].holding.netLot).toBeCloseTo(raw!.net ?? 0, 6);
  });
});
