import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMarketServer, TEST_MARKET, type MarketTestServer } from './support/market.ts';
import { databaseKinds, queryRows } from './support/test-server.ts';

type Row = Record<string, unknown>;
type Candle = {
  time: string | number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  buyVolume?: number;
  sellVolume?: number;
};

describe.each(databaseKinds)('charts and astrology on %s', (kind) => {
  let server: MarketTestServer;
  const sql = (query: string, params: unknown[] = []) => queryRows<Row>(server.app.database, query, params);
  const lastTradeDay = async (symbol: string) =>
    String(
      (await sql(`select max(trade_date)::text as d from trade_records where symbol = $1`, [symbol]))[0]?.d,
    );

  beforeAll(async () => {
    server = await startMarketServer(kind);
  });
  afterAll(() => server.close());

  describe('candles', () => {
    it('serves two years of daily candles as business days, equal to the stored daily bars', async () => {
      const answer = await server.get('/api/market/candles?symbol=bbri&timeframe=1D');
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const data = answer.body.data;
      expect(data).toMatchObject({
        asOf: TEST_MARKET.endDate,
        symbol: 'BBRI',
        kind: 'stock',
        timeframe: '1D',
        volumeUnit: 'shares',
        to: TEST_MARKET.endDate,
        from: '2024-11-21',
      });
      expect(data.allowedTimeframes).toEqual([
        '1M',
        '5M',
        '15M',
        '30M',
        '1H',
        '1D',
        '1W',
        '1MO',
        '3M',
        '6M',
        '1Y',
      ]);
      const bars = await sql(
        `select date::text as time, open, high, low, close, volume::float8 as volume
           from daily_bars where symbol = 'BBRI' and date between '2024-11-21' and $1 order by date`,
        [TEST_MARKET.endDate],
      );
      expect(data.candles).toEqual(bars);
      const [last, previous] = bars.slice(-2).reverse() as Array<{ close: number }>;
      expect(data.lastClose).toBe(last!.close);
      expect(data.change).toBe(last!.close - previous!.close);
      expect(data.changePercent).toBeCloseTo(((last!.close - previous!.close) * 100) / previous!.close, 2);
    });

    it('groups weekly candles by ISO week: volume and high are those of the week’s daily bars', async () => {
      const answer = await server.get('/api/market/candles?symbol=TLKM&timeframe=1W&from=2026-01-01');
      const weeks = await sql(
        `select min(date)::text as time, max(high) as high, min(low) as low, sum(volume)::float8 as volume
           from daily_bars where symbol = 'TLKM' and date >= '2026-01-01'
          group by date_trunc('week', date) order by 1`,
      );
      const candles = answer.body.data.candles as Candle[];
      expect(candles.map(({ time, high, low, volume }) => ({ time, high, low, volume }))).toEqual(weeks);
    });

    it('serves intraday candles at Jakarta wall-clock times that add up to the day’s trades', async () => {
      const day = await lastTradeDay('BBRI');
      const answer = await server.get('/api/market/candles?symbol=BBRI&timeframe=5M');
      const data = answer.body.data;
      expect(data.timeframe).toBe('5M');
      expect(data.to).toBe(day);
      const candles = data.candles as Candle[];
      const dayStart = Date.parse(`${day}T00:00:00Z`) / 1000;
      const ofDay = candles.filter(
        (c) => (c.time as number) >= dayStart && (c.time as number) < dayStart + 86_400,
      );
      // 09:00 WIB reads as 09:00 on a UTC axis.
      expect((ofDay[0]!.time as number) - dayStart).toBe(9 * 3600);
      for (const candle of ofDay) expect(((candle.time as number) - dayStart) % 300).toBe(0);
      const [traded] = await sql(
        `select sum(volume)::float8 as volume, max(price) as high, min(price) as low
           from trade_records where symbol = 'BBRI' and trade_date = $1`,
        [day],
      );
      expect(ofDay.reduce((sum, c) => sum + c.volume, 0)).toBe(traded!.volume);
      expect(Math.max(...ofDay.map((c) => c.high))).toBe(traded!.high);
      expect(Math.min(...ofDay.map((c) => c.low))).toBe(traded!.low);
      for (const candle of ofDay) expect(candle.buyVolume! + candle.sellVolume!).toBe(candle.volume);
    });

    it('limits 1M candles to the last five trade days by default', async () => {
      const answer = await server.get('/api/market/candles?symbol=BBRI&timeframe=1M');
      const days = await sql(
        `select distinct trade_date::text as d from trade_records where symbol = 'BBRI' order by 1 desc limit 5`,
      );
      expect(answer.body.data.from).toBe(days.at(-1)!.d);
      const firstTime = (answer.body.data.candles as Candle[])[0]!.time as number;
      expect(new Date(firstTime * 1000).toISOString().slice(0, 10)).toBe(days.at(-1)!.d);
    });

    it('falls back to the first allowed timeframe for an index, whose levels are daily', async () => {
      const answer = await server.get('/api/market/candles?symbol=COMPOSITE&timeframe=1M&from=2026-11-01');
      const data = answer.body.data;
      expect(data).toMatchObject({
        kind: 'index',
        requestedTimeframe: '1M',
        timeframe: '1D',
        volumeUnit: 'rupiah',
      });
      expect(data.allowedTimeframes).toEqual(['1D', '1W', '1MO', '3M', '6M', '1Y']);
      const levels = await sql(
        `select date::text as time, round(close::numeric, 2)::float8 as close, value::float8 as volume
           from index_bars where code = 'COMPOSITE' and date >= '2026-11-01' order by date`,
      );
      expect((data.candles as Candle[]).map(({ time, close, volume }) => ({ time, close, volume }))).toEqual(
        levels,
      );
    });

    it('serves sector levels and yearly candles', async () => {
      const sector = await server.get('/api/market/candles?symbol=SECTOR:G&timeframe=1Y');
      expect(sector.status).toBe(200);
      expect((sector.body.data.candles as Candle[]).map((c) => c.time)).toEqual([
        expect.stringMatching(/^2023-/),
        expect.stringMatching(/^2024-01-/),
        expect.stringMatching(/^2025-01-/),
        expect.stringMatching(/^2026-01-/),
      ]);
    });

    it('refuses unknown tickers and a start after the end with the spec messages', async () => {
      const unknown = await server.get('/api/market/candles?symbol=ZZZZ');
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.message).toBe('No tickers found');
      const reversed = await server.get('/api/market/candles?symbol=BBRI&from=2026-11-10&to=2026-11-01');
      expect(reversed.status).toBe(400);
      expect(reversed.body.error.message).toBe('Tanggal mulai harus sebelum tanggal akhir');
      const badTimeframe = await server.get('/api/market/candles?symbol=BBRI&timeframe=2D');
      expect(badTimeframe.status).toBe(400);
    });
  });

  describe('footprint', () => {
    it('defaults to the last trade day at 5 minutes; levels add up to the day’s trades by aggressor', async () => {
      const day = await lastTradeDay('BBCA');
      const answer = await server.get('/api/market/footprint?symbol=BBCA');
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const data = answer.body.data;
      expect(data).toMatchObject({ asOf: TEST_MARKET.endDate, symbol: 'BBCA', date: day, timeframe: '5M' });
      expect(data.tradeDates).toHaveLength(TEST_MARKET.tradeDays);
      const candles = data.candles as Array<{
        timestamp: number;
        high: number;
        low: number;
        volumeLevels: Array<{ price: number; bidVolume: number; askVolume: number; totalVolume: number }>;
        delta: number;
        poc: number;
        pocBid: number;
        pocAsk: number;
        totalVolume: number;
      }>;
      const [traded] = await sql(
        `select sum(volume)::float8 as volume, count(distinct price)::int as prices
           from trade_records where symbol = 'BBCA' and trade_date = $1`,
        [day],
      );
      expect(candles.reduce((sum, c) => sum + c.totalVolume, 0)).toBe(traded!.volume);
      const dayStart = Date.parse(`${day}T00:00:00Z`) / 1000;
      expect(candles[0]!.timestamp - dayStart).toBe(9 * 3600);
      for (const candle of candles) {
        const levels = candle.volumeLevels;
        expect(levels.map((l) => l.price)).toEqual([...levels.map((l) => l.price)].sort((a, b) => b - a));
        expect(candle.delta).toBe(levels.reduce((sum, l) => sum + l.askVolume - l.bidVolume, 0));
        const most = Math.max(...levels.map((l) => l.totalVolume));
        const poc = levels.find((l) => l.price === candle.poc)!;
        expect(poc.totalVolume).toBe(most);
        expect([candle.pocBid, candle.pocAsk]).toEqual([poc.bidVolume, poc.askVolume]);
        for (const level of levels) {
          expect(level.price).toBeGreaterThanOrEqual(candle.low);
          expect(level.price).toBeLessThanOrEqual(candle.high);
        }
      }
    });

    it('answers 404 with a clear message for a day without trade records, and for an index', async () => {
      const noTrades = await server.get('/api/market/footprint?symbol=BBCA&date=2026-06-01');
      expect(noTrades.status).toBe(404);
      expect(noTrades.body.error.code).toBe('NO_TRADE_RECORDS');
      expect(noTrades.body.error.message).toMatch(
        /^No trade records for BBCA on 1 Jun 2026\. Trade records for BBCA are stored for /,
      );
      const index = await server.get('/api/market/footprint?symbol=COMPOSITE');
      expect(index.status).toBe(404);
      expect(index.body.error.message).toMatch(/only stocks have/);
      const daily = await server.get('/api/market/footprint?symbol=BBCA&timeframe=1D');
      expect(daily.status).toBe(400);
    });
  });

  describe('astrology', () => {
    const EIGHT = ['BBRI', 'BBCA', 'BMRI', 'BBNI', 'TLKM', 'ASII', 'UNVR', 'GGRM'];

    it('counts one record per stored day after each stock’s first, over the eight stocks for ALL', async () => {
      const counts = await sql(
        `select symbol, count(*)::int - 1 as n from daily_bars where symbol = any($1) group by symbol`,
        [EIGHT],
      );
      const all = await server.get('/api/market/astrology');
      expect(all.status, JSON.stringify(all.body)).toBe(200);
      expect(all.body.data.asOf).toBe(TEST_MARKET.endDate);
      expect(all.body.data.totalRecords).toBe(counts.reduce((sum, row) => sum + Number(row.n), 0));
      const bbri = await server.get('/api/market/astrology?symbol=bbri');
      expect(bbri.body.data.totalRecords).toBe(counts.find((row) => row.symbol === 'BBRI')!.n);
      const elements = all.body.data.elementAnalysis as Array<{ element: string; count: number }>;
      expect(elements.map((e) => e.element)).toEqual(['Water', 'Earth', 'Wood', 'Fire', 'Metal']);
      expect(elements.reduce((sum, e) => sum + e.count, 0)).toBe(all.body.data.matchingRecords);
      for (const level of ['year', 'month', 'day'] as const) {
        const rows = all.body.data.pivot[level] as Array<{ count: number }>;
        expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(all.body.data.matchingRecords);
      }
    });

    it('lists the highest spikes: above 5% average change, best first, each matching the daily bars', async () => {
      const answer = await server.get('/api/market/astrology?symbol=BBRI');
      const [group] = answer.body.data.highestSpikes as Array<{
        key: string;
        records: Array<{
          date: string;
          close: number;
          prevClose: number;
          priceChange: number;
          spikeChange: number;
          avgChange: number;
          volume: number;
        }>;
      }>;
      expect(group!.key).toBe('All');
      expect(group!.records.length).toBeGreaterThan(0);
      expect(group!.records.length).toBeLessThanOrEqual(10);
      const averages = group!.records.map((r) => r.avgChange);
      expect(averages).toEqual([...averages].sort((a, b) => b - a));
      for (const value of averages) expect(value).toBeGreaterThan(5);
      const top = group!.records[0]!;
      const previous = await sql(
        `select close, volume::float8 as volume from daily_bars where symbol = 'BBRI' and date < $1
          order by date desc limit 20`,
        [top.date],
      );
      const meanVolume = previous.reduce((sum, row) => sum + Number(row.volume), 0) / previous.length;
      expect(top.prevClose).toBe(previous[0]!.close);
      expect(top.priceChange).toBeCloseTo(((top.close - top.prevClose) * 100) / top.prevClose, 9);
      expect(top.spikeChange).toBeCloseTo((top.volume * 100) / meanVolume - 100, 6);
      expect(top.avgChange).toBeCloseTo((top.priceChange + top.spikeChange) / 2, 9);
    });

    it('applies the filters and groups the spike list by pillar on the year tab', async () => {
      const answer = await server.get(
        '/api/market/astrology?priceChange=5&spike=all&dayElement=wood&tab=year',
      );
      const data = answer.body.data;
      expect(data.tab).toBe('year');
      expect(data.matchingRecords).toBeGreaterThan(0);
      const elements = data.elementAnalysis as Array<{ element: string; count: number }>;
      expect(elements.filter((e) => e.count > 0).map((e) => e.element)).toEqual(['Wood']);
      for (const group of data.highestSpikes as Array<{
        label: string;
        records: Array<{ priceChange: number; element: string; yearElement: string; yearZodiac: string }>;
      }>) {
        for (const record of group.records) {
          expect(record.priceChange).toBeGreaterThan(5);
          expect(record.element).toBe('Wood');
          expect(`${record.yearElement} ${record.yearZodiac}`).toBe(group.label);
        }
      }
    });

    it('refuses a stock outside the screen’s list', async () => {
      const answer = await server.get('/api/market/astrology?symbol=GOTO');
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBe('No stocks found');
    });
  });
});
