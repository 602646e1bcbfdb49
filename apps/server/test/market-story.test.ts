import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/accounts.ts';
import { startMarketServer, TEST_MARKET, type MarketTestServer } from './support/market.ts';
import { databaseKinds } from './support/test-server.ts';

const asOf = TEST_MARKET.endDate;

/** The raw bytes and headers of a GET, as a browser sees them on the wire (fetch would decode them). */
function rawGet(baseUrl: string, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; bytes: Buffer }>(
    (resolve, reject) => {
      const request = httpRequest(`${baseUrl}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            bytes: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      });
      request.on('error', reject);
      request.end();
    },
  );
}

describe.each(databaseKinds)('story endpoints on %s', (kind) => {
  let server: MarketTestServer;
  // Independent figures come straight from the stored tables.
  const rows = async <T = Record<string, unknown>>(query: string, params: unknown[] = []): Promise<T[]> => {
    const raw = server.app.database.raw;
    if (raw.kind === 'pglite') return (await raw.client.query<T>(query, params)).rows;
    return (await raw.pool.query(query, params)).rows as T[];
  };
  const closesOf = async (symbol: string) =>
    (
      await rows<{ date: string; close: number; volume: string }>(
        `select to_char(date, 'YYYY-MM-DD') as date, close, volume::text as volume
         from daily_bars where symbol = $1 order by date`,
        [symbol],
      )
    ).map((row) => ({ date: row.date, close: Number(row.close), volume: Number(row.volume) }));

  beforeAll(async () => {
    server = await startMarketServer(kind);
  });
  afterAll(() => server.close());

  it('refuses visitors who are not signed in', async () => {
    const answer = await call(server, 'GET', '/api/market/screener');
    expect(answer.status).toBe(401);
  });

  describe('screener', () => {
    it('has one row per stock, with changes, volume changes and MA flags from the stored bars', async () => {
      const answer = await server.get('/api/market/screener');
      expect(answer.status).toBe(200);
      const data = answer.body.data;
      expect(data.asOf).toBe(asOf);
      const [{ n }] = (await rows<{ n: number }>('select count(*)::int as n from instruments')) as [
        { n: number },
      ];
      expect(data.rows).toHaveLength(n);

      const bbri = data.rows.find((row: { symbol: string }) => row.symbol === 'BBRI');
      const bars = await closesOf('BBRI');
      const close = (back: number) => bars[bars.length - 1 - back]!.close;
      const pct = (now: number, before: number) => 100 * (now / before - 1);
      expect(bbri.price).toBe(close(0));
      expect(bbri.name).toBe('Bank Rakyat Indonesia (Persero) Tbk');
      expect(bbri.sectorName).toBe('Finance');
      expect(bbri.dates.D0).toBeCloseTo(pct(close(0), close(1)), 9);
      expect(bbri.percent1d).toBeCloseTo(pct(close(0), close(1)), 9);
      expect(bbri.dates['D-2']).toBeCloseTo(pct(close(2), close(3)), 9);
      const last = bars[bars.length - 1]!;
      const fivePrevious = bars.slice(-6, -1).reduce((sum, bar) => sum + bar.volume, 0) / 5;
      expect(bbri.volume).toBe(last.volume);
      expect(bbri.volumeChanges.vol5d).toBeCloseTo(pct(last.volume, fivePrevious), 9);
      const ma20 = bars.slice(-20).reduce((sum, bar) => sum + bar.close, 0) / 20;
      expect(bbri.movingAverage.ma20).toBeCloseTo(ma20, 9);
      expect(bbri.maIndicators.ma20).toBe(last.close > ma20 ? 'v' : 'x');
      expect(bbri.movingAverage.ma200).not.toBeNull();
    });

    it('keeps suspended stocks with their last data and the special notices', async () => {
      const data = (await server.get('/api/market/screener')).body.data;
      const [suspended] = await rows<{ symbol: string; last: string }>(
        `select i.symbol, to_char(max(b.date), 'YYYY-MM-DD') as last
         from instruments i join daily_bars b on b.symbol = i.symbol
         where i.status = 'suspended' group by i.symbol`,
      );
      expect(suspended).toBeDefined();
      const row = data.rows.find((candidate: { symbol: string }) => candidate.symbol === suspended!.symbol);
      expect(row).toMatchObject({ suspend: true, lastDate: suspended!.last });
      expect(row.lastDate < asOf).toBe(true);
      // The demo announces its actions for after the last day; each shows as the stock's notice.
      const announced = await rows<{ symbol: string; type: string }>(
        `select symbol, type from corporate_actions
         where ex_date between $1::date - 7 and $1::date + 30 order by symbol, ex_date`,
        [asOf],
      );
      expect(announced.length).toBeGreaterThan(0);
      const noticeOf: Record<string, string> = {
        split: 'Split',
        'reverse-split': 'Split',
        bonus: 'Bonus',
        rights: 'Rights',
        dividend: 'Dividend',
      };
      for (const action of announced) {
        const match = data.rows.find((candidate: { symbol: string }) => candidate.symbol === action.symbol);
        if (match.suspend) expect(match.specialNotice).toBe('Suspend');
        else
          expect(
            announced.filter((other) => other.symbol === action.symbol).map((other) => noticeOf[other.type]),
          ).toContain(match.specialNotice);
      }
      const withoutAction = data.rows.find(
        (candidate: { symbol: string; suspend: boolean }) =>
          !candidate.suspend && !announced.some((action) => action.symbol === candidate.symbol),
      );
      expect(withoutAction.specialNotice).toBe('none');
    });
  });

  describe('compressed answers', () => {
    const as = (encoding: string, path: string) =>
      rawGet(server.baseUrl, path, { authorization: `Bearer ${server.token}`, 'accept-encoding': encoding });

    it('sends the screener in brotli or gzip as the browser accepts, the same JSON as uncompressed', async () => {
      const plain = await as('identity', '/api/market/screener');
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
      const json = JSON.parse(plain.bytes.toString('utf8'));
      expect(json).toEqual((await server.get('/api/market/screener')).body);

      const br = await as('gzip, deflate, br', '/api/market/screener');
      expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding' });
      expect(JSON.parse(brotliDecompressSync(br.bytes).toString('utf8'))).toEqual(json);
      expect(br.bytes.length).toBeLessThan(plain.bytes.length / 3);

      const gzip = await as('gzip;q=1, br;q=0', '/api/market/screener');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gzip.bytes).toString('utf8'))).toEqual(json);
    });

    it('compresses other large market answers and leaves small ones alone', async () => {
      const candles = '/api/market/candles?symbol=BBRI&timeframe=1D';
      const plain = await as('identity', candles);
      const br = await as('br', candles);
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.bytes).toString('utf8')).toBe(plain.bytes.toString('utf8'));

      const small = await as('br', '/api/market/search?q=bbri');
      expect(small.status).toBe(200);
      expect(small.bytes.length).toBeLessThan(1024);
      expect(small.headers['content-encoding']).toBeUndefined();
    });
  });

  describe('market participants', () => {
    it('gives each side per month as shares of the stored KSEI composition', async () => {
      const answer = await server.get('/api/market/participants?symbol=bbca&months=6');
      expect(answer.status).toBe(200);
      const { participantBreakdown, localVsForeign } = answer.body.data;
      expect(answer.body.data).toMatchObject({ asOf, symbol: 'BBCA' });
      expect(localVsForeign).toHaveLength(6);
      expect(participantBreakdown.local).toHaveLength(6);
      const latest = localVsForeign.at(-1);
      const sums = await rows<{ side: string; category: string; shares: string }>(
        `select side, category, shares::text as shares from ownership_compositions
         where symbol = 'BBCA' and as_of = $1`,
        [latest.date],
      );
      const total = (side?: string, category?: string) =>
        sums
          .filter((row) => (!side || row.side === side) && (!category || row.category.trim() === category))
          .reduce((sum, row) => sum + Number(row.shares), 0);
      expect(latest.Foreign).toBeCloseTo((100 * total('foreign')) / total(), 9);
      expect(latest.Local + latest.Foreign).toBeCloseTo(100, 9);
      const foreign = participantBreakdown.foreign.at(-1);
      expect(foreign.Individual).toBeCloseTo((100 * total('foreign', 'ID')) / total('foreign'), 9);
      expect(foreign.Others).toBeCloseTo(
        (100 * (total('foreign', 'OT') + total('foreign', 'FD'))) / total('foreign'),
        9,
      );
      const groups = Object.entries(foreign).filter(([key]) => key !== 'date');
      expect(groups.reduce((sum, [, value]) => sum + (value as number), 0)).toBeCloseTo(100, 9);
    });

    it('answers 404 No tickers found for an unknown ticker', async () => {
      const answer = await server.get('/api/market/participants?symbol=ZZZZ');
      expect(answer.status).toBe(404);
      expect(answer.body.error).toMatchObject({ message: 'No tickers found', field: 'symbol' });
    });
  });

  describe('ownership', () => {
    it('summarises, ranks with the change against the previous list and values at the last close', async () => {
      const answer = await server.get('/api/market/ownership?symbol=BBCA&months=6');
      expect(answer.status).toBe(200);
      const data = answer.body.data;
      const [instrument] = await rows<{ listed: string }>(
        `select listed_shares::text as listed from instruments where symbol = 'BBCA'`,
      );
      const bars = await closesOf('BBCA');
      expect(data.summary.totalShares).toBe(Number(instrument!.listed));
      expect(data.price).toBe(bars.at(-1)!.close);

      const lists = await rows<{ as_of: string; holder: string; shares: string; controlling: boolean }>(
        `select to_char(as_of, 'YYYY-MM-DD') as as_of, holder, shares::text as shares, controlling
         from shareholders where symbol = 'BBCA' order by as_of desc`,
      );
      const dates = [...new Set(lists.map((row) => row.as_of))];
      const [latestDate, previousDate] = dates;
      expect(data.listAsOf).toBe(latestDate);
      const latest = lists.filter((row) => row.as_of === latestDate);
      const previous = new Map(
        lists.filter((row) => row.as_of === previousDate).map((row) => [row.holder, Number(row.shares)]),
      );
      expect(data.detailed).toHaveLength(latest.length);
      for (const [i, row] of data.detailed.entries()) {
        expect(row.rank).toBe(i + 1);
        const stored = latest.find((candidate) => candidate.holder === row.holder)!;
        expect(row.shares).toBe(Number(stored.shares));
        expect(row.value).toBe(Number(stored.shares) * data.price);
        expect(row.percentage).toBeCloseTo((100 * Number(stored.shares)) / data.summary.totalShares, 9);
        const before = previous.get(row.holder);
        expect(row.change).toBe(before === undefined ? null : Number(stored.shares) - before);
        if (i > 0) expect(row.shares).toBeLessThanOrEqual(data.detailed[i - 1].shares);
      }
      const controller = latest.find((row) => row.controlling)!;
      expect(data.summary.controlling).toMatchObject({ name: controller.holder });

      // Donut: every slice under 2% is folded into Others, which closes the list.
      const named = data.distribution.filter((slice: { name: string }) => slice.name !== 'Others');
      for (const slice of named) expect(slice.percentage).toBeGreaterThanOrEqual(2);
      const donutTotal = data.distribution.reduce(
        (sum: number, slice: { shares: number }) => sum + slice.shares,
        0,
      );
      expect(donutTotal).toBe(data.summary.totalShares);
      expect(data.topShareholders.length).toBeGreaterThan(0);

      expect(data.history).toHaveLength(Math.min(6, dates.length));
      expect(data.history.at(-1).period).toBe(latestDate!.slice(0, 7));
      for (const month of data.history) {
        expect(month.controlling + month.public + month.affiliate + month.others).toBeCloseTo(100, 6);
      }
    });

    it('accepts only 3, 6, 9 or 12 months', async () => {
      for (const months of ['4', '0', 'x']) {
        const answer = await server.get(`/api/market/ownership?symbol=BBCA&months=${months}`);
        expect(answer.status).toBe(400);
        expect(answer.body.error).toMatchObject({
          message: 'Data range must be 3, 6, 9 or 12 months',
          field: 'months',
        });
      }
      const three = await server.get('/api/market/ownership?symbol=BBCA&months=3');
      expect(three.body.data.history).toHaveLength(3);
      const missing = await server.get('/api/market/ownership?symbol=NOPE');
      expect(missing.status).toBe(404);
      expect(missing.body.error.message).toBe('No tickers found');
    });
  });

  describe('foreign flow and market analysis', () => {
    it('gives net foreign = foreign buy − foreign sell of each daily bar, with the same days of candles', async () => {
      const answer = await server.get('/api/market/foreign-flow?symbol=TLKM&days=60');
      expect(answer.status).toBe(200);
      const { flows, candles, totals } = answer.body.data;
      const stored = await rows<{ date: string; fb: string; fs: string; close: number; volume: string }>(
        `select to_char(date, 'YYYY-MM-DD') as date, foreign_buy::text as fb, foreign_sell::text as fs, close,
                volume::text as volume
         from daily_bars where symbol = 'TLKM' order by date desc limit 60`,
      );
      stored.reverse();
      expect(flows).toHaveLength(60);
      expect(candles).toHaveLength(60);
      expect(flows.at(-1).time).toBe(asOf);
      let net = 0;
      for (const [i, bar] of stored.entries()) {
        expect(flows[i]).toMatchObject({
          time: bar.date,
          netBuy: Number(bar.fb) - Number(bar.fs),
          buyVolume: Number(bar.fb),
          sellVolume: Number(bar.fs),
        });
        expect(flows[i].flowStrength).toBeCloseTo(
          (100 * (Number(bar.fb) - Number(bar.fs))) / Number(bar.volume),
          9,
        );
        expect(candles[i]).toMatchObject({ time: bar.date, close: bar.close, volume: Number(bar.volume) });
        net += Number(bar.fb) - Number(bar.fs);
      }
      expect(totals.netBuy).toBe(net);
    });

    it('splits volume into buyer- and seller-initiated shares on days with trade records', async () => {
      const answer = await server.get('/api/market/market-analysis?symbol=BBRI&days=30');
      expect(answer.status).toBe(200);
      const { candles, moneyFlow, volume } = answer.body.data;
      expect(candles).toHaveLength(30);
      expect(moneyFlow).toHaveLength(30);
      expect(volume.map((bar: { time: string }) => bar.time)).toEqual(
        candles.map((c: { time: string }) => c.time),
      );
      const split = await rows<{ date: string; buy: string; sell: string }>(
        `select to_char(trade_date, 'YYYY-MM-DD') as date,
                sum(volume) filter (where buy_order > sell_order)::text as buy,
                sum(volume) filter (where buy_order < sell_order)::text as sell
         from trade_records where symbol = 'BBRI' group by trade_date`,
      );
      expect(split).toHaveLength(TEST_MARKET.tradeDays);
      const byDate = new Map(split.map((row) => [row.date, row]));
      for (const bar of volume) {
        const day = byDate.get(bar.time);
        if (!day) {
          expect(bar.buyVolume).toBeNull();
          continue;
        }
        expect(bar.buyVolume).toBe(Number(day.buy ?? 0));
        expect(bar.sellVolume).toBe(Number(day.sell ?? 0));
      }
      // Money flow: typical price × volume, an inflow when the typical price rose from the day before.
      const bars = await rows<{ high: number; low: number; close: number; volume: string }>(
        `select high, low, close, volume::text as volume from daily_bars where symbol = 'BBRI' order by date desc limit 2`,
      );
      const [today, yesterday] = bars.map((bar) => ({
        ...bar,
        typical: (bar.high + bar.low + bar.close) / 3,
      }));
      const raw = today!.typical * Number(today!.volume);
      const last = moneyFlow.at(-1);
      if (today!.typical > yesterday!.typical) expect(last).toMatchObject({ inflow: raw, outflow: 0 });
      else if (today!.typical < yesterday!.typical) expect(last).toMatchObject({ inflow: 0, outflow: raw });
      else expect(last).toMatchObject({ inflow: 0, outflow: 0 });
    });
  });

  describe('dashboard snapshot', () => {
    it('defaults to BBRI, BBCA, BMRI with last close, change and 30 closes', async () => {
      const answer = await server.get('/api/market/snapshot');
      expect(answer.status).toBe(200);
      const { items } = answer.body.data;
      expect(items.map((item: { symbol: string }) => item.symbol)).toEqual(['BBRI', 'BBCA', 'BMRI']);
      for (const item of items) {
        const bars = await closesOf(item.symbol);
        const last = bars.at(-1)!;
        const previous = bars.at(-2)!;
        expect(item.price).toBe(last.close);
        expect(item.change).toBe(last.close - previous.close);
        expect(item.changePercent).toBeCloseTo((100 * (last.close - previous.close)) / previous.close, 9);
        expect(item.volume).toBe(last.volume);
        expect(item.sparkline.map((point: { close: number }) => point.close)).toEqual(
          bars.slice(-30).map((bar) => bar.close),
        );
      }
    });

    it('refuses unknown tickers and more than 30 symbols', async () => {
      const unknown = await server.get('/api/market/snapshot?symbols=BBRI,ZZZZ');
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toMatchObject({ message: 'No tickers found', field: 'symbols' });
      const many = Array.from({ length: 31 }, (_, i) => `S${i}`).join(',');
      const tooMany = await server.get(`/api/market/snapshot?symbols=${many}`);
      expect(tooMany.status).toBe(400);
      const some = await server.get('/api/market/snapshot?symbols=tlkm, asii');
      expect(some.body.data.items.map((item: { symbol: string }) => item.symbol)).toEqual(['TLKM', 'ASII']);
    });
  });
});
