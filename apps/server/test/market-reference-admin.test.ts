import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signedInUser } from './support/accounts.ts';
import { uploadImport, waitForRun } from './support/imports.ts';
import { startMarketServer, TEST_MARKET, type MarketTestServer } from './support/market.ts';
import { databaseKinds, queryRows } from './support/test-server.ts';

/**
 * Reference data an admin maintains. Corporate actions end to end: recorded by an admin or
 * imported from a file, they back-adjust every price series members see, mark the chart, and give
 * the screener its notices. Brokers: names, groups, colours and retirement.
 */

const asOf = TEST_MARKET.endDate;
const STOCK = 'BBRI';
// The largest bar-to-bar move IDX allows (auto-rejection above 35 % for the cheapest stocks).
const PRICE_LIMIT = 0.35;

type Candle = { time: string; close: number; volume: number };

describe.each(databaseKinds)('reference data an admin maintains on %s', (kind) => {
  let server: MarketTestServer;
  let admin: string;
  let dates: string[];
  let original: Map<string, { close: number; volume: number }>;
  let exDate: string;
  let window: { from: string; to: string };

  const asAdmin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) =>
    call(server, method, path, { token: admin, body });
  const candles = async (adjust?: 'raw' | 'adjusted') => {
    const query = new URLSearchParams({
      symbol: STOCK,
      timeframe: '1D',
      ...window,
      ...(adjust ? { adjust } : {}),
    });
    const answer = await server.get(`/api/market/candles?${query}`);
    expect(answer.status).toBe(200);
    return answer.body.data as {
      adjust: string;
      candles: Candle[];
      markers: unknown[];
      lastClose: number;
    };
  };
  const largestMove = (series: Candle[]) =>
    Math.max(...series.slice(1).map((candle, i) => Math.abs(candle.close / series[i]!.close - 1)));

  beforeAll(async () => {
    server = await startMarketServer(kind);
    admin = (await signedInUser(server, { role: 'admin' })).session.access_token;
    const bars = await queryRows(
      server.app.database,
      `select to_char(date, 'YYYY-MM-DD') as date, close, volume::text as volume
       from daily_bars where symbol = '${STOCK}' order by date`,
    );
    dates = bars.map((bar) => String(bar.date));
    original = new Map(
      bars.map((bar) => [String(bar.date), { close: Number(bar.close), volume: Number(bar.volume) }]),
    );
    // Thirty trading days back: before the trade-record days, whose bars come from the trades.
    const exIndex = dates.length - 30;
    exDate = dates[exIndex]!;
    window = { from: dates[exIndex - 20]!, to: dates[exIndex + 10]! };

    // The stock as it really traded around a 1:5 split: five times the price, a fifth of the shares.
    const before = dates.slice(exIndex - 40, exIndex);
    const csv = [
      'Symbol,Date,Open,High,Low,Close,Volume',
      ...before.map((date) => {
        const { close, volume } = original.get(date)!;
        return `${STOCK},${date},${close * 5},${close * 5},${close * 5},${close * 5},${volume / 5}`;
      }),
    ].join('\n');
    const upload = await uploadImport(server, admin, 'bars', [
      { name: 'bbri-before-split.csv', content: csv },
    ]);
    expect(upload.status).toBe(202);
    expect(await waitForRun(server, admin, upload.body.data.id)).toMatchObject({
      status: 'done',
      rows_stored: 40,
    });
  });
  afterAll(() => server.close());

  it('keeps the admin pages to admins', async () => {
    const member = await call(server, 'GET', '/api/admin/corporate-actions', { token: server.token });
    expect(member.status).toBe(403);
    const body = { symbol: STOCK, type: 'split', ex_date: exDate, ratio_from: 1, ratio_to: 5 };
    expect(
      (await call(server, 'POST', '/api/admin/corporate-actions', { token: server.token, body })).status,
    ).toBe(403);
  });

  it('refuses terms that cannot be right, each on its field', async () => {
    const refused = async (body: Record<string, unknown>) => {
      const answer = await asAdmin('POST', '/api/admin/corporate-actions', body);
      expect(answer.status).toBe(400);
      return { field: answer.body.error.field, message: answer.body.error.message };
    };
    expect(await refused({ symbol: 'ZZZZ', type: 'dividend', ex_date: exDate, amount: 10 })).toEqual({
      field: 'symbol',
      message: 'No tickers found',
    });
    expect(await refused({ symbol: STOCK, type: 'split', ex_date: exDate, ratio_from: 1 })).toMatchObject({
      message: 'A split, reverse split, bonus or rights issue needs both sides of its ratio',
    });
    expect(
      await refused({ symbol: STOCK, type: 'reverse-split', ex_date: exDate, ratio_from: 1, ratio_to: 5 }),
    ).toMatchObject({
      message: 'A split turns fewer shares into more (1:5), a reverse split more into fewer (10:1)',
    });
    expect(
      await refused({ symbol: STOCK, type: 'rights', ex_date: exDate, ratio_from: 10, ratio_to: 3 }),
    ).toMatchObject({
      message: 'A rights issue needs its exercise price',
    });
    expect(
      await refused({ symbol: STOCK, type: 'dividend', ex_date: '2026-02-30', amount: 10 }),
    ).toMatchObject({
      message: 'Dates must be written YYYY-MM-DD',
    });
    expect(
      await queryRows(
        server.app.database,
        'select count(*)::int as n from corporate_actions where source = $1',
        ['admin'],
      ),
    ).toEqual([{ n: 0 }]);
  });

  it('a 1:5 split makes the adjusted chart continuous while Raw shows the jump, until it is deleted', async () => {
    const unadjusted = await candles();
    expect(unadjusted.markers).toEqual([]);
    const jump = unadjusted.candles.findIndex((candle) => candle.time === exDate);
    expect(unadjusted.candles[jump]!.close / unadjusted.candles[jump - 1]!.close).toBeLessThan(0.3);

    const created = await asAdmin('POST', '/api/admin/corporate-actions', {
      symbol: STOCK.toLowerCase(),
      type: 'split',
      ex_date: exDate,
      ratio_from: 1,
      ratio_to: 5,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      symbol: STOCK,
      type: 'split',
      label: 'Split 1:5',
      source: 'admin',
    });
    const again = await asAdmin('POST', '/api/admin/corporate-actions', {
      symbol: STOCK,
      type: 'split',
      ex_date: exDate,
      ratio_from: 1,
      ratio_to: 4,
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(`A split of ${STOCK} with ex-date ${exDate} is already recorded`);

    const adjusted = await candles();
    expect(adjusted.adjust).toBe('adjusted');
    expect(largestMove(adjusted.candles)).toBeLessThan(PRICE_LIMIT);
    for (const candle of adjusted.candles) {
      // Before the ex-date the five-times prices come back to the scale of today's shares.
      expect(candle.close).toBeCloseTo(original.get(candle.time)!.close, 2);
      expect(candle.volume).toBe(original.get(candle.time)!.volume);
    }
    expect(adjusted.markers).toEqual([{ time: exDate, exDate, type: 'split', label: 'Split 1:5' }]);
    expect(adjusted.lastClose).toBe(original.get(window.to)!.close);
    // On the ex-date itself the day's change is against the adjusted previous close, not -80 %.
    const onExDate = (await server.get(`/api/market/candles?symbol=${STOCK}&timeframe=1D&to=${exDate}`)).body
      .data;
    const dayBefore = dates[dates.indexOf(exDate) - 1]!;
    expect(onExDate.lastClose).toBe(original.get(exDate)!.close);
    expect(onExDate.change).toBeCloseTo(original.get(exDate)!.close - original.get(dayBefore)!.close, 2);
    const rawOnExDate = (
      await server.get(`/api/market/candles?symbol=${STOCK}&timeframe=1D&to=${exDate}&adjust=raw`)
    ).body.data;
    expect(rawOnExDate.change).toBe(original.get(exDate)!.close - original.get(dayBefore)!.close * 5);

    const raw = await candles('raw');
    expect(raw.adjust).toBe('raw');
    expect(raw.candles).toEqual(unadjusted.candles);
    expect(raw.markers).toEqual(adjusted.markers);

    const listed = await asAdmin('GET', `/api/admin/corporate-actions?symbol=${STOCK.toLowerCase()}`);
    expect(listed.body.data.actions.map((action: { label: string }) => action.label)).toEqual(['Split 1:5']);
    const deleted = await asAdmin('DELETE', `/api/admin/corporate-actions/${created.body.data.id}`);
    expect(deleted.status).toBe(200);
    expect((await asAdmin('DELETE', `/api/admin/corporate-actions/${created.body.data.id}`)).status).toBe(
      404,
    );
    // The cached adjusted answer went with the record.
    expect((await candles()).candles).toEqual(unadjusted.candles);
  });

  it('imports a file of actions: stored, rejected with line and column, the same file again changes nothing', async () => {
    const later = dates[dates.length - 3]!;
    const csv = [
      'symbol,type,ex_date,ratio,price,amount',
      `${STOCK},split,${exDate},1:5,,`,
      `TLKM,Cash dividend,${later},,,12.5`,
      `BMRI,merger,${later},1:1,,`,
      `BMRI,rights,${later},10:3,,`,
      `ZZZZ,dividend,${later},,,10`,
    ].join('\n');
    const upload = async () => {
      const answer = await uploadImport(server, admin, 'auto', [{ name: 'actions.csv', content: csv }]);
      expect(answer.status).toBe(202);
      return waitForRun(server, admin, answer.body.data.id);
    };
    const first = await upload();
    expect(first).toMatchObject({
      kind: 'corporate-actions',
      status: 'done',
      rows_stored: 2,
      rows_rejected: 3,
    });
    expect(first.rejected_samples).toEqual([
      {
        row: 4,
        column: 'type',
        reason: "unknown type 'merger' (split, reverse-split, bonus, rights, dividend)",
      },
      { row: 5, column: 'price', reason: 'A rights issue needs its exercise price' },
      { row: 6, column: 'symbol', reason: "unknown stock 'ZZZZ'" },
    ]);
    expect(first.days).toEqual([
      { date: exDate, outcome: 'stored' },
      { date: later, outcome: 'stored' },
    ]);
    const second = await upload();
    expect(second.days.map((day: { outcome: string }) => day.outcome)).toEqual(['unchanged', 'unchanged']);
    expect(largestMove((await candles()).candles)).toBeLessThan(PRICE_LIMIT);

    // A dividend already gone ex is the stock's notice for a week; an announced one for a month.
    const screener = (await server.get('/api/market/screener')).body.data.rows as Array<{
      symbol: string;
      specialNotice: string;
    }>;
    expect(screener.find((row) => row.symbol === 'TLKM')?.specialNotice).toBe('Dividend');
    const found = await server.get('/api/market/search?q=TLKM');
    expect(
      found.body.data.results.find((row: { symbol: string }) => row.symbol === 'TLKM').specialNotice,
    ).toBe('Dividend');
  });

  it('an action announced for after the last trading day marks the notice but moves no price yet', async () => {
    const bmriBefore = (await server.get(`/api/market/candles?symbol=BMRI&timeframe=1D`)).body.data;
    const created = await asAdmin('POST', '/api/admin/corporate-actions', {
      symbol: 'BMRI',
      type: 'bonus',
      ex_date: '2026-12-01',
      ratio_from: 10,
      ratio_to: 1,
    });
    expect(created.status).toBe(201);
    const after = (await server.get(`/api/market/candles?symbol=BMRI&timeframe=1D`)).body.data;
    expect(after.candles).toEqual(bmriBefore.candles);
    expect(after.markers).toEqual([]);
    const screener = (await server.get('/api/market/screener')).body.data.rows as Array<{
      symbol: string;
      specialNotice: string;
    }>;
    expect(screener.find((row) => row.symbol === 'BMRI')?.specialNotice).toBe('Bonus');
    expect(asOf < '2026-12-01').toBe(true);
  });
  it('sums a broker window across a split in the shares of its last day; a day alone stays as traded', async () => {
    type Side = { broker: string; nblot?: number; nslot?: number; nbval?: number; nsval?: number };
    const summary = async (from: string, to: string) => {
      const answer = await server.get(`/api/market/broker-summary?symbol=ASII&from=${from}&to=${to}`);
      expect(answer.status).toBe(200);
      return answer.body.data as { dates: string[]; netBuyers: Side[]; netSellers: Side[] };
    };
    const netLots = (data: { netBuyers: Side[]; netSellers: Side[] }) =>
      new Map([
        ...data.netBuyers.map((row) => [row.broker, row.nblot!] as const),
        ...data.netSellers.map((row) => [row.broker, -row.nslot!] as const),
      ]);
    const netValues = (data: { netBuyers: Side[]; netSellers: Side[] }) =>
      new Map([
        ...data.netBuyers.map((row) => [row.broker, row.nbval!] as const),
        ...data.netSellers.map((row) => [row.broker, -row.nsval!] as const),
      ]);
    // The last five days with trade records; the split goes ex on the third.
    const days = dates.slice(-5);
    const exDateInside = days[2]!;
    const perDay = new Map<string, Awaited<ReturnType<typeof summary>>>();
    for (const day of days) perDay.set(day, await summary(day, day));

    const created = await asAdmin('POST', '/api/admin/corporate-actions', {
      symbol: 'ASII',
      type: 'split',
      ex_date: exDateInside,
      ratio_from: 1,
      ratio_to: 5,
    });
    expect(created.status).toBe(201);
    try {
      // Lots before the ex-date count five times in the shares of the window's last day; rupiah do not change.
      const expectedLots = new Map<string, number>();
      const expectedValues = new Map<string, number>();
      for (const day of days) {
        const factor = day < exDateInside ? 5 : 1;
        for (const [broker, lots] of netLots(perDay.get(day)!)) {
          expectedLots.set(broker, (expectedLots.get(broker) ?? 0) + lots * factor);
        }
        for (const [broker, value] of netValues(perDay.get(day)!)) {
          expectedValues.set(broker, (expectedValues.get(broker) ?? 0) + value);
        }
      }
      const window = await summary(days[0]!, days.at(-1)!);
      const lots = netLots(window);
      for (const [broker, expected] of expectedLots) expect(lots.get(broker) ?? 0).toBeCloseTo(expected, 6);
      for (const [broker, expected] of expectedValues) {
        expect(netValues(window).get(broker) ?? 0).toBeCloseTo(expected, 0);
      }
      // A window that does not cross the ex-date stays as traded.
      const before = netLots(await summary(days[0]!, days[1]!));
      const traded = new Map<string, number>();
      for (const day of days.slice(0, 2)) {
        for (const [broker, value] of netLots(perDay.get(day)!))
          traded.set(broker, (traded.get(broker) ?? 0) + value);
      }
      for (const [broker, expected] of traded) expect(before.get(broker) ?? 0).toBe(expected);
    } finally {
      await asAdmin('DELETE', `/api/admin/corporate-actions/${created.body.data.id}`);
    }
  });

  it('renames, regroups and retires a broker; members see it at once and its history stays', async () => {
    expect((await call(server, 'GET', '/api/admin/brokers', { token: server.token })).status).toBe(403);
    const listed = await asAdmin('GET', '/api/admin/brokers');
    expect(listed.status).toBe(200);
    const mg = listed.body.data.brokers.find((broker: { code: string }) => broker.code === 'MG');
    expect(mg).toMatchObject({ code: 'MG', retired_on: null, last_active: asOf });
    const from = dates[dates.length - 5]!;
    const history = async () =>
      (await server.get(`/api/market/broker-transaction?broker=MG&from=${from}&to=${asOf}`)).body.data;
    const before = await history();

    const changed = await asAdmin('PATCH', '/api/admin/brokers/mg', {
      name: 'Mirae Asset Sekuritas Indonesia',
      category: 'Asing',
      colour: 'Merah',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      code: 'MG',
      name: 'Mirae Asset Sekuritas Indonesia',
      category: 'Asing',
      colour: 'Merah',
    });
    const members = (await server.get('/api/market/brokers')).body.data.brokers;
    expect(members.find((broker: { code: string }) => broker.code === 'MG')).toEqual({
      code: 'MG',
      name: 'Mirae Asset Sekuritas Indonesia',
      category: 'Asing',
      colour: 'Merah',
    });

    const retired = await asAdmin('PATCH', '/api/admin/brokers/MG', { retired_on: asOf });
    expect(retired.body.data.retired_on).toBe(asOf);
    const after = await history();
    expect({ ...after, broker: undefined }).toEqual({ ...before, broker: undefined });
    expect(
      (await asAdmin('PATCH', '/api/admin/brokers/MG', { retired_on: null })).body.data.retired_on,
    ).toBeNull();

    const unknown = await asAdmin('PATCH', '/api/admin/brokers/ZZ', { name: 'Nobody' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Broker not found');
    const empty = await asAdmin('PATCH', '/api/admin/brokers/MG', {});
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Change the name, group, colour or retirement date');
  });
});
