import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBrokerSummary } from '../src/modules/market/import/import-broker-summary.ts';
import { startMarketServer, type MarketTestServer } from './support/market.ts';
import { databaseKinds, queryRows } from './support/test-server.ts';

type Totals = { code: string; name: string; volume: number; value: number; frequency: number };
type RankingRow = Totals & { rank: number; share: number; category: string; colour: string };

describe.each(databaseKinds)('Broker Ranking on %s', (kind) => {
  let server: MarketTestServer;
  let scratch: string;
  let tradeDates: string[];

  /**
   * Each broker's day straight from the raw trade records, both sides of every trade: shares,
   * rupiah (price × shares) and trade count, largest value first.
   */
  const fromTradeRecords = (date: string) =>
    queryRows<Totals>(
      server.app.database,
      `select side.broker as code, b.name, sum(side.volume)::float8 as volume,
              sum(side.price::numeric * side.volume)::float8 as value, count(*)::int as frequency
         from (select buyer_broker as broker, price, volume from trade_records where trade_date = $1
               union all
               select seller_broker, price, volume from trade_records where trade_date = $1) side
         join brokers b on b.code = side.broker
        group by side.broker, b.name
        order by value desc, code`,
      [date],
    );

  const ranking = async (query = '') => {
    const answer = await server.get(`/api/market/brokers/ranking${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as {
      date: string | null;
      latestDate: string | null;
      source: string | null;
      brokers: RankingRow[];
      totalValue: number;
    };
  };

  beforeAll(async () => {
    server = await startMarketServer(kind);
    scratch = await mkdtemp(join(tmpdir(), 'pantau-ranking-'));
    tradeDates = (
      await queryRows<{ d: string }>(
        server.app.database,
        "select distinct to_char(trade_date, 'YYYY-MM-DD') as d from trade_records order by d desc",
      )
    ).map((row) => row.d);
  });
  afterAll(async () => {
    await server.close();
    await rm(scratch, { recursive: true, force: true });
  });

  it('ranks a demo trade day without a Broker Summary by the sums of its trade records', async () => {
    const latest = await ranking();
    expect(latest).toMatchObject({ date: tradeDates[0], latestDate: tradeDates[0], source: 'trade-records' });

    const day = tradeDates[3]!;
    const answer = await ranking(`?date=${day}`);
    const expected = await fromTradeRecords(day);
    expect(expected.length).toBeGreaterThan(1);
    const total = expected.reduce((sum, row) => sum + row.value, 0);
    expect(answer).toMatchObject({
      date: day,
      latestDate: tradeDates[0],
      source: 'trade-records',
      totalValue: total,
    });
    expect(
      answer.brokers.map(({ code, name, volume, value, frequency }) => ({
        code,
        name,
        volume,
        value,
        frequency,
      })),
    ).toEqual(expected);
    expect(answer.brokers.map((row) => row.rank)).toEqual(expected.map((_, index) => index + 1));
    for (const row of answer.brokers) expect(row.share).toBeCloseTo(row.value / total, 12);
  });

  it('answers a day with neither a Broker Summary nor trade records with an empty list and no source', async () => {
    const weekend = '2026-11-15';
    expect(tradeDates).not.toContain(weekend);
    expect(tradeDates).toContain('2026-11-13');
    expect(tradeDates).toContain('2026-11-16');
    expect(await ranking(`?date=${weekend}`)).toEqual({
      asOf: expect.any(String),
      date: weekend,
      latestDate: tradeDates[0],
      // The days to step to: the Friday before and the Monday after.
      previousDate: '2026-11-13',
      nextDate: '2026-11-16',
      source: null,
      brokers: [],
      totalValue: 0,
    });
  });

  it("serves an imported Broker Summary's figures for its day, over the trade records", async () => {
    const day = tradeDates[1]!;
    const records = [
      {
        IDFirm: 'YP',
        FirmName: 'Mirae Asset Sekuritas Indonesia',
        Volume: 700_000,
        Value: 2_000_000_000,
        Frequency: 90,
      },
      {
        IDFirm: 'CC',
        FirmName: 'Mandiri Sekuritas',
        Volume: 1_500_000,
        Value: 6_000_000_000,
        Frequency: 310,
      },
    ].map((fields, index) => ({ No: index + 1, Date: `${day}T00:00:00`, ...fields }));
    const path = join(scratch, `BrokerSummary-${day}.json`);
    await writeFile(path, JSON.stringify({ draw: 0, recordsTotal: 2, recordsFiltered: 2, data: records }));
    await importBrokerSummary(server.app.database, path);

    const answer = await ranking(`?date=${day}`);
    expect(answer).toMatchObject({ date: day, source: 'broker-summary', totalValue: 8_000_000_000 });
    expect(answer.brokers).toEqual([
      expect.objectContaining({
        rank: 1,
        code: 'CC',
        volume: 1_500_000,
        value: 6_000_000_000,
        frequency: 310,
        share: 0.75,
      }),
      expect.objectContaining({
        rank: 2,
        code: 'YP',
        volume: 700_000,
        value: 2_000_000_000,
        frequency: 90,
        share: 0.25,
      }),
    ]);
    // The neighbouring days keep their own source.
    expect(await ranking(`?date=${tradeDates[2]}`)).toMatchObject({ source: 'trade-records' });
    expect(await ranking()).toMatchObject({ date: tradeDates[0], source: 'trade-records' });
  });

  it('names the nearest earlier and later days with data, from trade records and Broker Summaries alike', async () => {
    const oldest = tradeDates.at(-1)!;
    expect(await ranking()).toMatchObject({
      date: tradeDates[0],
      previousDate: tradeDates[1],
      nextDate: null,
    });
    expect(await ranking(`?date=${tradeDates[4]}`)).toMatchObject({
      previousDate: tradeDates[5],
      nextDate: tradeDates[3],
    });
    expect(await ranking(`?date=${oldest}`)).toMatchObject({
      previousDate: null,
      nextDate: tradeDates.at(-2),
    });

    // A Broker Summary two weeks before the first trade records: a day with data of its own.
    const summaryDay = '2026-10-22';
    expect(summaryDay < oldest).toBe(true);
    const path = join(scratch, `BrokerSummary-${summaryDay}.json`);
    const record = {
      No: 1,
      Date: `${summaryDay}T00:00:00`,
      IDFirm: 'YP',
      FirmName: 'Mirae',
      Volume: 100,
      Value: 50_000,
      Frequency: 1,
    };
    await writeFile(path, JSON.stringify({ draw: 0, recordsTotal: 1, recordsFiltered: 1, data: [record] }));
    await importBrokerSummary(server.app.database, path);

    expect(await ranking(`?date=${oldest}`)).toMatchObject({
      previousDate: summaryDay,
      nextDate: tradeDates.at(-2),
    });
    expect(await ranking(`?date=${summaryDay}`)).toMatchObject({
      source: 'broker-summary',
      previousDate: null,
      nextDate: oldest,
    });
    // A day between them with neither steps to both.
    expect(await ranking('?date=2026-10-28')).toMatchObject({
      source: null,
      previousDate: summaryDay,
      nextDate: oldest,
    });
  });
});
